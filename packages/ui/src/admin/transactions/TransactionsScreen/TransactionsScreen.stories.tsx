import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { orderCode, type TransactionListItem, adminPaths, fillPath } from '@laqta/contract';
import { onPhone, onTablet } from '../../../storybook/viewports';
import { recordHref } from '../../../storybook/adminFixtures';
import { useStoryList, type StoryListArgs } from '../../../storybook/listStories';
import {
  TransactionsScreen,
  transactionsCopy,
  type TransactionsScreenProps,
} from './TransactionsScreen';

const types = ['payment', 'payout', 'refund'] as const;
const transactions: TransactionListItem[] = Array.from({ length: 8 }, (_, i) => ({
  id: 500 - i,
  reference: `TX-${String(500 - i).padStart(8, '0')}`,
  order: { id: 300 - i, code: orderCode(300 - i) },
  type: types[i % 3]!,
  method: (['mada', 'card', 'apple_pay', 'bank_transfer'] as const)[i % 4]!,
  status: (['succeeded', 'pending', 'failed'] as const)[i % 3]!,
  amount: 120_000 + i * 10_000,
  created_at: new Date(Date.UTC(2026, 10, 20 - i, 12)).toISOString(),
}));

type HarnessProps = Omit<TransactionsScreenProps, 'list' | 'filters'> &
  StoryListArgs<TransactionListItem>;

/** The first page of 1,840 transactions, as the server sends it; filters report to a spy. */
function Harness({
  rows = transactions,
  total = 1840,
  loading,
  onFiltersChange,
  ...props
}: HarnessProps) {
  const list = useStoryList(loading ? undefined : rows, {
    filters: { type: '', status: '', from: '', to: '', order_id: '' },
    serverTotal: total,
    onFiltersChange,
  });
  return <TransactionsScreen {...props} {...list} />;
}

const meta = {
  component: Harness,
  args: {
    linkTo: (x) => fillPath(adminPaths.pages.transaction, { id: x.id }),
    orderHref: recordHref(adminPaths.pages.order),
    currency: 'SAR',
    totals: { count: 1840, payment: 245_000_000, refund: 12_500_000, payout: 180_000_000 },
    onFiltersChange: fn(),
  },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const totals = canvas.getByRole('region', { name: transactionsCopy.totals });
    await expect(totals).toHaveTextContent('١٬٨٤٠');
    await expect(within(totals).getByText(/٢٬٤٥٠٬٠٠٠/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'LQ-000300' })).toHaveAttribute(
      'href',
      '/admin/orders/300',
    );
    await userEvent.selectOptions(canvas.getByLabelText(transactionsCopy.type), 'refund');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ type: 'refund' });
  },
};

export const Mobile: Story = { ...onPhone };

/** The screen on a 768 px tablet, between the phone cards and the desktop table. */
export const Tablet: Story = { ...onTablet };

/** Excel and CSV of every matching transaction. */
export const WithExport: Story = {
  args: { onExport: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'تصدير CSV' }));
    await expect(args.onExport).toHaveBeenCalledWith('csv');
  },
};

export const ExportFailed: Story = {
  args: { onExport: fn(), exportError: 'تعذّر إنشاء الملف. حاول مرة أخرى.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(transactionsCopy.exportFailed);
  },
};
