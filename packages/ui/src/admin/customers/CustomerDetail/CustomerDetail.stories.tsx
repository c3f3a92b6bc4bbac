import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import {
  adminPaths,
  customerSourceLabels,
  orderCode,
  type CustomerDetail as CustomerDetailRecord,
} from '@laqta/contract';
import { recordHref } from '../../../storybook/adminFixtures';
import { onPhone, onTablet } from '../../../storybook/viewports';
import { customersCopy } from '../CustomersScreen';
import { CustomerDetail, customerDetailCopy } from './CustomerDetail';

const data: CustomerDetailRecord = {
  currency: 'SAR',
  customer: {
    id: 42,
    name: 'نورة العتيبي',
    email: 'noura.alotaibi@example.com',
    phone: '0551234567',
    city: 'الرياض',
    avatar_url: null,
    status: 'active',
    blocked_reason: null,
    orders_count: 24,
    total_spent: 1_250_000,
    created_at: '2025-01-10T08:00:00.000Z',
    updated_at: '2025-01-10T08:00:00.000Z',
  },
  orders: Array.from({ length: 5 }, (_, i) => ({
    id: 900 - i,
    code: orderCode(900 - i),
    service: ['تصوير زفاف', 'جلسة تخرج'][i % 2]!,
    photographer: i === 1 ? null : 'عبدالله الحربي',
    session_at: new Date(Date.UTC(2026, 10, 1 + i, 16)).toISOString(),
    status: (['completed', 'pending', 'cancelled', 'confirmed', 'in_progress'] as const)[i]!,
    price: 250_000,
    created_at: new Date(Date.UTC(2026, 9, 1 + i)).toISOString(),
  })),
};

const meta = {
  component: CustomerDetail,
  args: {
    data,
    backHref: adminPaths.pages.customers,
    orderHref: recordHref(adminPaths.pages.order),
    ordersHref: `${adminPaths.pages.orders}?customer_id=42`,
  },
} satisfies Meta<typeof CustomerDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('نورة العتيبي');
    const orders = canvas.getByRole('table', { name: customerDetailCopy.orders });
    await expect(within(orders).getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: customerDetailCopy.allOrders })).toHaveAttribute(
      'href',
      '/admin/orders?customer_id=42',
    );
  },
};

/** A customer the website's booking form created: the record says so. */
export const FromWebsite: Story = {
  args: { data: { ...data, customer: { ...data.customer, source: 'website' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(customersCopy.source)).toBeVisible();
    await expect(canvas.getByText(customerSourceLabels.website)).toBeVisible();
  },
};

export const NoOrders: Story = {
  args: { data: { ...data, customer: { ...data.customer, orders_count: 0 }, orders: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(customerDetailCopy.noOrders)).toBeVisible();
  },
};

export const Mobile: Story = { ...onPhone };

/** On a 768 px tablet. */
export const Tablet: Story = { ...onTablet };

const withActions = {
  onStatusAction: fn(async () => undefined),
  editHref: '/admin/users/42/edit',
};

/** Block with a reason; edit. */
export const Block: Story = {
  args: withActions,
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('link', { name: customerDetailCopy.edit })).toHaveAttribute(
      'href',
      '/admin/users/42/edit',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'حظر' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'حظر: نورة العتيبي؟' });
    await expect(dialog).toHaveAccessibleDescription(customerDetailCopy.block);
    await userEvent.type(within(dialog).getByLabelText(/سبب الحظر/), 'إساءة للمصورين');
    await userEvent.click(within(dialog).getByRole('button', { name: 'حظر' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onStatusAction).toHaveBeenCalledWith('block', 'إساءة للمصورين');
  },
};

/** A blocked customer: why, and unblocking. */
export const Blocked: Story = {
  args: {
    ...withActions,
    data: {
      ...data,
      customer: { ...data.customer, status: 'blocked', blocked_reason: 'إساءة للمصورين' },
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('إساءة للمصورين')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'رفع الحظر' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'رفع الحظر' }));
    await expect(args.onStatusAction).toHaveBeenCalledWith('unblock', undefined);
  },
};

export const ActionsOnPhone: Story = { ...onPhone, args: withActions };
