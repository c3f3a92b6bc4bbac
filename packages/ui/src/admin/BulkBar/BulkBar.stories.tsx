import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { formatNumber } from '../../format/number';
import { onPhone } from '../../storybook/viewports';
import { BulkBar, type BulkBarProps } from './BulkBar';
import { bulkCopy } from './copy';
import { exportSelectedActions } from './exportSelected';
import type { BulkAction, BulkReport, BulkRun, RowSelection } from './types';

const approve: BulkAction = {
  name: 'approve',
  label: 'قبول',
  describe: (count) => `سيُقبل ${formatNumber(count)} من المصورين ويظهرون للعملاء عند الحجز.`,
};
const suspend: BulkAction = {
  name: 'suspend',
  label: 'إيقاف',
  tone: 'danger',
  reasonLabel: 'سبب الإيقاف',
  describe: (count) => `سيُوقف ${formatNumber(count)} من المصورين ولن يُسند إليهم أي طلب حتى يُعادوا.`,
};
const exportSelected: BulkAction = {
  name: 'export',
  label: 'تصدير المحدد',
  confirm: false,
  describe: () => '',
};

type HarnessProps = Pick<BulkBarProps, 'total' | 'pageCount' | 'actions' | 'onRun'> & {
  initial: RowSelection;
  /** The page's rows are all among the selected. */
  pageSelected?: boolean;
};

/** Keeps the selection as DataTable does, so a story can select all matching, clear, and run. */
function Harness({ initial, pageSelected = false, ...props }: HarnessProps) {
  const [selection, setSelection] = useState<RowSelection>(initial);
  const count = selection.kind === 'matching' ? props.total : selection.keys.length;
  return (
    <div className="rounded-card border border-line bg-surface">
      <BulkBar
        {...props}
        selection={selection}
        count={count}
        pageSelected={pageSelected}
        onSelectMatching={() => setSelection({ kind: 'matching' })}
        onClear={() => setSelection({ kind: 'rows', keys: [] })}
        onDone={(failed) => setSelection({ kind: 'rows', keys: [...failed] })}
      />
      <p className="p-4 text-sm text-ink-muted">صفوف القائمة هنا</p>
    </div>
  );
}

const allChanged = async (run: BulkRun): Promise<BulkReport | void> => ({
  succeeded: run.count,
  failed: [],
});

