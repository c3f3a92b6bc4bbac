import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { adminPaths, fillPath, orderCode, type PayoutQueueItem } from '@laqta/contract';
import { onPhone, onTablet } from '../../../storybook/viewports';
import { useStoryList, type StoryListArgs } from '../../../storybook/listStories';
import { payoutQueueCopy as copy } from './copy';
import {
  PayoutQueueScreen,
  type PayOutcome,
  type PayoutQueueScreenProps,
  type PayoutRow,
} from './PayoutQueueScreen';

const names = ['عبدالله الحربي', 'ريم القحطاني', 'فهد الدوسري', 'سارة الشمري'];
const queue: PayoutRow[] = Array.from({ length: 6 }, (_, i) => {
  const price = 150_000 + i * 50_000;
  const rate = i < 4 ? 15 : 12.5;
  const commission = Math.round((price * rate) / 100);
  const item: PayoutQueueItem = {
    order_id: 200 + i,
    code: orderCode(200 + i),
    updated_at: `2026-11-${String(10 + i).padStart(2, '0')}T12:00:00.000Z`,
    session_at: new Date(Date.UTC(2026, 10, 8 + i, 14)).toISOString(),
    completed_at: new Date(Date.UTC(2026, 10, 8 + i, 17)).toISOString(),
    photographer: { id: 7 + (i % 4), name: names[i % 4]! },
    price,
    commission_rate: rate,
    commission_amount: commission,
    amount: price - commission,
  };
  return { ...item, id: item.order_id };
});

type HarnessProps = Omit<PayoutQueueScreenProps, 'list' | 'filters'> & StoryListArgs<PayoutRow>;

function Harness({
  rows = queue,
  loading,
  error,
  onRetry,
  onFiltersChange,
  ...props
}: HarnessProps) {
  const list = useStoryList(loading ? undefined : rows, {
    filters: { photographer_id: '' },
    error,
    onRetry,
    onFiltersChange,
    searchIn: (row) => row.code,
  });
  return <PayoutQueueScreen {...props} {...list} />;
}

const paid = async (): Promise<PayOutcome> => ({ ok: true });

