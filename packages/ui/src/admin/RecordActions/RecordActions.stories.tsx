import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { RecordActions, recordActionsCopy, type RecordAction } from './RecordActions';

const block: RecordAction = {
  name: 'block',
  label: 'حظر',
  title: 'حظر العميل نورة العتيبي؟',
  describe: 'لن تتمكن العميلة من الحجز أو الدخول حتى يُرفع الحظر. طلباتها السابقة تبقى كما هي.',
  tone: 'danger',
  reasonLabel: 'سبب الحظر',
};
const edit: RecordAction = {
  name: 'activate',
  label: 'تفعيل',
  title: 'تفعيل الإعلان؟',
  describe: 'سيظهر الإعلان في الصفحة الرئيسية خلال فترة عرضه.',
};

const meta = {
  component: RecordActions,
  args: { actions: [block, edit], onRun: fn(async () => undefined) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RecordActions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An action without a reason: confirm, run, close. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'تفعيل' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'تفعيل الإعلان؟' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'تفعيل' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onRun).toHaveBeenCalledWith('activate', {
      reason: undefined,
      confirmed: false,
    });
  },
};

/** A reason is required before anything runs. */
export const NeedsReason: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'حظر' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'حظر' }));
    await expect(within(dialog).getByText(recordActionsCopy.reasonRequired)).toBeVisible();
    await expect(args.onRun).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/سبب الحظر/), 'إساءة للمصورين');
    await userEvent.click(within(dialog).getByRole('button', { name: 'حظر' }));
    await expect(args.onRun).toHaveBeenCalledWith('block', {
      reason: 'إساءة للمصورين',
      confirmed: false,
    });
  },
};

/** The server asks first; going ahead runs again with `confirmed`. */
export const AsksFirst: Story = {
  args: {
    onRun: fn(async (_name: string, input: { confirmed: boolean }) =>
      input.confirmed
        ? undefined
        : {
            confirmation: {
              message: 'لدى العميلة طلب مؤكد قادم.',
              details: <p>LQ-000812 — جلسة عائلية</p>,
              confirmLabel: 'حظر رغم ذلك',
            },
          },
    ),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'حظر' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText(/سبب الحظر/), 'إساءة');
    await userEvent.click(within(dialog).getByRole('button', { name: 'حظر' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('LQ-000812');
    await userEvent.click(within(dialog).getByRole('button', { name: 'حظر رغم ذلك' }));
    await expect(args.onRun).toHaveBeenLastCalledWith('block', {
      reason: 'إساءة',
      confirmed: true,
    });
  },
};

/** A refused run shows the server's words; what was typed stays. */
export const Refused: Story = {
  args: {
    onRun: fn(async () => {
      throw new Error('عدّل أحدٌ هذا السجل بعد أن فتحته؛ أعد تحميله وراجع التغييرات ثم احفظ');
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'حظر' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText(/سبب الحظر/), 'إساءة');
    await userEvent.click(within(dialog).getByRole('button', { name: 'حظر' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('عدّل أحدٌ هذا السجل');
    await expect(within(dialog).getByLabelText(/سبب الحظر/)).toHaveValue('إساءة');
  },
};

/** No action fits: nothing is drawn. */
export const Empty: Story = {
  args: { actions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    actions: [
      { ...block, label: 'حظر العميل مؤقتًا حتى مراجعة الشكاوى المقدمة ضده' },
      { ...edit, label: 'تفعيل الإعلان في الصفحة الرئيسية وجميع الصفحات العامة' },
    ],
  },
};

export const Mobile: Story = { ...onPhone };
