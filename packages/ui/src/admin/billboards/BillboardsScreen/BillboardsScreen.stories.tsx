import type { Meta, StoryObj } from '@storybook/react-vite';
import { billboardStateOf, adminPaths, fillPath } from '@laqta/contract';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { bulkCopy } from '../../BulkBar';
import { listExportCopy } from '../../ListExport';
import { onPhone, onTablet } from '../../../storybook/viewports';
import { useStoryList, type StoryListArgs } from '../../../storybook/listStories';
import { longBillboard, manyBillboards, storyNow } from '../fixtures';
import {
  BillboardsScreen,
  billboardsScreenCopy,
  billboardWindowText,
  type BillboardsScreenProps,
} from './BillboardsScreen';
import { errorWithRetryCopy } from '../../../primitives/ErrorWithRetry';

type HarnessProps = Partial<BillboardsScreenProps> & StoryListArgs<(typeof manyBillboards)[number]>;

const at = storyNow.toISOString();

function Harness({ rows = manyBillboards, loading, error, onRetry, ...overrides }: HarnessProps) {
  const list = useStoryList(loading ? undefined : rows, {
    filters: { is_active: '', window: '' },
    searchIn: (b) => `${b.title} ${b.link_url ?? ''}`,
    error,
    onRetry,
    keeps: {
      is_active: (b, value) => b.is_active === (value === '1'),
      window: (b, value) =>
        value === 'current'
          ? b.starts_at <= at && b.ends_at >= at
          : value === 'upcoming'
            ? b.starts_at > at
            : b.ends_at < at,
    },
  });
  return (
    <BillboardsScreen
      {...list}
      linkTo={(b) => fillPath(adminPaths.pages.billboard, { id: b.id })}
      now={storyNow}
      {...overrides}
    />
  );
}

const meta = { component: Harness } satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (root: HTMLElement) =>
  within(within(root).getByRole('table')).getAllByRole('row').slice(1);

/** Image (the link to the billboard), title, link, window and state of each billboard. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      billboardsScreenCopy.title,
    );
    const first = within(bodyRows(canvasElement)[0]!);
    const billboard = manyBillboards[0]!;
    await expect(
      first.getByRole('link', { name: billboardsScreenCopy.imageAlt(billboard.title) }),
    ).toHaveAttribute('href', '/admin/billboards/1');
    await expect(first.getByRole('link', { name: billboard.link_url! })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(first.getByText(billboardWindowText(billboard))).toBeVisible();
    await expect(first.getByText('منتهي')).toBeVisible();
    await expect(
      within(bodyRows(canvasElement)[1]!).getByText(billboardsScreenCopy.noLink),
    ).toBeVisible();
  },
};

/** The "shown now" window filter leaves only billboards whose window holds today. */
export const CurrentWindow: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.selectOptions(canvas.getByLabelText(billboardsScreenCopy.window), 'current');
    const expected = manyBillboards.filter((b) => b.starts_at <= at && b.ends_at >= at);
    await expect(bodyRows(canvasElement)).toHaveLength(expected.length);
    const live = expected.filter((b) => billboardStateOf(b, storyNow) === 'live');
    await expect(within(canvas.getByRole('table')).getAllByText('معروض الآن')).toHaveLength(
      live.length,
    );
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(billboardsScreenCopy.emptyTitle)).toBeVisible();
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
  args: { rows: [longBillboard, ...manyBillboards.slice(0, 3)] },
};

export const Mobile: Story = { ...onPhone, args: { rows: manyBillboards.slice(0, 4) } };

/** The screen on a 768 px tablet, between the phone cards and the desktop table. */
export const Tablet: Story = { ...onTablet };

/** Two billboards switched off in bulk; add and export for an admin who may. */
export const BulkDeactivate: Story = {
  args: {
    newHref: '/admin/billboards/new',
    onExport: fn(),
    onBulkRun: fn(async (run) => ({ succeeded: run.count, failed: [] })),
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('link', { name: billboardsScreenCopy.add })).toHaveAttribute(
      'href',
      '/admin/billboards/new',
    );
    const table = canvas.getByRole('table');
    const boxes = within(table).getAllByRole('checkbox').slice(1, 3);
    for (const box of boxes) await userEvent.click(box);
    await userEvent.click(
      within(canvas.getByRole('group', { name: bulkCopy.bar })).getByRole('button', {
        name: 'إيقاف',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: bulkCopy.confirmTitle('إيقاف', 2),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'إيقاف' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onBulkRun).toHaveBeenCalledWith(
      expect.objectContaining({ action: 'deactivate', count: 2 }),
    );
    await userEvent.click(canvas.getByRole('button', { name: listExportCopy.csv }));
    await expect(args.onExport).toHaveBeenCalledWith('csv');
  },
};
