import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { adminPaths, type TransactionDetail as TransactionDetailRecord } from '@laqta/contract';
import { recordHref } from '../../../storybook/adminFixtures';
import { onPhone, onTablet } from '../../../storybook/viewports';
import { TransactionSettleActions } from '../TransactionSettleActions';
import { TransactionDetail, transactionDetailCopy } from './TransactionDetail';

const data: TransactionDetailRecord = {
  currency: 'SAR',
  transaction: {
    id: 401,
    order_id: 123,
    type: 'payout',
    amount: 297_500,
    commission_amount: 52_500,
    method: 'bank_transfer',
    status: 'succeeded',
    reference: 'TX-00000401',
    bank_reference: 'SA-TRF-2026-118842',
    created_at: '2026-11-07T10:00:00.000Z',
    updated_at: '2026-11-07T10:00:00.000Z',
    order: { id: 123, code: 'LQ-000123', customer_name: 'نورة العتيبي', price: 350_000 },
  },
};

const meta = {
  component: TransactionDetail,
  args: {
    data,
    backHref: adminPaths.pages.transactions,
    orderHref: recordHref(adminPaths.pages.order),
  },
} satisfies Meta<typeof TransactionDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('TX-00000401');
    await expect(canvas.getByText(transactionDetailCopy.commission)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'LQ-000123' })).toHaveAttribute(
      'href',
      '/admin/orders/123',
    );
  },
};

export const Mobile: Story = { ...onPhone };

/** On a 768 px tablet. */
export const Tablet: Story = { ...onTablet };

const pending: TransactionDetailRecord = {
  ...data,
  transaction: {
    ...data.transaction,
    type: 'payment',
    method: 'mada',
    status: 'pending',
    commission_amount: 0,
    bank_reference: null,
    amount: 350_000,
  },
};

/** A pending payment, seen by finance: settle it from its page. */
export const PendingWithActions: Story = {
  args: {
    data: pending,
    actions: (
      <TransactionSettleActions transaction={pending.transaction} currency="SAR" onSettle={fn()} />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'إجراءات العملية' })).toBeVisible();
  },
};

export const PendingWithActionsOnPhone: Story = { ...onPhone, args: PendingWithActions.args };
