import { adminPaths, fillPath } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { formatMoney } from '../../format/money';
import { formatNumber } from '../../format/number';
import { useStoryList, type StoryListArgs } from '../../storybook/listStories';
import { onPhone } from '../../storybook/viewports';
import { dataTableCopy } from './copy';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './types';
import { FilterSelect } from './FilterSelect';
import { SEARCH_DEBOUNCE_MS } from './SearchBox';
import { errorWithRetryCopy } from '../../primitives/ErrorWithRetry';
import { bulkCopy } from '../BulkBar/copy';
import type { BulkAction, BulkReport, BulkRun } from '../BulkBar/types';

interface Person {
  id: number;
  name: string;
  city: string;
  spent: number;
}

const cities = ['الرياض', 'جدة', 'الدمام', 'مكة المكرمة', 'المدينة المنورة'];
const names = ['نورة العتيبي', 'محمد القحطاني', 'سارة الشهري', 'خالد الدوسري', 'ريم الزهراني'];
const people: Person[] = Array.from({ length: 47 }, (_, i) => ({
  id: i + 1,
  name: `${names[i % names.length]} ${i + 1}`,
  city: cities[i % cities.length]!,
  spent: ((i * 7919) % 50_000) * 100,
}));

const columns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'الاسم', accessorKey: 'name', enableSorting: true },
  { id: 'city', header: 'المدينة', accessorKey: 'city' },
  {
    id: 'spent',
    header: 'إجمالي الإنفاق',
    accessorKey: 'spent',
    enableSorting: true,
    meta: { numeric: true },
    cell: ({ getValue }) => formatMoney(getValue<number>(), 'SAR'),
  },
];

type HarnessProps = StoryListArgs<Person> & {
  onSortChange?: (sort: string) => void;
  onPageChange?: (page: number) => void;
  onSearchChange?: (search: string) => void;
  initialSearch?: string;
  /** Rows get checkboxes and these bulk actions (absent: no selection, as most stories). */
  bulkActions?: readonly BulkAction[];
  onBulkRun?: (run: BulkRun) => Promise<BulkReport | void>;
  /** The server stopped counting at this many rows (`meta.total_capped`), as lists past 1,000 do. */
  countCappedAt?: number;
  onExactTotal?: () => void;
};

const blockAction: BulkAction = {
  name: 'block',
  label: 'حظر',
  tone: 'danger',
  reasonLabel: 'سبب الحظر',
  describe: (count) =>
    `سيُحظر ${formatNumber(count)} من العملاء ولن يتمكنوا من الحجز حتى يُرفع الحظر.`,
};
const exportAction: BulkAction = {
  name: 'export',
  label: 'تصدير المحدد',
  confirm: false,
  describe: () => '',
};

/** A bulk run that changes every selected row but the first (a stale one), reporting it by name. */
async function runFailingFirst(run: BulkRun): Promise<BulkReport> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  const keys = run.selection.kind === 'rows' ? run.selection.keys : [1];
  const first = people.find((p) => p.id === keys[0]);
  return {
    succeeded: run.count - 1,
    failed: [
      {
        key: keys[0]!,
        label: first?.name,
        message: 'تغيّر هذا السجل بعد تحميل الصفحة. حدّث الصفحة ثم أعد المحاولة.',
      },
    ],
  };
}

/** Pages, sorts, searches and filters `people` in memory, as the server would (useStoryList). */
function Harness({
  rows = people,
  loading,
  initialSearch,
  bulkActions,
  onBulkRun,
  countCappedAt,
  onExactTotal,
  ...options
}: HarnessProps) {
  const story = useStoryList(loading ? undefined : rows, {
    filters: { city: '' },
    keeps: { city: (p, value) => p.city === value },
    searchIn: (p) => p.name,
    search: initialSearch,
    ...options,
  });
  // As the server answers a capped count: the cap as the total, the next page known while full.
  const capped = countCappedAt !== undefined && story.list.total > countCappedAt;
  const { page, perPage } = story.list;
  const pageFull = (story.list.rows?.length ?? 0) === perPage;
  const cappedList = capped && {
    total: countCappedAt,
    totalCapped: true,
    onExactTotal,
    lastPage: Math.max(Math.ceil(countCappedAt / perPage), pageFull ? page + 1 : page),
  };
  return (
    <DataTable<Person>
      {...story.list}
      {...cappedList}
      caption="قائمة العملاء"
      columns={columns}
      rowKey={(p) => p.id}
      rowHref={(p) => fillPath(adminPaths.pages.customer, { id: p.id })}
      searchPlaceholder="ابحث بالاسم"
      filters={
        <FilterSelect
          label="المدينة"
          value={story.filters.city}
          options={cities.map((c) => ({ value: c, label: c }))}
          onChange={(city) => story.onFiltersChange({ city })}
        />
      }
      emptyTitle="لا يوجد عملاء بعد"
      bulk={
        bulkActions && {
          actions: bulkActions,
          onRun: onBulkRun ?? (async () => undefined),
          rowLabel: (p) => p.name,
          resetKey: JSON.stringify({ search: story.list.search, filters: story.filters }),
        }
      }
    />
  );
}

