import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { DatePreferencesProvider } from '../../../providers/DatePreferencesProvider';
import { onPhone, onTablet } from '../../../storybook/viewports';
import {
  cancelledOrder,
  completedOrder,
  confirmedOrder,
  inProgressOrder,
  longNamePhotographer,
  paidInFull,
  partlyRefunded,
  pendingOrder,
  photographerOptions,
  STORY_TODAY,
} from './fixtures';
import { OrderActionBar } from './OrderActionBar';
import type { OrderActionFailure, OrderActionRequest } from './orderActions';

type BarProps = ComponentProps<typeof OrderActionBar>;

/**
 * The bar as the order's page holds it: `answer` plays the server (a failure, or null for
 * success) after a short wait, so a story shows the busy dialog, then its outcome.
 */
type HarnessProps = BarProps & {
  answer?: (request: OrderActionRequest) => OrderActionFailure | null;
};

function Harness({ answer, ...props }: HarnessProps) {
  const [busy, setBusy] = useState<BarProps['busy']>(props.busy ?? null);
  const [failure, setFailure] = useState(props.failure ?? null);
  const [search, setSearch] = useState(props.picker.search);
  return (
    <OrderActionBar
      {...props}
      busy={busy}
      failure={failure}
      picker={{ ...props.picker, search, onSearchChange: setSearch }}
      onAction={(request) => {
        props.onAction(request);
        if (!answer) return;
        setBusy(request.action);
        setFailure(null);
        window.setTimeout(() => {
          setFailure(answer(request));
          setBusy(null);
        }, 150);
      }}
    />
  );
}

const meta = {
  component: OrderActionBar,
  render: (args: HarnessProps) => <Harness {...args} />,
  decorators: [
    (Story) => (
      <DatePreferencesProvider today={STORY_TODAY}>
        <Story />
      </DatePreferencesProvider>
    ),
  ],
  args: {
    order: pendingOrder,
    transactions: [],
    currency: 'SAR',
    may: { orders: true, money: true },
    onAction: fn(),
    payoutAmount: null,
    picker: { search: '', onSearchChange: fn(), candidates: photographerOptions },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<HarnessProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = () => screen.getByRole('region', { name: 'إجراءات الطلب' });
const buttonsOf = () =>
  within(bar())
    .getAllByRole('button')
    .map((b) => b.textContent);

/** A pending order, an owner: confirm, assign, reschedule, cancel. */
export const Pending: Story = {
  play: async () => {
    await expect(buttonsOf()).toEqual(['تأكيد الطلب', 'تعيين مصور', 'تغيير الموعد', 'إلغاء الطلب']);
  },
};

export const Confirmed: Story = {
  args: { order: confirmedOrder, transactions: paidInFull },
  play: async () => {
    await expect(buttonsOf()).toEqual([
      'تغيير المصور',
      'تغيير الموعد',
      'بدء الجلسة',
      'تسجيل عدم حضور العميل',
      'إلغاء الطلب',
      'استرداد مبلغ',
    ]);
  },
};

export const InProgress: Story = {
  args: { order: inProgressOrder, transactions: paidInFull },
  play: async () => {
    await expect(buttonsOf()).toEqual(['إكمال الطلب', 'استرداد مبلغ']);
  },
};

/** A completed, unpaid order: nothing more to do on it. */
export const CompletedNothingLeft: Story = {
  args: { order: completedOrder, transactions: [] },
  play: async () => {
    await expect(within(bar()).queryAllByRole('button')).toHaveLength(0);
  },
};

/** Operations may move the order, not the money: no refund button. */
export const OperationsRole: Story = {
  args: { order: confirmedOrder, transactions: paidInFull, may: { orders: true, money: false } },
  play: async () => {
    await expect(buttonsOf()).not.toContain('استرداد مبلغ');
    await expect(buttonsOf()).toContain('إلغاء الطلب');
  },
};

/** Finance sees only the refund of a cancelled, paid order. */
export const FinanceRole: Story = {
  args: { order: cancelledOrder, transactions: paidInFull, may: { orders: false, money: true } },
  play: async () => {
    await expect(buttonsOf()).toEqual(['استرداد مبلغ']);
  },
};

/** Content admins may do nothing here: the bar is not rendered at all. */
export const ContentRole: Story = {
  args: { may: { orders: false, money: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};

export const ConfirmDialogOpen: Story = {
  args: { openAction: 'confirm' },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'تأكيد الطلب LQ-000123؟' });
    await expect(dialog).toHaveTextContent('من «قيد الانتظار» إلى «مؤكد»');
    await expect(dialog).toHaveTextContent('لن تتحرك أي أموال.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'تأكيد الطلب' }));
    await expect(args.onAction).toHaveBeenCalledWith({ action: 'confirm' });
  },
};

/** Pressing the bar's button opens the dialog; success closes it. */
export const ConfirmSucceeds: Story = {
  args: { answer: () => null },
  play: async ({ args, userEvent }) => {
    await userEvent.click(within(bar()).getByRole('button', { name: 'تأكيد الطلب' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'تأكيد الطلب' }));
    await expect(args.onAction).toHaveBeenCalledWith({ action: 'confirm' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const StartDialogOpen: Story = {
  args: { order: confirmedOrder, openAction: 'start' },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'بدء جلسة الطلب LQ-000123؟' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'بدء الجلسة' }));
    await expect(args.onAction).toHaveBeenCalledWith({ action: 'start' });
  },
};

/** Completing says the payout it makes due. */
export const CompleteDialogOpen: Story = {
  args: { order: inProgressOrder, openAction: 'complete', payoutAmount: 297_500 },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'إكمال الطلب LQ-000123؟' });
    await expect(dialog).toHaveTextContent('قائمة المستحقات');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إكمال الطلب' }));
    await expect(args.onAction).toHaveBeenCalledWith({ action: 'complete' });
  },
};

