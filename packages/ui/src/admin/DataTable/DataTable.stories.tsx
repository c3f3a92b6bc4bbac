import { adminPaths, fillPath } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { formatMoney } from '../../format/money';
import { useStoryList, type StoryListArgs } from '../../storybook/listStories';
import { onPhone } from '../../storybook/viewports';
import { dataTableCopy } from './copy';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './types';
import { FilterSelect } from './FilterSelect';
import { SEARCH_DEBOUNCE_MS } from './SearchBox';
import { errorWithRetryCopy } from '../../primitives/ErrorWithRetry';

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
};

/** Pages, sorts, searches and filters `people` in memory, as the server would (useStoryList). */
function Harness({ rows = people, loading, initialSearch, ...options }: HarnessProps) {
  const story = useStoryList(loading ? undefined : rows, {
    filters: { city: '' },
    keeps: { city: (p, value) => p.city === value },
    searchIn: (p) => p.name,
    search: initialSearch,
    ...options,
  });
  return (
    <DataTable<Person>
      {...story.list}
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