const meta = {
  component: Harness,
  args: { onSortChange: fn(), onPageChange: fn(), onSearchChange: fn(), onRetry: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktopTable = (canvas: HTMLElement) => within(canvas).getByRole('table');
const bodyRows = (canvas: HTMLElement) => within(desktopTable(canvas)).getAllByRole('row').slice(1);

/** The first page, with links to each row's detail view and the page numbers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(bodyRows(canvas.getByRole('region'))).toHaveLength(15);
    await expect(canvas.getByRole('link', { name: 'نورة العتيبي 1' })).toHaveAttribute(
      'href',
      '/admin/users/1',
    );
    await expect(canvas.getByText(dataTableCopy.range(1, 15, 47))).toBeVisible();
    await expect(canvas.getByRole('button', { name: dataTableCopy.page(1) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Clicking a sortable header sorts ascending, again descending; aria-sort follows. */
export const Sort: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const header = canvas.getByRole('columnheader', { name: /إجمالي الإنفاق/ });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await expect(canvas.getByRole('columnheader', { name: 'المدينة' })).not.toHaveAttribute(
      'aria-sort',
    );
    await userEvent.click(within(header).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('spent');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('-spent');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
  },
};

/** Next, a page number and the page size change the page on screen. */
export const Page: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: dataTableCopy.next }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText(dataTableCopy.range(16, 30, 47))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: dataTableCopy.page(4) }));
    await expect(bodyRows(canvas.getByRole('region'))).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: dataTableCopy.next })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByLabelText(dataTableCopy.perPage), '50');
    await expect(bodyRows(canvas.getByRole('region'))).toHaveLength(47);
    await expect(canvas.getByRole('button', { name: dataTableCopy.previous })).toBeDisabled();
  },
};

/**
 * A list whose count the server capped (a search matching more than 1,000 rows): "more than", no
 * "last page" button, the next page still reachable, and the exact count on request.
 */
export const CountCapped: Story = {
  args: { countCappedAt: 30, onExactTotal: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(dataTableCopy.rangeCapped(1, 15, 30))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: dataTableCopy.last })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: dataTableCopy.page(2) }));
    await userEvent.click(canvas.getByRole('button', { name: dataTableCopy.next }));
    await expect(await canvas.findByText(dataTableCopy.rangeCapped(31, 45, 30))).toBeVisible();
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: dataTableCopy.exactTotal }));
    await expect(args.onExactTotal).toHaveBeenCalledOnce();
  },
};

/** Typing searches once the typing pauses (one call, not one per key). */
export const Search: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: dataTableCopy.search }), 'سارة');
    await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledWith('سارة'), {
      timeout: SEARCH_DEBOUNCE_MS * 4,
    });
    await expect(args.onSearchChange).toHaveBeenCalledTimes(1);
    const rows = bodyRows(canvas.getByRole('region'));
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) await expect(row).toHaveTextContent('سارة');
  },
};