export const Busy: Story = {
  args: { openAction: 'confirm', busy: 'confirm' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'جاري التنفيذ...' })).toBeDisabled();
  },
};

/** Cancelling a paid order proposes the refund of what was paid, in the same dialog. */
export const CancelPaidOrder: Story = {
  args: { order: confirmedOrder, transactions: paidInFull, openAction: 'cancel' },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'إلغاء الطلب LQ-000123؟' });
    await expect(dialog).toHaveTextContent('سيُعاد');
    const refund = within(dialog).getByRole('checkbox', { name: /إعادة .* إلى العميل الآن/ });
    await expect(refund).toBeChecked();
    await userEvent.type(within(dialog).getByLabelText(/سبب الإلغاء/), 'اعتذر العميل');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إلغاء الطلب' }));
    await expect(args.onAction).toHaveBeenCalledWith({
      action: 'cancel',
      reason: 'اعتذر العميل',
      refund_amount: 350_000,
    });
  },
};

/** Unticking the refund cancels without moving money. */
export const CancelWithoutRefund: Story = {
  args: { order: confirmedOrder, transactions: partlyRefunded, openAction: 'cancel' },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await expect(dialog).toHaveTextContent('لن يُعاد المبلغ تلقائيًا');
    await userEvent.type(within(dialog).getByLabelText(/سبب الإلغاء/), 'طلب مكرر');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إلغاء الطلب' }));
    await expect(args.onAction).toHaveBeenCalledWith({
      action: 'cancel',
      reason: 'طلب مكرر',
      refund_amount: undefined,
    });
  },
};

/** Operations cannot refund: the dialog says finance will. */
export const CancelPaidByOperations: Story = {
  args: {
    order: confirmedOrder,
    transactions: paidInFull,
    openAction: 'cancel',
    may: { orders: true, money: false },
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(dialog).toHaveTextContent('فريق المالية');
  },
};

export const CancelReasonRequired: Story = {
  args: { openAction: 'cancel' },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إلغاء الطلب' }));
    await expect(within(dialog).getByLabelText(/سبب الإلغاء/)).toHaveAccessibleDescription(
      'اكتب السبب',
    );
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/**
 * 409: someone changed the order meanwhile. The page reloads it; the dialog says so and keeps the
 * reason the admin typed.
 */
export const CancelConflictKeepsReason: Story = {
  args: {
    order: confirmedOrder,
    openAction: 'cancel',
    answer: () => ({
      action: 'cancel',
      kind: 'conflict',
      message: 'تغيّر هذا الطلب منذ فتحته؛ أعد تحميله وراجع التغييرات ثم حاول مرة أخرى.',
    }),
  },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('alertdialog');
    const reason = within(dialog).getByLabelText(/سبب الإلغاء/);
    await userEvent.type(reason, 'العميل سافر');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إلغاء الطلب' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('أعدنا تحميله');
    await expect(reason).toHaveValue('العميل سافر');
  },
};

