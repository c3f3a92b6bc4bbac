import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { adminPaths, type DashboardAttention } from '@laqta/contract';
import { errorWithRetryCopy } from '../../../primitives/ErrorWithRetry';
import { onPhone, onTablet } from '../../../storybook/viewports';
import { dashboardPanelCopy } from '../DashboardPanel';
import { AttentionPanel, attentionPanelCopy } from './AttentionPanel';

const attention: DashboardAttention = {
  currency: 'SAR',
  orders: { pending_new: 6, pending_overdue: 14, unassigned_soon: 3, cancelled_today: 2 },
  payouts_due: { count: 27, amount: 8_412_500 },
};

const meta = {
  component: AttentionPanel,
  args: {
    data: attention,
    ordersHref: (key) => `${adminPaths.pages.orders}?attention=${key}`,
    payoutsHref: adminPaths.pages.payouts,
    onRetry: fn(),
  },
} satisfies Meta<typeof AttentionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five counts, each a link to the list filtered by the same rule. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const links = within(canvas.getByRole('list')).getAllByRole('link');
    await expect(links).toHaveLength(5);
    await expect(links[0]).toHaveAttribute('href', '/admin/orders?attention=pending_new');
    await expect(links[0]).toHaveTextContent('٦');
    await expect(links[1]).toHaveAttribute('href', '/admin/orders?attention=pending_overdue');
    await expect(links[1]).toHaveTextContent('١٤');
    await expect(links[2]).toHaveAttribute('href', '/admin/orders?attention=unassigned_soon');
    await expect(links[3]).toHaveAttribute('href', '/admin/orders?attention=cancelled_today');
    await expect(links[4]).toHaveAttribute('href', '/admin/payouts');
    await expect(links[4]).toHaveTextContent(/بإجمالي \u200f?٨٤٬١٢٥ ر\.س/);
  },
};

/** Some rules at zero stay in place, muted. */
export const SomeZero: Story = {
  args: {
    data: {
      ...attention,
      orders: { pending_new: 0, pending_overdue: 0, unassigned_soon: 5, cancelled_today: 0 },
    },
  },
};

export const Loading: Story = {
  args: { data: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('status', { name: dashboardPanelCopy.loading(attentionPanelCopy.title) }),
    ).toBeVisible();
  },
};

/** Nothing needs attention: one calm sentence instead of four zeros. */
export const Empty: Story = {
  args: {
    data: {
      currency: 'SAR',
      orders: { pending_new: 0, pending_overdue: 0, unassigned_soon: 0, cancelled_today: 0 },
      payouts_due: { count: 0, amount: 0 },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: attentionPanelCopy.allClear })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { data: undefined, error: 'تعذّر الاتصال بالخادم. تحقّق من الشبكة ثم أعد المحاولة.' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      dashboardPanelCopy.errorTitle(attentionPanelCopy.title),
    );
    await userEvent.click(canvas.getByRole('button', { name: errorWithRetryCopy.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Large figures keep to their tiles. */
export const LongFigures: Story = {
  args: {
    data: {
      currency: 'SAR',
      orders: {
        pending_new: 2_310,
        pending_overdue: 12_480,
        unassigned_soon: 1_204,
        cancelled_today: 315,
      },
      payouts_due: { count: 48_210, amount: 1_975_420_550 },
    },
  },
};

export const Phone: Story = { ...onPhone };

export const Tablet: Story = { ...onTablet };
