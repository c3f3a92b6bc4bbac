import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { onPhone } from '../../../storybook/viewports';
import { dashboardPanelCopy } from '../DashboardPanel';
import { statisticsFixture } from '../fixtures';
import { StatsList, statsListCopy } from './StatsList';
import { errorWithRetryCopy } from '../../../primitives/ErrorWithRetry';

const meta = {
  component: StatsList,
  args: { data: statisticsFixture, onRetry: fn() },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof StatsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Money in riyals from halalas, counts in Arabic digits. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: statsListCopy.title });
    await expect(region).toBeVisible();
    const revenue = canvas.getByText(statsListCopy.revenueThisMonth).nextElementSibling;
    await expect(revenue?.textContent).toMatch(/١٬٨٤٣٬٥٠٠.*ر\.س/);
    await expect(canvas.getByText('١٢٬٤٨٠')).toBeVisible();
    await expect(canvas.getByText(statsListCopy.ordersByStatus('مكتمل'))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { data: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('status', { name: dashboardPanelCopy.loading(statsListCopy.title) }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    data: {
      ...statisticsFixture,
      customers: 0,
      photographers: { approved: 0, pending: 0, suspended: 0 },
      orders: {
        total: 0,
        pending: 0,
        confirmed: 0,
        in_progress: 0,
        completed: 0,
        cancelled: 0,
        no_show: 0,
      },
      revenue: { this_month: 0, total: 0 },
      commission: { this_month: 0, total: 0 },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: statsListCopy.emptyTitle })).toBeVisible();
  },
};

/** The error and its retry button; pressing it asks for the part again. */
export const ErrorWithRetry: Story = {
  args: { data: undefined, error: 'تعذّر الاتصال بالخادم. تحقّق من الشبكة ثم أعد المحاولة.' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      dashboardPanelCopy.errorTitle(statsListCopy.title),
    );
    await userEvent.click(canvas.getByRole('button', { name: errorWithRetryCopy.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Very large figures still fit their tiles. */
export const LongText: Story = {
  args: {
    data: {
      ...statisticsFixture,
      customers: 123_456_789,
      revenue: { this_month: 98_765_432_100, total: 987_654_321_000 },
      commission: { this_month: 12_345_678_900, total: 123_456_789_000 },
    },
  },
};

export const Mobile: Story = { ...onPhone };