export const NoShowDialogOpen: Story = {
  args: { order: confirmedOrder, openAction: 'no_show' },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', {
      name: 'تسجيل عدم حضور العميل للطلب LQ-000123؟',
    });
    await expect(dialog).toHaveTextContent('إلى «لم يحضر العميل»');
    await userEvent.type(within(dialog).getByLabelText(/ما الذي حدث؟/), 'انتظر المصور ساعة');
    await userEvent.click(within(dialog).getByRole('button', { name: 'تسجيل عدم حضور العميل' }));
    await expect(args.onAction).toHaveBeenCalledWith({
      action: 'no_show',
      reason: 'انتظر المصور ساعة',
    });
  },
};

export const RefundFull: Story = {
  args: { order: cancelledOrder, transactions: partlyRefunded, openAction: 'refund' },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('المبلغ القابل للاسترداد');
    await userEvent.click(within(dialog).getByRole('button', { name: /^استرداد / }));
    await expect(args.onAction).toHaveBeenCalledWith({
      action: 'refund',
      amount: 250_000,
      reason: '',
    });
  },
};

/** A partial refund typed in riyals (Arabic-Indic digits too) is sent in halalas. */
export const RefundPartial: Story = {
  args: { order: cancelledOrder, transactions: paidInFull, openAction: 'refund' },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'استرداد جزء من المبلغ' }));
    const amount = within(dialog).getByLabelText(/المبلغ بالريال/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '١٢٠٠٫٥');
    await userEvent.type(within(dialog).getByLabelText(/سبب الاسترداد/), 'خصم متفق عليه');
    await userEvent.click(within(dialog).getByRole('button', { name: /^استرداد / }));
    await expect(args.onAction).toHaveBeenCalledWith({
      action: 'refund',
      amount: 120_050,
      reason: 'خصم متفق عليه',
    });
  },
};

export const RefundTooLarge: Story = {
  args: { order: cancelledOrder, transactions: partlyRefunded, openAction: 'refund' },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'استرداد جزء من المبلغ' }));
    const amount = within(dialog).getByLabelText(/المبلغ بالريال/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '3000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'استرداد مبلغ' }));
    await expect(amount).toHaveAccessibleDescription(/لا يمكن استرداد أكثر من/);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** 422 from the server: its field message shows under the field and the amount stays. */
export const RefundRefusedByServer: Story = {
  args: {
    order: cancelledOrder,
    transactions: paidInFull,
    openAction: 'refund',
    answer: () => ({
      action: 'refund',
      kind: 'invalid',
      message: 'المبلغ أكبر من المتاح للاسترداد؛ الحد الأقصى ٢٬٥٠٠ ر.س.',
      errors: { amount: ['المبلغ أكبر من المتاح للاسترداد؛ الحد الأقصى ٢٬٥٠٠ ر.س.'] },
    }),
  },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'استرداد جزء من المبلغ' }));
    const amount = within(dialog).getByLabelText(/المبلغ بالريال/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '3000');
    await userEvent.click(within(dialog).getByRole('button', { name: /^استرداد / }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(/المبلغ أكبر من المتاح للاسترداد/),
    );
    await expect(amount).toHaveValue('3000');
  },
};

export const AssignDialogOpen: Story = {
  args: { order: confirmedOrder, openAction: 'assign' },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'تعيين مصور للطلب LQ-000123' });
    await expect(dialog).toHaveTextContent('سيحل المصور المختار محل عبدالله الحربي');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'ريم القحطاني' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'تغيير المصور' }));
    await expect(args.onAction).toHaveBeenCalledWith({
      action: 'assign',
      photographer_id: 9,
      confirm_clash: false,
    });
  },
};

/** A photographer busy at that time: a warning, and confirming needs an explicit tick. */
export const AssignClash: Story = {
  args: { openAction: 'assign' },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'فهد الدوسري' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('لدى فهد الدوسري جلسة أخرى');
    const confirm = within(dialog).getByRole('button', { name: 'تعيين المصور' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /أعلم بالتعارض/ }));
    await userEvent.click(confirm);
    await expect(args.onAction).toHaveBeenCalledWith({
      action: 'assign',
      photographer_id: 12,
      confirm_clash: true,
    });
  },
};

