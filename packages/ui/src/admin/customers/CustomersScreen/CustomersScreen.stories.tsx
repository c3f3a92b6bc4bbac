import { adminPaths, fillPath } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { bulkCopy } from '../../BulkBar';
import type { CustomerListItem } from '@laqta/contract';
import { onPhone, onTablet } from '../../../storybook/viewports';
import { useStoryList, type StoryListArgs } from '../../../storybook/listStories';
import { CustomersScreen, customersCopy, type CustomersScreenProps } from './CustomersScreen';

const names = ['نورة العتيبي', 'محمد القحطاني', 'سارة الشهري', 'خالد الدوسري', 'ريم الزهراني'];
const cities = ['الرياض', 'جدة', 'الدمام'];
const customers: CustomerListItem[] = Array.from({ length: 15 }, (_, i) => ({
  id: 120 - i,
  name: names[i % names.length]!,
  email: `customer${120 - i}@example.com`,
  phone: `05${String(51234567 + i * 7)}`,
  city: cities[i % cities.length]!,
  status: i % 6 === 5 ? 'blocked' : 'active',
  orders_count: (i * 3) % 11,
  total_spent: ((i * 7919) % 9000) * 100,
  created_at: new Date(Date.UTC(2026, 9, 28 - i, 9)).toISOString(),
  updated_at: new Date(Date.UTC(2026, 9, 29 - i, 9)).toISOString(),
}));

type HarnessProps = Omit<CustomersScreenProps, 'list' | 'filters' | 'onFiltersChange'> &
  StoryListArgs<CustomerListItem> & { onFiltersChange: CustomersScreenProps['onFiltersChange'] };

/** The first page of 120 customers, as the server sends it; filters report to a spy. */
function Harness({
  rows = customers,
  total = 120,
  loading,
  onFiltersChange,
  ...props
}: HarnessProps) {
  const list = useStoryList(loading ? undefined : rows, {
    filters: { status: '', city: '' },
    serverTotal: total,
    onFiltersChange,
  });
  return <CustomersScreen {...props} {...list} />;
}

const meta = {
  component: Harness,
  args: {
    linkTo: (c) => fillPath(adminPaths.pages.customer, { id: c.id }),
    currency: 'SAR',
    onFiltersChange: fn(),
    cities,
    onExport: fn(),
    exporting: null,
    exportError: null,
  },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const table = canvas.getByRole('table', { name: customersCopy.caption });
    await expect(within(table).getAllByRole('row')).toHaveLength(16);
    await expect(canvas.getAllByRole('link', { name: customers[0]!.name })[0]).toHaveAttribute(
      'href',
      '/admin/users/120',
    );
    await userEvent.selectOptions(canvas.getByLabelText(customersCopy.status), 'blocked');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ status: 'blocked' });
    await userEvent.selectOptions(canvas.getByLabelText(customersCopy.city), 'جدة');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ city: 'جدة' });
    await userEvent.click(canvas.getByRole('button', { name: customersCopy.exportXlsx }));
    await expect(args.onExport).toHaveBeenCalledWith('xlsx');
    await userEvent.click(canvas.getByRole('button', { name: customersCopy.exportCsv }));
    await expect(args.onExport).toHaveBeenCalledWith('csv');
  },
};

/** An export under way: its button shows the bytes received; both buttons wait. */
export const Exporting: Story = {
  args: { exporting: { format: 'xlsx', bytes: 1_572_864 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      customersCopy.exporting('١٫٥ ميغابايت'),
    );
    await expect(canvas.getByRole('button', { name: customersCopy.exportCsv })).toBeDisabled();
  },
};

export const ExportFailed: Story = {
  args: { exportError: 'تعذّر إنشاء الملف. حاول مرة أخرى.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(customersCopy.exportFailed);
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: customersCopy.empty })).toBeVisible();
  },
};

export const Mobile: Story = { ...onPhone };

/** The screen on a 768 px tablet, between the phone cards and the desktop table. */
export const Tablet: Story = { ...onTablet };

/** Three customers blocked from a bulk selection, with a reason; the report counts them. */
export const BulkBlock: Story = {
  args: {
    onBulkRun: fn(async (run) => ({ succeeded: run.count, failed: [] })),
  },
  play: async ({ canvas, args, userEvent }) => {
    const table = canvas.getByRole('table', { name: customersCopy.caption });
    const boxes = within(table).getAllByRole('checkbox').slice(1, 4);
    for (const box of boxes) await userEvent.click(box);
    const bar = canvas.getByRole('group', { name: bulkCopy.bar });
    await expect(bar).toHaveTextContent(bulkCopy.selected(3));
    await userEvent.click(within(bar).getByRole('button', { name: 'حظر' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: bulkCopy.confirmTitle('حظر', 3),
    });
    await expect(dialog).toHaveAccessibleDescription(/سيُحظر ٣ من العملاء/);
    await userEvent.type(within(dialog).getByLabelText(/سبب الحظر/), 'حجوزات وهمية متكررة');
    await userEvent.click(within(dialog).getByRole('button', { name: 'حظر' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onBulkRun).toHaveBeenCalledWith({
      action: 'block',
      selection: { kind: 'rows', keys: [120, 119, 118] },
      count: 3,
      reason: 'حجوزات وهمية متكررة',
    });
    await expect(canvas.getByRole('status')).toHaveTextContent(bulkCopy.succeeded(3));
  },
};

/** Every one of the 120 matching customers: the selection is the filter. */
export const BulkAllMatching: Story = {
  args: { onBulkRun: fn(async () => undefined) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: bulkCopy.selectPage }));
    await userEvent.click(canvas.getByRole('button', { name: bulkCopy.selectMatching(120) }));
    await expect(canvas.getByRole('group', { name: bulkCopy.bar })).toHaveTextContent(
      bulkCopy.selected(120),
    );
  },
};
