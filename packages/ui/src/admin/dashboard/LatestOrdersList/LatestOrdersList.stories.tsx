import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { onPhone } from '../../../storybook/viewports';
import { dashboardPanelCopy } from '../DashboardPanel';
import { latestOrdersFixture, longName, longService } from '../fixtures';
import { LatestOrdersList, latestOrdersCopy, ORDERS_PATH } from './LatestOrdersList';
import { errorWithRetryCopy } from '../../../primitives/ErrorWithRetry';

const meta = {
  component: LatestOrdersList,
  args: { data: latestOrdersFixture, onRetry: fn() },
} satisfies Meta<typeof LatestOrdersList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each order with its status badge, people, service, price in riyals and date. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(latestOrdersFixture.items.length);
    await expect(items[0]).toHaveTextContent('LQ-098210');
    await expect(items[0]).toHaveTextContent('قيد الانتظار');
    await expect(items[0]).toHaveTextContent(/٧٬٢٠٠.*ر\.س/);
    await expect(items[1]).toHaveTextContent(latestOrdersCopy.unassigned);
    await expect(items[5]).toHaveTextContent('ملغي');
    await expect(canvas.getByRole('link', { name: latestOrdersCopy.allOrders })).toHaveAttribute(
      'href',
      ORDERS_PATH,
    );
  },
};

export const Loading: Story = {
  args: { data: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('status', { name: dashboardPanelCopy.loading(latestOrdersCopy.title) }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { data: { currency: 'SAR', items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: latestOrdersCopy.emptyTitle })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { data: undefined, error: 'تعذّر الاتصال بالخادم. تحقّق من الشبكة ثم أعد المحاولة.' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      dashboardPanelCopy.errorTitle(latestOrdersCopy.title),
    );
    await userEvent.click(canvas.getByRole('button', { name: errorWithRetryCopy.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    data: {
      currency: 'SAR',
      items: latestOrdersFixture.items.map((o) => ({
        ...o,
        customer: { ...o.customer, name: longName },
        service: { ...o.service, name: longService },
        price: o.price * 10_000,
      })),
    },
  },
};

export const Mobile: Story = { ...onPhone };
