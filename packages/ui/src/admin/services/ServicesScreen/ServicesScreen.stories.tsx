import { adminPaths, fillPath } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { bulkCopy } from '../../BulkBar';
import { DisplayOrder, displayOrderCopy } from '../../DisplayOrder';
import { formatMoney } from '../../../format/money';

/** Money as testing-library reads it (its no-break spaces collapsed). */
const money = (halalas: number) => formatMoney(halalas, 'SAR').replace(/\s+/g, ' ');
import { onPhone, onTablet } from '../../../storybook/viewports';
import { useStoryList, type StoryListArgs } from '../../../storybook/listStories';
import { dataTableCopy } from '../../DataTable/copy';
import { SEARCH_DEBOUNCE_MS } from '../../DataTable/SearchBox';
import { manyServices, sampleServiceLongText } from '../fixtures';
import { ServicesScreen, servicesScreenCopy, type ServicesScreenProps } from './ServicesScreen';
import { errorWithRetryCopy } from '../../../primitives/ErrorWithRetry';

type HarnessProps = Partial<ServicesScreenProps> & StoryListArgs<(typeof manyServices)[number]>;

/** The screen over in-memory services, paged, sorted, searched and filtered like the server. */
function Harness({ rows = manyServices, loading, error, onRetry, ...overrides }: HarnessProps) {
  const list = useStoryList(loading ? undefined : rows, {
    filters: { category: '', is_active: '' },
    keeps: {
      category: (s, value) => s.category === value,
      is_active: (s, value) => s.is_active === (value === '1'),
    },
    searchIn: (s) => `${s.name} ${s.description}`,
    error,
    onRetry,
  });
  return (
    <ServicesScreen
      {...list}
      linkTo={(s) => fillPath(adminPaths.pages.service, { id: s.id })}
      newHref={adminPaths.pages.serviceNew}
      {...overrides}
    />
  );
}

const meta = { component: Harness } satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (root: HTMLElement) => within(root).getByRole('table');
const bodyRows = (root: HTMLElement) => within(table(root)).getAllByRole('row').slice(1);

/** Each column formatted (category in Arabic, price in riyals, minutes, state); links to add and open. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      servicesScreenCopy.title,
    );
    await expect(canvas.getByRole('link', { name: servicesScreenCopy.add })).toHaveAttribute(
      'href',
      adminPaths.pages.serviceNew,
    );
    const first = within(bodyRows(canvasElement)[0]!);
    const service = manyServices[0]!;
    await expect(first.getByRole('link', { name: service.name })).toHaveAttribute(
      'href',
      '/admin/services/1',
    );
    await expect(first.getByText('تخرج')).toBeVisible();
    await expect(first.getByText(money(service.base_price))).toBeVisible();
    await expect(
      first.getByText(servicesScreenCopy.minutes(service.duration_minutes)),
    ).toBeVisible();
    await expect(first.getByText(servicesScreenCopy.activeYes)).toBeVisible();
    await expect(canvas.getByText(dataTableCopy.range(1, 15, 20))).toBeVisible();
  },
};

/** Sorting by price, filtering by category and state, searching in Arabic. */
export const SortFilterSearch: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const price = canvas.getByRole('columnheader', {
      name: new RegExp(servicesScreenCopy.basePrice),
    });
    await userEvent.click(within(price).getByRole('button'));
    await userEvent.click(within(price).getByRole('button'));
    await expect(price).toHaveAttribute('aria-sort', 'descending');
    const top = Math.max(...manyServices.map((s) => s.base_price));
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent(money(top));

    await userEvent.selectOptions(canvas.getByLabelText(servicesScreenCopy.category), 'wedding');
    for (const row of bodyRows(canvasElement)) await expect(row).toHaveTextContent('زفاف');
    await userEvent.selectOptions(canvas.getByLabelText(servicesScreenCopy.category), '');
    await userEvent.selectOptions(canvas.getByLabelText(servicesScreenCopy.active), '0');
    for (const row of bodyRows(canvasElement))
      await expect(row).toHaveTextContent(servicesScreenCopy.activeNo);
    await userEvent.selectOptions(canvas.getByLabelText(servicesScreenCopy.active), '');

    await userEvent.type(canvas.getByRole('searchbox'), 'مواليد');
    await waitFor(
      async () => {
        const rows = bodyRows(canvasElement);
        await expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) await expect(row).toHaveTextContent('مواليد');
      },
      { timeout: SEARCH_DEBOUNCE_MS * 6 },
    );
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(servicesScreenCopy.emptyTitle)).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { error: 'تعذّر الاتصال بالخادم. تحقّق من الشبكة ثم أعد المحاولة.', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: errorWithRetryCopy.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { rows: [sampleServiceLongText, ...manyServices.slice(0, 3)] },
};

export const Mobile: Story = {
  ...onPhone,
  args: { rows: manyServices.slice(0, 4) },
};

/** The screen on a 768 px tablet, between the phone cards and the desktop table. */
export const Tablet: Story = { ...onTablet };

/** A role that may not add services (operations, finance): the list without "إضافة خدمة". */
export const ReadOnlyRole: Story = {
  args: { newHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: servicesScreenCopy.add })).toBeNull();
  },
};

/** Two services archived in bulk; the display order editor opens from the title. */
export const BulkArchiveAndOrder: Story = {
  args: {
    onBulkRun: fn(async () => ({
      succeeded: 1,
      failed: [
        { key: 2, label: 'خدمة', message: 'لا يمكن تنفيذ «أرشفة» والحالة الحالية «مؤرشفة».' },
      ],
    })),
    onExport: fn(),
    titleExtra: (
      <DisplayOrder
        items={manyServices
          .slice(0, 4)
          .map((s) => ({ id: s.id, label: s.name, sortOrder: s.sort_order }))}
        onSave={async () => undefined}
      />
    ),
  },
  play: async ({ canvas, args, userEvent }) => {
    const boxes = within(table(canvas.getByRole('region')))
      .getAllByRole('checkbox')
      .slice(1, 3);
    for (const box of boxes) await userEvent.click(box);
    await userEvent.click(
      within(canvas.getByRole('group', { name: bulkCopy.bar })).getByRole('button', {
        name: 'أرشفة',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: bulkCopy.confirmTitle('أرشفة', 2),
    });
    await expect(dialog).toHaveAccessibleDescription(/تبقى في الطلبات السابقة/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'أرشفة' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onBulkRun).toHaveBeenCalledWith(
      expect.objectContaining({ action: 'archive' }),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('الحالة الحالية «مؤرشفة»');
    await expect(canvas.getByRole('button', { name: displayOrderCopy.open })).toBeVisible();
  },
};
