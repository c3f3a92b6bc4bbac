import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { orderCode, type TransactionListItem, adminPaths, fillPath } from '@laqta/contract';
import { onPhone } from '../../../storybook/viewports';
import { storyListState } from '../../../storybook/listStories';
import { TransactionsScreen, transactionsCopy } from './TransactionsScreen';

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

const meta = {
  component: TransactionsScreen,
  args: {
    linkTo: (x) => fillPath(adminPaths.pages.transaction, { id: x.id }),
    list: storyListState(transactions, 1840),
    currency: 'SAR',
    totals: { count: 1840, payment: 245_000_000, refund: 12_500_000, payout: 180_000_000 },
    filters: { type: '', status: '', from: '', to: '' },
    onFiltersChange: fn(),
  },
} satisfies Meta<typeof TransactionsScreen>;
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
