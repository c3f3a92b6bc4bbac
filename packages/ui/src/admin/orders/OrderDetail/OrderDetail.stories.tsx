import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { adminPaths, type OrderDetail as OrderDetailRecord } from '@laqta/contract';
import { recordHref } from '../../../storybook/adminFixtures';
import { onPhone, onTablet } from '../../../storybook/viewports';
import { OrderActionBar } from '../OrderActionBar';
import { pendingOrder, photographerOptions } from '../OrderActionBar/fixtures';
import { OrderDetail, orderDetailCopy } from './OrderDetail';

const data: OrderDetailRecord = {
  currency: 'SAR',
  order: {
    id: 123,
    code: 'LQ-000123',
    customer_id: 42,
    photographer_id: 7,
    service_id: 1,
    session_at: '2026-12-05T16:00:00.000Z',
    city: 'الرياض',
    address: 'حي النرجس، شارع الأمير سلطان',
    price: 350_000,
    notes: 'الرجاء الحضور قبل الموعد بنصف ساعة.',
    cancel_reason: null,
    status: 'completed',
    completed_at: '2026-12-05T19:00:00.000Z',
    cancelled_at: null,
    commission_rate: 15,
    created_at: '2026-11-01T09:00:00.000Z',
    updated_at: '2026-11-01T09:00:00.000Z',
    customer: { id: 42, name: 'نورة العتيبي', email: 'noura@example.com', phone: '0551234567' },
    photographer: { id: 7, name: 'عبدالله الحربي' },
    service: { id: 1, name: 'تصوير زفاف' },
  },
  transactions: [
    ['payment', 350_000, 0],
    ['payout', 297_500, 52_500],
  ].map(([type, amount, commission], i) => ({
    id: 400 + i,
    order_id: 123,
    type: type as 'payment' | 'payout',
    amount: amount as number,
    commission_amount: commission as number,
    method: 'mada' as const,
    status: 'succeeded' as const,
    reference: `TX-${String(400 + i).padStart(8, '0')}`,
    bank_reference: type === 'payout' ? 'SA-TRF-2026-118842' : null,
    created_at: new Date(Date.UTC(2026, 10, 1 + i * 6)).toISOString(),
    updated_at: new Date(Date.UTC(2026, 10, 1 + i * 6)).toISOString(),
  })),
};

const meta = {
  component: OrderDetail,
  args: {
    data,
    backHref: adminPaths.pages.orders,
    customerHref: recordHref(adminPaths.pages.customer),
    photographerHref: recordHref(adminPaths.pages.photographer),
    transactionHref: recordHref(adminPaths.pages.transaction),
  },
} satisfies Meta<typeof OrderDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('LQ-000123');
    const transactions = canvas.getByRole('table', { name: orderDetailCopy.transactions });
    await expect(within(transactions).getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'نورة العتيبي' })).toHaveAttribute(
      'href',
      '/admin/users/42',
    );
  },
};

export const NoTransactions: Story = {
  args: { data: { ...data, transactions: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(orderDetailCopy.noTransactions)).toBeVisible();
  },
};

export const Mobile: Story = { ...onPhone };

/** On a 768 px tablet. */
export const Tablet: Story = { ...onTablet };

const pendingData: OrderDetailRecord = {
  ...data,
  order: { ...pendingOrder },
  transactions: data.transactions.filter((t) => t.type === 'payment'),
};

const actionBar = (record: OrderDetailRecord) => (
  <OrderActionBar
    order={record.order}
    transactions={record.transactions}
    currency={record.currency}
    may={{ orders: true, money: true }}
    onAction={fn()}
    picker={{ search: '', onSearchChange: fn(), candidates: photographerOptions }}
  />
);

/** The action bar in place: beside the title on wide screens. */
export const WithActions: Story = {
  args: { data: pendingData, actions: actionBar(pendingData) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'إجراءات الطلب' })).toBeVisible();
  },
};

/** Under the title on a phone. */
export const WithActionsOnPhone: Story = {
  ...onPhone,
  args: { data: pendingData, actions: actionBar(pendingData) },
};

/** A no-show: the reason under its own label, and when it was closed. */
export const NoShow: Story = {
  args: {
    data: {
      ...data,
      order: {
        ...data.order,
        status: 'no_show',
        completed_at: null,
        cancel_reason: 'انتظر المصور ساعة ولم يحضر العميل ولم يرد على الاتصال.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(orderDetailCopy.noShowReason)).toBeVisible();
  },
};
