import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { onPhone } from '../../../storybook/viewports';
import { dashboardPanelCopy } from '../DashboardPanel';
import { longName, topIncomeFixture } from '../fixtures';
import { TopIncomePhotographerCard, topIncomeCopy } from './TopIncomePhotographerCard';
import { errorWithRetryCopy } from '../../../primitives/ErrorWithRetry';

const meta = {
  component: TopIncomePhotographerCard,
  args: { data: topIncomeFixture, onRetry: fn() },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof TopIncomePhotographerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'نورة العتيبي' })).toBeVisible();
    await expect(canvas.getByText(topIncomeCopy.income('نوفمبر ٢٠٢٦'))).toBeVisible();
    await expect(canvas.getByText(/٤٨٬٢٥٥.*ر\.س/)).toBeVisible();
    await expect(canvas.getByText('٤٫٩')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { data: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('status', { name: dashboardPanelCopy.loading(topIncomeCopy.title) }),
    ).toBeVisible();
  },
};

/** No photographer was paid this month yet. */
export const Empty: Story = {
  args: { data: { ...topIncomeFixture, photographer: null, income: 0, payouts: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: topIncomeCopy.emptyTitle })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { data: undefined, error: 'انتهت مهلة الطلب. أعد المحاولة بعد قليل.' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      dashboardPanelCopy.errorTitle(topIncomeCopy.title),
    );
    await userEvent.click(canvas.getByRole('button', { name: errorWithRetryCopy.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    data: {
      ...topIncomeFixture,
      photographer: {
        ...topIncomeFixture.photographer!,
        name: longName,
        city: 'المدينة المنورة',
        rating_avg: null,
        reviews_count: 0,
      },
      income: 987_654_321_00,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(topIncomeCopy.noRating)).toBeVisible();
  },
};

export const Mobile: Story = { ...onPhone };
