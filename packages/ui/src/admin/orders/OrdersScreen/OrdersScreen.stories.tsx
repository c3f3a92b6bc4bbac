import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { orderCode, type OrderListItem, adminPaths, fillPath } from '@laqta/contract';
import { onPhone, onTablet } from '../../../storybook/viewports';
import { useStoryList, type StoryListArgs } from '../../../storybook/listStories';
import { OrdersScreen, ordersCopy, type OrderFilter, type OrdersScreenProps } from './OrdersScreen';

const statuses = ['pending', 'confirmed', 'in_progress', 'completed', 'cancelled'] as const;
const orders: OrderListItem[] = Array.from({ length: 10 }, (_, i) => ({
  id: 98210 - i,
  code: orderCode(98210 - i),
  customer: { id: 10 + i, name: ['نورة العتيبي', 'محمد القحطاني', 'سارة الشهري'][i % 3]! },
  photographer: i % 4 === 1 ? null : { id: 3, name: 'عبدالله الحربي' },
  service: { id: 1 + (i % 3), name: ['تصوير زفاف', 'جلسة تخرج', 'تصوير عائلي'][i % 3]! },
  session_at: new Date(Date.UTC(2026, 11, 2 + i, 15)).toISOString(),
  city: ['الرياض', 'جدة'][i % 2]!,
  status: statuses[i % 5]!,
  price: 150_000 + i * 25_000,
  created_at: new Date(Date.UTC(2026, 10, 20 - i, 8)).toISOString(),
}));

const noFilters: Record<OrderFilter, string> = {
  status: '',
  from: '',
  to: '',
  photographer_id: '',
  service_id: '',
  customer_id: '',
  attention: '',
};

type HarnessProps = Omit<OrdersScreenProps, 'list' | 'filters'> &
  StoryListArgs<OrderListItem> & { filters?: Partial<Record<OrderFilter, string>> };

/** The first page of a million orders, as the server sends it; filters report to a spy. */
function Harness({
  rows = orders,
  total = 1_000_000,
  loading,
  filters,
  onFiltersChange,
  ...props
}: HarnessProps) {
  const list = useStoryList(loading ? undefined : rows, {
    filters: { ...noFilters, ...filters },
    serverTotal: total,
    onFiltersChange,
  });
  return <OrdersScreen {...props} {...list} />;
}

const meta = {
  component: Harness,
  args: {
    linkTo: (o) => fillPath(adminPaths.pages.order, { id: o.id }),
    currency: 'SAR',
    onFiltersChange: fn(),
    photographers: [{ value: '3', label: 'عبدالله الحربي' }],
    services: [
      { value: '1', label: 'تصوير زفاف' },
      { value: '2', label: 'جلسة تخرج' },
    ],
  },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('LQ-098210');
    await expect(rows[2]).toHaveTextContent(ordersCopy.unassigned);
    await userEvent.selectOptions(canvas.getByLabelText(ordersCopy.status), 'completed');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ status: 'completed' });
    await userEvent.selectOptions(canvas.getByLabelText(ordersCopy.service), '2');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ service_id: '2' });
    await expect(canvas.getByRole('button', { name: 'الصفحة ٦٦٬٦٦٧' })).toBeVisible();
  },
};

/** The server refused the date range: its message shows under the end date. */
export const RangeError: Story = {
  args: {
    filters: { from: '2026-05-02', to: '2026-05-01' },
    rangeError: 'تاريخ النهاية يجب ألا يسبق تاريخ البداية.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(ordersCopy.to)).toHaveAccessibleDescription(
      'تاريخ النهاية يجب ألا يسبق تاريخ البداية.',
    );
  },
};

/** Opened from a customer's page: the chip names the customer and clears the filter. */
export const FilteredByCustomer: Story = {
  args: {
    rows: orders.map((order) => ({ ...order, customer: { id: 42, name: 'نورة العتيبي' } })),
    total: 37,
    filters: { customer_id: '42' },
    customerName: 'نورة العتيبي',
  },
  play: async ({ canvas, args, userEvent }) => {
    const chip = canvas.getByRole('group', { name: ordersCopy.customer });
    await expect(chip).toHaveTextContent('نورة العتيبي');
    await userEvent.click(
      within(chip).getByRole('button', { name: 'إزالة التصفية حسب العميل: نورة العتيبي' }),
    );
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ customer_id: '' });
  },
};

/** The customer's name has not arrived (or the customer is gone): the chip shows the number. */
export const FilteredByCustomerLoading: Story = {
  args: { filters: { customer_id: '42' }, customerName: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: ordersCopy.customer })).toHaveTextContent(
      'العميل رقم 42',
    );
  },
};

export const Mobile: Story = { ...onPhone };

export const MobileFilteredByCustomer: Story = {
  ...onPhone,
  args: {
    filters: { customer_id: '42' },
    customerName: 'عبدالرحمن بن محمد بن عبدالعزيز آل سعود القحطاني',
  },
};

/** The screen on a 768 px tablet, between the phone cards and the desktop table. */
export const Tablet: Story = { ...onTablet };

/** Excel and CSV of every matching order (the one export control of the lists). */
export const WithExport: Story = {
  args: { onExport: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'تصدير Excel' }));
    await expect(args.onExport).toHaveBeenCalledWith('xlsx');
    await userEvent.click(canvas.getByRole('button', { name: 'تصدير CSV' }));
    await expect(args.onExport).toHaveBeenCalledWith('csv');
  },
};

export const Exporting: Story = {
  args: { onExport: fn(), exporting: { format: 'csv', bytes: 1_572_864 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /جاري التصدير/ })).toBeDisabled();
  },
};

export const ExportFailed: Story = {
  args: { onExport: fn(), exportError: 'تعذّر إنشاء الملف. حاول مرة أخرى.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(ordersCopy.exportFailed);
  },
};

/** Opened from the dashboard's "needs attention" panel: the rule is a chip that clears it. */
export const FilteredByAttention: Story = {
  args: { filters: { attention: 'unassigned_soon' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(/جلستها خلال ٤٨ ساعة|جلستها خلال 48 ساعة/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /إزالة|مسح/ }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ attention: '' });
  },
};
