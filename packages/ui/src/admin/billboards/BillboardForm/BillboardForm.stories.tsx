import { adminPaths, billboardWriteMessages } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { errorWithRetryCopy } from '../../../primitives/ErrorWithRetry';
import { onPhone } from '../../../storybook/viewports';
import { sampleBillboard } from '../fixtures';
import { BillboardForm, billboardFormCopy } from './BillboardForm';

const meta = {
  component: BillboardForm,
  args: {
    mode: 'create',
    onSubmit: fn(),
    onDirtyChange: fn(),
    cancelHref: adminPaths.pages.billboards,
  },
  decorators: [
    (Story) => (
      <div className="min-h-dvh bg-canvas p-4 sm:p-8">
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BillboardForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const editValues = {
  title: sampleBillboard.title,
  link_url: sampleBillboard.link_url ?? '',
  starts_at: '2026-12-01T09:00',
  ends_at: '2026-12-15T23:59',
  is_active: true,
  sort_order: '2',
};

/** Empty form: the title, both days and the image say why; nothing is sent. */
export const CreateValidation: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: billboardFormCopy.create }));
    await expect(await canvas.findByText(billboardWriteMessages.titleRequired)).toBeVisible();
    await expect(canvas.getByText(billboardWriteMessages.startsRequired)).toBeVisible();
    await expect(canvas.getByText(billboardWriteMessages.imageRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Editing: the schedule in the platform's time; an end before the start is refused. */
export const Edit: Story = {
  args: { mode: 'edit', billboard: sampleBillboard, initialValues: editValues },
  play: async ({ canvas, args, userEvent }) => {
    const ends = canvas.getByRole('textbox', { name: billboardFormCopy.endsTime });
    await expect(ends).toHaveValue('23:59');
    await userEvent.click(canvas.getByRole('button', { name: billboardFormCopy.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: sampleBillboard.title,
        starts_at: '2026-12-01T09:00',
        ends_at: '2026-12-15T23:59',
        sort_order: 2,
      }),
      null,
    );
  },
};

/** A time not in HH:mm is refused under its field. */
export const BadTime: Story = {
  args: { mode: 'edit', billboard: sampleBillboard, initialValues: editValues },
  play: async ({ canvas, args, userEvent }) => {
    const starts = canvas.getByRole('textbox', { name: billboardFormCopy.startsTime });
    await userEvent.clear(starts);
    await userEvent.type(starts, '9');
    await userEvent.click(canvas.getByRole('button', { name: billboardFormCopy.save }));
    await expect(await canvas.findByText(billboardFormCopy.timeInvalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The end before the start: the contract's message under the end. */
export const EndsBeforeStarts: Story = {
  args: {
    mode: 'edit',
    billboard: sampleBillboard,
    initialValues: { ...editValues, ends_at: '2026-11-20T09:00' },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: billboardFormCopy.save }));
    await expect(await canvas.findByText(billboardWriteMessages.endsBeforeStarts)).toBeVisible();
  },
};

export const ServerErrors: Story = {
  args: {
    mode: 'edit',
    billboard: sampleBillboard,
    initialValues: editValues,
    error: {
      message: 'تعذر حفظ الإعلان، راجع الحقول المعلّمة',
      fieldErrors: { link_url: [billboardWriteMessages.linkInvalid] },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(billboardWriteMessages.linkInvalid)).toBeVisible();
  },
};

export const Saving: Story = {
  args: { mode: 'edit', billboard: sampleBillboard, initialValues: editValues, submitting: true },
};
export const Loading: Story = { args: { mode: 'edit', loading: true } };
export const LoadError: Story = {
  args: { mode: 'edit', loadError: 'تعذّر الاتصال بالخادم.', onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: errorWithRetryCopy.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const LongText: Story = {
  args: {
    mode: 'edit',
    billboard: sampleBillboard,
    initialValues: {
      ...editValues,
      title: 'خصم عشرين بالمئة على جميع جلسات التخرج والمناسبات العائلية حتى نهاية الشهر',
    },
  },
};
export const Mobile: Story = {
  ...onPhone,
  args: { mode: 'edit', billboard: sampleBillboard, initialValues: editValues },
};
