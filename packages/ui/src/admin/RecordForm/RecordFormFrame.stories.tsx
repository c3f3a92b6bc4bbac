import { adminPaths } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { errorWithRetryCopy } from '../../primitives/ErrorWithRetry';
import { TextField } from '../../primitives/TextField';
import { onPhone } from '../../storybook/viewports';
import { RecordFormCard, RecordFormFrame, recordFormCopy } from './RecordFormFrame';

const title = 'تعديل بيانات العميل';

interface ExampleProps {
  loading?: boolean;
  loadError?: string | null;
  error?: { message: string } | null;
  submitting?: boolean;
  onSubmit: () => void;
  onRetry: () => void;
}

/** A record form as the back office's forms use the frame: two fields of its own. */
function ExampleForm({ loading, loadError, error, submitting, onSubmit, onRetry }: ExampleProps) {
  return (
    <RecordFormFrame
      title={title}
      copy={{ loading: 'جاري تحميل العميل', loadFailed: 'تعذر تحميل العميل' }}
      loading={loading}
      loadError={loadError}
      onRetry={onRetry}
      error={error}
    >
      <RecordFormCard
        label={title}
        submitting={submitting}
        cancelHref={adminPaths.pages.customers}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <TextField label="الاسم" defaultValue="نورة العتيبي" autoComplete="off" />
        <TextField label="المدينة" defaultValue="الرياض" autoComplete="off" />
      </RecordFormCard>
    </RecordFormFrame>
  );
}

const meta = {
  component: ExampleForm,
  args: { onSubmit: fn(), onRetry: fn() },
  decorators: [
    (Story) => (
      <div className="min-h-dvh bg-canvas p-4 sm:p-8">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ExampleForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Title, the form's fields, then the save bar; saving calls the form's submit. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('form', { name: title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: recordFormCopy.cancel })).toHaveAttribute(
      'href',
      adminPaths.pages.customers,
    );
    await userEvent.click(canvas.getByRole('button', { name: recordFormCopy.save }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** A failed save (409 stale…): the message above the form, which stays as typed. */
export const SaveError: Story = {
  args: {
    error: { message: 'عدّل شخص آخر هذا السجل بعد أن فتحته، أعدنا تحميله وبقي ما كتبته' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('عدّل شخص آخر');
    await expect(canvas.getByRole('textbox', { name: 'الاسم' })).toHaveValue('نورة العتيبي');
  },
};

/** A save in flight: the button says so and a second submit is dropped. */
export const Busy: Story = {
  args: { submitting: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: recordFormCopy.saving });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { loadError: 'تعذر الاتصال بالخادم، حاول مرة أخرى' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: errorWithRetryCopy.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongArabicText: Story = {
  args: {
    error: {
      message:
        'تعذر حفظ العميل لأن البريد الإلكتروني مستخدم لدى عميل آخر في المنصة، راجع الحقول المعلّمة بالأحمر ثم أعد المحاولة، وسيبقى كل ما كتبته كما هو حتى تنتهي من التعديل',
    },
  },
};

export const Phone: Story = { ...onPhone, args: { error: { message: 'تعذر حفظ العميل' } } };