export const AssignNothingChosen: Story = {
  args: { openAction: 'assign' },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'تعيين المصور' }));
    await expect(within(dialog).getByRole('searchbox')).toHaveAccessibleDescription(
      /اختر مصورًا من القائمة/,
    );
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const AssignLoading: Story = {
  args: {
    openAction: 'assign',
    picker: { search: 'ريم', onSearchChange: fn(), candidates: [], loading: true },
  },
  play: async () => {
    await expect(
      await screen.findByRole('status', { name: 'جاري البحث عن المصورين' }),
    ).toBeVisible();
  },
};

export const AssignEmpty: Story = {
  args: {
    openAction: 'assign',
    picker: { search: 'سلمان', onSearchChange: fn(), candidates: [] },
  },
  play: async () => {
    await expect(await screen.findByText('لا يوجد مصور معتمد بهذا الاسم')).toBeVisible();
  },
};

export const AssignError: Story = {
  args: {
    openAction: 'assign',
    picker: {
      search: '',
      onSearchChange: fn(),
      candidates: [],
      error: 'تعذّر الاتصال بالخادم. تحقّق من الشبكة ثم أعد المحاولة.',
      onRetry: fn(),
    },
  },
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'إعادة المحاولة' }));
    await expect(args.picker.onRetry).toHaveBeenCalled();
  },
};

export const RescheduleDialogOpen: Story = {
  args: { order: confirmedOrder, openAction: 'reschedule' },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', {
      name: 'تغيير موعد جلسة الطلب LQ-000123',
    });
    // 13:00 UTC is 16:00 in Riyadh; move it to 18:30 the same day.
    const time = within(dialog).getByLabelText(/الوقت/);
    await expect(time).toHaveValue('16:00');
    await userEvent.selectOptions(time, '18:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'حفظ الموعد الجديد' }));
    await expect(args.onAction).toHaveBeenCalledWith({
      action: 'reschedule',
      session_at: '2026-12-05T15:30:00.000Z',
      confirm_clash: false,
    });
  },
};

/** 422: the moment is past (the server's words under the day) and what was chosen stays. */
export const RescheduleRefused: Story = {
  args: {
    order: confirmedOrder,
    openAction: 'reschedule',
    failure: {
      action: 'reschedule',
      kind: 'invalid',
      message: 'لا يمكن نقل الجلسة إلى موعد مضى.',
      errors: { session_at: ['لا يمكن نقل الجلسة إلى موعد مضى.'] },
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('موعد مضى');
  },
};

/** The server found the photographer busy at the new time: confirm the clash to go ahead. */
export const RescheduleClash: Story = {
  args: {
    order: confirmedOrder,
    openAction: 'reschedule',
    failure: {
      action: 'reschedule',
      kind: 'invalid',
      message: 'لدى المصور جلسة أخرى في الوقت نفسه (LQ-000318). أكّد للمتابعة رغم التعارض.',
      errors: {
        confirm_clash: [
          'لدى المصور جلسة أخرى في الوقت نفسه (LQ-000318). أكّد للمتابعة رغم التعارض.',
        ],
      },
    },
  },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'حفظ الموعد الجديد' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /أعلم بالتعارض/ }));
    await userEvent.click(confirm);
    await expect(args.onAction).toHaveBeenCalledWith(
      expect.objectContaining({ action: 'reschedule', confirm_clash: true }),
    );
  },
};

export const LongArabic: Story = {
  args: {
    order: {
      ...confirmedOrder,
      code: 'LQ-987654',
      photographer: { id: 30, name: longNamePhotographer.name },
    },
    openAction: 'assign',
    picker: {
      search: 'عبدالرحمن',
      onSearchChange: fn(),
      candidates: [longNamePhotographer, ...photographerOptions],
    },
  },
};

export const Phone: Story = {
  ...onPhone,
  args: { order: confirmedOrder, transactions: paidInFull },
};

export const PhoneCancelDialog: Story = {
  ...onPhone,
  args: { order: confirmedOrder, transactions: paidInFull, openAction: 'cancel' },
};

export const Tablet: Story = {
  ...onTablet,
  args: { order: confirmedOrder, transactions: paidInFull, openAction: 'assign' },
};
