import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { onPhone } from '../../../storybook/viewports';
import { dashboardPanelCopy } from '../DashboardPanel';
import { longName, topPhotographersFixture } from '../fixtures';
import { TopPhotographersList, topPhotographersCopy } from './TopPhotographersList';
import { errorWithRetryCopy } from '../../../primitives/ErrorWithRetry';

const meta = {
  component: TopPhotographersList,
  args: { data: topPhotographersFixture, onRetry: fn() },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof TopPhotographersList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the order the server ranked them, with completed orders and rating. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('نورة العتيبي');
    await expect(items[0]).toHaveTextContent('٣٨٨');
    await expect(items[0]).toHaveTextContent('٤٫٩');
    await expect(items[4]).toHaveTextContent(topPhotographersCopy.noRating);
  },
};

export const Loading: Story = {
  args: { data: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('status', { name: dashboardPanelCopy.loading(topPhotographersCopy.title) }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { data: { items: [] } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: topPhotographersCopy.emptyTitle }),
    ).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { data: undefined, error: 'حدث خطأ غير متوقع في الخادم.' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      dashboardPanelCopy.errorTitle(topPhotographersCopy.title),
    );
    await userEvent.click(canvas.getByRole('button', { name: errorWithRetryCopy.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    data: {
      items: topPhotographersFixture.items.map((p) => ({
        ...p,
        name: longName,
        completed_orders: p.completed_orders * 1000,
      })),
    },
  },
};

export const Mobile: Story = { ...onPhone };