const meta = {
  component: Harness,
  args: {
    linkTo: (row) => fillPath(adminPaths.pages.order, { id: row.order_id }),
    currency: 'SAR',
    commissionRate: 15,
    totals: { count: 6, price: 1_650_000, commission_amount: 238_125, amount: 1_411_875 },
    photographers: names.map((name, i) => ({ value: String(7 + i), label: name })),
    mayPay: true,
    onPay: fn(paid),
    onFiltersChange: fn(),
  },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const selectRows = async (
  userEvent: { click: (element: Element) => Promise<void> },
  ...codes: string[]
) => {
  for (const code of codes)
    await userEvent.click(screen.getByRole('checkbox', { name: `تحديد الطلب ${code}` }));
};

/** Both figures on each row (commission at its own rate) and the totals of every matching row. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const row = canvas.getByRole('row', { name: /LQ-000200/ });
    await expect(row).toHaveTextContent('عبدالله الحربي');
    await expect(row).toHaveTextContent('(١٥٪)');
    await expect(canvas.getByRole('row', { name: /LQ-000205/ })).toHaveTextContent('(١٢٫٥٪)');
    await expect(canvas.getByRole('region', { name: copy.totals })).toHaveTextContent(
      'نسبة العمولة الحالية ١٥٪',
    );
  },
};

export const Loading: Story = { args: { loading: true, totals: undefined } };

export const Empty: Story = {
  args: { rows: [], totals: { count: 0, price: 0, commission_amount: 0, amount: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.empty)).toBeVisible();
  },
};

export const LoadError: Story = {
  args: {
    error: 'تعذّر الاتصال بالخادم. تحقّق من الشبكة ثم أعد المحاولة.',
    onRetry: fn(),
    totals: undefined,
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة المحاولة' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Without the money permission the queue is read-only: no checkboxes, no pay action. */
export const ReadOnly: Story = {
  args: { mayPay: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
  },
};

/** Two rows selected: the dialog names the count, the total, and each order. */
export const PayDialogOpen: Story = {
  play: async ({ userEvent }) => {
    await selectRows(userEvent, 'LQ-000200', 'LQ-000201');
    await userEvent.click(screen.getByRole('button', { name: copy.pay }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'تسجيل صرف مستحقات ٢ طلبات',
    });
    // 1,275 + 1,700 riyals.
    await expect(dialog).toHaveTextContent('٢٬٩٧٥ ر.س.');
    await expect(within(dialog).getByRole('list', { name: copy.payRows })).toHaveTextContent(
      'LQ-000201',
    );
  },
};

export const PaySucceeds: Story = {
  play: async ({ args, userEvent }) => {
    await selectRows(userEvent, 'LQ-000202');
    await userEvent.click(screen.getByRole('button', { name: copy.pay }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText(/مرجع التحويل البنكي/), 'TRF-2026-0042');
    await userEvent.click(within(dialog).getByRole('button', { name: /^صرف / }));
    await expect(args.onPay).toHaveBeenCalledWith(
      [expect.objectContaining({ order_id: 202 })],
      'TRF-2026-0042',
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(await screen.findByText(/تم بنجاح|صف واحد/)).toBeVisible();
  },
};

export const BankReferenceRequired: Story = {
  play: async ({ args, userEvent }) => {
    await selectRows(userEvent, 'LQ-000202');
    await userEvent.click(screen.getByRole('button', { name: copy.pay }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^صرف / }));
    await expect(within(dialog).getByLabelText(/مرجع التحويل البنكي/)).toHaveAccessibleDescription(
      /أدخل مرجع التحويل البنكي/,
    );
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** 422 per row: nothing is paid, and the report says which order failed and why. */
export const PayRefusedPerRow: Story = {
  args: {
    onPay: fn(async (): Promise<PayOutcome> => ({
      ok: false,
      message: 'لم يُصرف شيء: راجع الطلبات المشار إليها.',
      rowErrors: { 201: 'صُرفت مستحقات هذا الطلب من قبل.' },
    })),
  },
  play: async ({ userEvent }) => {
    await selectRows(userEvent, 'LQ-000200', 'LQ-000201');
    await userEvent.click(screen.getByRole('button', { name: copy.pay }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText(/مرجع التحويل البنكي/), 'TRF-1');
    await userEvent.click(within(dialog).getByRole('button', { name: /^صرف / }));
    const report = await screen.findByRole('alert');
    await expect(report).toHaveTextContent('LQ-000201: صُرفت مستحقات هذا الطلب من قبل.');
    await expect(report).toHaveTextContent('LQ-000200: لم يُصرف شيء');
  },
};

/** 409: rows changed meanwhile; nothing paid, every row reported (the app reloads the queue). */
export const PayConflict: Story = {
  args: {
    onPay: fn(async (): Promise<PayOutcome> => ({
      ok: false,
      conflict: true,
      message:
        'تغيّرت هذه الطلبات منذ فتحت القائمة: LQ-000203. أعد تحميلها ثم حاول مرة أخرى؛ لم يُصرف شيء.',
    })),
  },
  play: async ({ userEvent }) => {
    await selectRows(userEvent, 'LQ-000203');
    await userEvent.click(screen.getByRole('button', { name: copy.pay }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText(/مرجع التحويل البنكي/), 'TRF-2');
    await userEvent.click(within(dialog).getByRole('button', { name: /^صرف / }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('لم يُصرف شيء');
  },
};

/** 422 on the bank reference: the dialog stays open with what was typed. */
export const PayRefusedBankReference: Story = {
  args: {
    onPay: fn(async (): Promise<PayOutcome> => ({
      ok: false,
      message: 'مرجع التحويل يجب ألا يزيد على 100 حرف.',
      bankReferenceError: 'مرجع التحويل يجب ألا يزيد على 100 حرف.',
    })),
  },
  play: async ({ userEvent }) => {
    await selectRows(userEvent, 'LQ-000204');
    await userEvent.click(screen.getByRole('button', { name: copy.pay }));
    const dialog = await screen.findByRole('alertdialog');
    const field = within(dialog).getByLabelText(/مرجع التحويل البنكي/);
    await userEvent.type(field, 'TRF-3');
    await userEvent.click(within(dialog).getByRole('button', { name: /^صرف / }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/يجب ألا يزيد/));
    await expect(field).toHaveValue('TRF-3');
  },
};

export const LongArabic: Story = {
  args: {
    rows: queue.map((row, i) =>
      i === 0
        ? {
            ...row,
            photographer: {
              id: 30,
              name: 'عبدالرحمن بن عبدالعزيز بن محمد آل عبداللطيف القحطاني',
            },
          }
        : row,
    ),
  },
};

export const Phone: Story = { ...onPhone };

export const Tablet: Story = { ...onTablet };
