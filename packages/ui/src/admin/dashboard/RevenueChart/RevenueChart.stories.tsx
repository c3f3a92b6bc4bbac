import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { onPhone } from '../../../storybook/viewports';
import { dashboardPanelCopy } from '../DashboardPanel';
import { emptyMonthlySeriesFixture, monthlySeriesFixture } from '../fixtures';
import { RevenueChart, revenueChartCopy } from './RevenueChart';
import { errorWithRetryCopy } from '../../../primitives/ErrorWithRetry';

const meta = {
  component: RevenueChart,
  args: { data: monthlySeriesFixture, onRetry: fn() },
} satisfies Meta<typeof RevenueChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve months, oldest on the right; the money axis on the right with riyal amounts. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: revenueChartCopy.title })).toBeVisible();
    const chart = within(canvas.getByTestId('revenue-chart'));
    // Month names in Arabic on the axis; time runs right to left (December 2025 right of November 2026).
    const december = await waitFor(() => chart.getByText('ديسمبر'));
    const november = chart.getByText('نوفمبر');
    await expect(december.getBoundingClientRect().x).toBeGreaterThan(
      november.getBoundingClientRect().x,
    );
    // The money axis (riyals) stands on the right, the orders axis on the left.
    const moneyTick = chart.getAllByText(/ر\.س/)[0]!.getBoundingClientRect();
    const ordersTick = chart
      .getAllByText((text) => text.includes('ألف') && !text.includes('ر.س'))[0]!
      .getBoundingClientRect();
    await expect(moneyTick.x).toBeGreaterThan(december.getBoundingClientRect().x);
    await expect(ordersTick.x + ordersTick.width).toBeLessThan(
      november.getBoundingClientRect().x + 1,
    );
    // Screen readers get the figures as a table.
    const table = canvasElement.querySelector('table');
    await expect(table?.querySelectorAll('tbody tr')).toHaveLength(12);
  },
};

/** Hovering a month opens the tooltip with its Arabic month, revenue in riyals and order count. */
export const Tooltip: Story = {
  play: async ({ canvas, userEvent }) => {
    const chart = canvas.getByTestId('revenue-chart');
    const bars = await waitFor(() => {
      const found = chart.querySelectorAll('.recharts-bar-rectangle');
      if (found.length < 12) throw new Error('bars not drawn yet');
      return found;
    });
    // The last month (November 2026) is drawn at the far left in RTL pages.
    await userEvent.hover(bars[11]!);
    await waitFor(() => expect(canvas.getByText('نوفمبر ٢٠٢٦')).toBeVisible());
    await expect(canvas.getByText('٨٬٦٤٠')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { data: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('status', { name: dashboardPanelCopy.loading(revenueChartCopy.title) }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { data: emptyMonthlySeriesFixture },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: revenueChartCopy.emptyTitle })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { data: undefined, error: 'تعذّر الاتصال بالخادم. تحقّق من الشبكة ثم أعد المحاولة.' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      dashboardPanelCopy.errorTitle(revenueChartCopy.title),
    );
    await userEvent.click(canvas.getByRole('button', { name: errorWithRetryCopy.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Big amounts still fit the axis (compact riyals). */
export const LongText: Story = {
  args: {
    data: {
      currency: 'SAR',
      months: monthlySeriesFixture.months.map((m) => ({
        ...m,
        revenue: m.revenue * 1000,
        orders: m.orders * 100,
      })),
    },
  },
};

export const Mobile: Story = { ...onPhone };