const meta = {
  component: Harness,
  args: {
    initial: { kind: 'rows', keys: [3, 8, 11] },
    total: 120,
    pageCount: 15,
    actions: [approve, suspend, exportSelected],
    onRun: fn(allChanged),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = () => screen.getByRole('group', { name: bulkCopy.bar });

/** Three rows selected: the count and the list's actions. */
export const Default: Story = {
  play: async () => {
    await expect(bar()).toHaveTextContent(bulkCopy.selected(3));
    await expect(within(bar()).getByRole('button', { name: 'قبول' })).toBeVisible();
  },
};

/** Nothing selected: no bar. */
export const Empty: Story = {
  args: { initial: { kind: 'rows', keys: [] } },
  play: async () => {
    await expect(screen.queryByRole('group', { name: bulkCopy.bar })).not.toBeInTheDocument();
  },
};

/** The whole page is selected: it offers every row matching, across pages. */
export const PageSelected: Story = {
  args: {
    initial: { kind: 'rows', keys: Array.from({ length: 15 }, (_, i) => i + 1) },
    pageSelected: true,
  },
  play: async ({ userEvent }) => {
    await expect(bar()).toHaveTextContent(bulkCopy.pageSelected(15));
    await userEvent.click(screen.getByRole('button', { name: bulkCopy.selectMatching(120) }));
    await expect(bar()).toHaveTextContent(bulkCopy.selected(120));
    await expect(bar()).toHaveTextContent(bulkCopy.matchingSelected(120));
  },
};

/** Every row matching is selected; clearing empties the selection. */
export const AllMatching: Story = {
  args: { initial: { kind: 'matching' } },
  play: async ({ userEvent }) => {
    await expect(bar()).toHaveTextContent(bulkCopy.matchingSelected(120));
    await userEvent.click(screen.getByRole('button', { name: bulkCopy.clear }));
    await expect(screen.queryByRole('group', { name: bulkCopy.bar })).not.toBeInTheDocument();
  },
};

/** Approving asks first, naming the count, then reports that every row changed. */
export const ConfirmAndReport: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(within(bar()).getByRole('button', { name: 'قبول' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: bulkCopy.confirmTitle('قبول', 3),
    });
    await expect(dialog).toHaveAccessibleDescription(/سيُقبل ٣ من المصورين/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'قبول' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onRun).toHaveBeenCalledWith({
      action: 'approve',
      selection: { kind: 'rows', keys: [3, 8, 11] },
      count: 3,
      reason: undefined,
    });
    await expect(screen.getByRole('status')).toHaveTextContent(bulkCopy.succeeded(3));
    // Everything changed: the selection is cleared.
    await expect(screen.queryByRole('group', { name: bulkCopy.bar })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: bulkCopy.closeReport }));
    await expect(screen.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** Dismissing the confirmation runs nothing. */
export const Dismiss: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(within(bar()).getByRole('button', { name: 'إيقاف' }));
    await userEvent.click(await screen.findByRole('button', { name: 'تراجع' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onRun).not.toHaveBeenCalled();
  },
};

/** Suspending needs a reason; two rows fail, each named with why; they stay selected. */
export const PartialFailure: Story = {
  args: {
    onRun: fn(async (run: BulkRun): Promise<BulkReport> => ({
      succeeded: run.count - 2,
      failed: [
        {
          key: 8,
          label: 'سارة الشهري',
          message: 'لا يمكن إيقاف المصور وهو في حالة «قيد المراجعة».',
        },
        {
          key: 11,
          label: 'خالد الدوسري',
          message: 'تغيّر هذا السجل بعد تحميل الصفحة. حدّث الصفحة ثم أعد المحاولة.',
        },
      ],
    })),
  },
  play: async ({ args, userEvent }) => {
    await userEvent.click(within(bar()).getByRole('button', { name: 'إيقاف' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText(/سبب الإيقاف/), 'شكاوى متكررة من العملاء');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إيقاف' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onRun).toHaveBeenCalledWith(
      expect.objectContaining({ action: 'suspend', reason: 'شكاوى متكررة من العملاء' }),
    );
    const report = screen.getByRole('alert');
    await expect(report).toHaveTextContent(bulkCopy.succeeded(1));
    await expect(report).toHaveTextContent(bulkCopy.failed(2));
    await expect(report).toHaveTextContent('سارة الشهري');
    await expect(report).toHaveTextContent('قيد المراجعة');
    await expect(bar()).toHaveTextContent(bulkCopy.selected(2));
  },
};

/** An action that asks nothing (export) runs at once. */
export const RunsWithoutConfirm: Story = {
  args: { onRun: fn(async (run: BulkRun): Promise<BulkReport | void> => void run) },
  play: async ({ args, userEvent }) => {
    await userEvent.click(within(bar()).getByRole('button', { name: 'تصدير المحدد' }));
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(args.onRun).toHaveBeenCalledWith(expect.objectContaining({ action: 'export' }));
    await expect(bar()).toHaveTextContent(bulkCopy.selected(3));
  },
};

/**
 * The lists' own "export selected" (one per format): runs at once with the hand-picked rows, then
 * with "all N matching" (the container downloads by ids, or by the list's filter).
 */
export const ExportSelected: Story = {
  args: {
    actions: [approve, ...exportSelectedActions],
    initial: { kind: 'rows', keys: [3, 8, 11] },
    pageSelected: true,
    pageCount: 3,
    onRun: fn(async (run: BulkRun): Promise<BulkReport | void> => void run),
  },
  play: async ({ args, userEvent }) => {
    await userEvent.click(within(bar()).getByRole('button', { name: 'تصدير المحدد CSV' }));
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(args.onRun).toHaveBeenLastCalledWith(
      expect.objectContaining({
        action: 'export-csv',
        selection: { kind: 'rows', keys: [3, 8, 11] },
        count: 3,
      }),
    );
    await expect(bar()).toHaveTextContent(bulkCopy.selected(3));
    await userEvent.click(
      within(bar()).getByRole('button', { name: bulkCopy.selectMatching(120) }),
    );
    await userEvent.click(within(bar()).getByRole('button', { name: 'تصدير المحدد Excel' }));
    await expect(args.onRun).toHaveBeenLastCalledWith(
      expect.objectContaining({
        action: 'export-xlsx',
        selection: { kind: 'matching' },
        count: 120,
      }),
    );
  },
};

/** An export that fails says why beside the list. */
export const RunError: Story = {
  args: {
    onRun: fn(async (run: BulkRun): Promise<BulkReport | void> => {
      throw new Error(`تعذّر تصدير ${run.count} صفوف محددة. أعد المحاولة.`);
    }),
  },
  play: async ({ userEvent }) => {
    await userEvent.click(within(bar()).getByRole('button', { name: 'تصدير المحدد' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('تعذّر تصدير 3 صفوف محددة');
  },
};

/** Long Arabic labels and messages wrap. */
export const LongText: Story = {
  args: {
    actions: [
      { ...approve, label: 'قبول المصورين المحددين ونشر ملفاتهم للعملاء' },
      { ...suspend, label: 'إيقاف المصورين المحددين مؤقتًا حتى المراجعة' },
      exportSelected,
    ],
    initial: { kind: 'rows', keys: Array.from({ length: 15 }, (_, i) => i + 1) },
    pageSelected: true,
    total: 12_345,
  },
};

export const Mobile: Story = {
  ...onPhone,
  args: {
    initial: { kind: 'rows', keys: Array.from({ length: 15 }, (_, i) => i + 1) },
    pageSelected: true,
  },
  play: async () => {
    await expect(bar()).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