/** A filter control narrows the rows. */
export const Filter: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByLabelText('المدينة'), 'جدة');
    const rows = bodyRows(canvas.getByRole('region'));
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) await expect(row).toHaveTextContent('جدة');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'لا يوجد عملاء بعد' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** A search that matches nothing says so (not "no data yet"). */
export const NoMatches: Story = {
  args: { initialSearch: 'لا أحد بهذا الاسم' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: dataTableCopy.noMatchesTitle })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(dataTableCopy.loading);
    await expect(desktopTable(canvas.getByRole('region'))).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorWithRetry: Story = {
  args: { error: 'تعذّر الاتصال بالخادم. تحقّق من الشبكة ثم أعد المحاولة.' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(dataTableCopy.errorTitle);
    await userEvent.click(canvas.getByRole('button', { name: errorWithRetryCopy.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    rows: people.map((p) => ({
      ...p,
      name: `${p.name} عبدالرحمن بن عبدالعزيز بن محمد آل عبداللطيف الطويل جدًا`,
      spent: p.spent * 10_000,
    })),
  },
};

/** On a phone each row is a card: no table, no sideways scrolling; paging still works. */
export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(canvas.getByRole('list', { name: 'قائمة العملاء' })).getAllByRole(
      'listitem',
    );
    await expect(cards).toHaveLength(15);
    await expect(cards[0]).toHaveTextContent('المدينة');
    await userEvent.click(canvas.getByRole('button', { name: dataTableCopy.next }));
    await expect(canvas.getByRole('link', { name: 'نورة العتيبي 16' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

const selectable = {
  bulkActions: [blockAction, exportAction],
};

/** Ticking rows selects them (kept across pages); the bar counts them and offers the actions. */
export const SelectRows: Story = {
  args: { ...selectable, onBulkRun: fn(runFailingFirst) },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('checkbox', { name: bulkCopy.selectRow('نورة العتيبي 1') }),
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: bulkCopy.selectRow('محمد القحطاني 2') }),
    );
    await userEvent.click(canvas.getByRole('button', { name: dataTableCopy.next }));
    await userEvent.click(
      canvas.getByRole('checkbox', { name: bulkCopy.selectRow('نورة العتيبي 16') }),
    );
    const bar = canvas.getByRole('group', { name: bulkCopy.bar });
    await expect(bar).toHaveTextContent(bulkCopy.selected(3));
    await expect(
      canvas.getByRole('checkbox', { name: bulkCopy.selectPage }),
    ).toBePartiallyChecked();
    await userEvent.click(within(bar).getByRole('button', { name: 'حظر' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: bulkCopy.confirmTitle('حظر', 3),
    });
    await expect(dialog).toHaveAccessibleDescription(/سيُحظر ٣ من العملاء/);
    // A reason is required before anything runs.
    await userEvent.click(within(dialog).getByRole('button', { name: 'حظر' }));
    await expect(within(dialog).getByText(bulkCopy.reasonRequired)).toBeVisible();
    await expect(args.onBulkRun).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/سبب الحظر/), 'إساءة متكررة');
    await userEvent.click(within(dialog).getByRole('button', { name: 'حظر' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onBulkRun).toHaveBeenCalledWith({
      action: 'block',
      selection: { kind: 'rows', keys: [1, 2, 16] },
      count: 3,
      reason: 'إساءة متكررة',
    });
    // The report says what changed and names the row that did not, which stays selected.
    const report = canvas.getByRole('alert');
    await expect(report).toHaveTextContent(bulkCopy.succeeded(2));
    await expect(report).toHaveTextContent('نورة العتيبي 1');
    await expect(report).toHaveTextContent('تغيّر هذا السجل بعد تحميل الصفحة');
    await expect(canvas.getByRole('group', { name: bulkCopy.bar })).toHaveTextContent(
      bulkCopy.selected(1),
    );
  },
};

/** The page checkbox selects the page, then "select all 47 matching" selects the filter itself. */
export const SelectAllMatching: Story = {
  args: { ...selectable, onBulkRun: fn(async () => undefined) },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: bulkCopy.selectPage }));
    const bar = canvas.getByRole('group', { name: bulkCopy.bar });
    await expect(bar).toHaveTextContent(bulkCopy.selected(15));
    await expect(bar).toHaveTextContent(bulkCopy.pageSelected(15));
    await userEvent.click(within(bar).getByRole('button', { name: bulkCopy.selectMatching(47) }));
    await expect(bar).toHaveTextContent(bulkCopy.selected(47));
    await expect(bar).toHaveTextContent(bulkCopy.matchingSelected(47));
    // Other pages' rows are selected too: the selection is the filter.
    await userEvent.click(canvas.getByRole('button', { name: dataTableCopy.next }));
    await expect(
      canvas.getByRole('checkbox', { name: bulkCopy.selectRow('نورة العتيبي 16') }),
    ).toBeChecked();
    await userEvent.click(within(bar).getByRole('button', { name: 'تصدير المحدد' }));
    await expect(args.onBulkRun).toHaveBeenCalledWith({
      action: 'export',
      selection: { kind: 'matching' },
      count: 47,
      reason: undefined,
    });
  },
};

/** A new filter clears the selection: "all matching" never silently means other rows. */
export const SelectionClearsOnFilter: Story = {
  args: selectable,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: bulkCopy.selectPage }));
    await expect(canvas.getByRole('group', { name: bulkCopy.bar })).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('المدينة'), 'جدة');
    await expect(canvas.queryByRole('group', { name: bulkCopy.bar })).not.toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: bulkCopy.selectPage })).not.toBeChecked();
  },
};

/** A run that fails as a whole (e.g. the network) says so in the dialog and changes nothing. */
export const BulkRunFails: Story = {
  args: {
    ...selectable,
    onBulkRun: fn(async () => {
      throw new Error('تعذّر الاتصال بالخادم. تحقّق من الشبكة ثم أعد المحاولة.');
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('checkbox', { name: bulkCopy.selectRow('سارة الشهري 3') }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'حظر' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText(/سبب الحظر/), 'إساءة');
    await userEvent.click(within(dialog).getByRole('button', { name: 'حظر' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'تعذّر الاتصال بالخادم',
    );
    // What was typed stays for another try.
    await expect(within(dialog).getByLabelText(/سبب الحظر/)).toHaveValue('إساءة');
  },
};

/** On a phone each card has its checkbox, and the page has one above the cards. */
export const SelectOnPhone: Story = {
  ...onPhone,
  args: selectable,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('checkbox', { name: bulkCopy.selectRow('نورة العتيبي 1') }),
    );
    await expect(canvas.getByRole('group', { name: bulkCopy.bar })).toHaveTextContent(
      bulkCopy.selected(1),
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
