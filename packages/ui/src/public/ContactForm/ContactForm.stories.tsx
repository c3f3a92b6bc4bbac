import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { ContactForm } from './ContactForm';

const meta = {
  component: ContactForm,
  args: { onSubmit: fn(async () => undefined) },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function fillIn(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.type(canvas.getByLabelText(/الاسم الكامل/), 'سارة الحربي');
  await userEvent.type(canvas.getByLabelText(/البريد الإلكتروني/), 'sara@example.com');
  await userEvent.type(canvas.getByLabelText(/رقم الجوال/), '0501234567');
  await userEvent.type(canvas.getByLabelText(/رسالتك/), 'أرغب في حجز مصورة لحفل تخرج يوم الخميس.');
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/البريد الإلكتروني/)).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText(/رقم الجوال/)).toHaveAttribute('type', 'tel');
    for (const label of [/الاسم الكامل/, /البريد الإلكتروني/, /رقم الجوال/, /رسالتك/]) {
      await expect(canvas.getByLabelText(label)).toBeRequired();
    }
    await expect(canvas.getByText(/تؤكد أن عمرك 18 عامًا أو أكثر/)).toBeVisible();
    await expect(canvas.getByText(/لا يُسمح لمن هم دون 18 عامًا باستخدام الخدمة/)).toBeVisible();
  },
};

/** Empty or malformed fields are caught before sending, with Arabic messages under each. */
export const Validation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال الرسالة' }));
    await expect(await canvas.findByText('الاسم الكامل مطلوب')).toBeVisible();
    await expect(canvas.getByText('البريد الإلكتروني مطلوب')).toBeVisible();
    await expect(canvas.getByText('رقم الجوال مطلوب')).toBeVisible();
    await expect(canvas.getByText('الرسالة مطلوبة')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/البريد الإلكتروني/), 'sara.example.com');
    await userEvent.type(canvas.getByLabelText(/رقم الجوال/), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال الرسالة' }));
    await expect(await canvas.findByText(/أدخل بريدًا إلكترونيًا صحيحًا/)).toBeVisible();
    await expect(canvas.getByText(/أدخل رقم جوال صحيحًا/)).toBeVisible();
    await expect(canvas.getByLabelText(/البريد الإلكتروني/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Sent: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fillIn(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال الرسالة' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      fullName: 'سارة الحربي',
      email: 'sara@example.com',
      phone: '0501234567',
      message: 'أرغب في حجز مصورة لحفل تخرج يوم الخميس.',
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent('وصلتنا رسالتك');
    await expect(canvas.getByLabelText(/الاسم الكامل/)).toHaveValue('');
  },
};

/** The server is down: an Arabic message, and everything typed is still there. */
export const Failure: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new TypeError('Failed to fetch'))) },
  play: async ({ canvas, userEvent }) => {
    await fillIn(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال الرسالة' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('تعذر إرسال رسالتك الآن'),
    );
    await expect(canvas.getByLabelText(/الاسم الكامل/)).toHaveValue('سارة الحربي');
    await expect(canvas.getByLabelText(/رسالتك/)).toHaveValue(
      'أرغب في حجز مصورة لحفل تخرج يوم الخميس.',
    );
  },
};

/** A 422 from the server puts its messages under the fields. */
export const ServerValidation: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject({
        message: 'البريد الإلكتروني غير مقبول',
        errors: { email: ['البريد الإلكتروني غير مقبول'] },
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await fillIn(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال الرسالة' }));
    await waitFor(() =>
      expect(canvas.getByLabelText(/البريد الإلكتروني/)).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(canvas.getByLabelText(/البريد الإلكتروني/)).toHaveValue('sara@example.com');
  },
};

/** A long message grows the text box and is sent whole. */
export const LongText: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const long =
      'أرغب في حجز مصور لحفل زفاف يستمر يومين في الرياض، مع جلسة تصوير للعروسين قبل الحفل. '
        .repeat(6)
        .trim();
    await userEvent.type(
      canvas.getByLabelText(/الاسم الكامل/),
      'عبدالرحمن بن سليمان بن عبدالعزيز المطيري',
    );
    await userEvent.type(
      canvas.getByLabelText(/البريد الإلكتروني/),
      'abdulrahman.almutairi@example.com',
    );
    await userEvent.type(canvas.getByLabelText(/رقم الجوال/), '+966 50 123 4567');
    await userEvent.click(canvas.getByLabelText(/رسالتك/));
    await userEvent.paste(long);
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال الرسالة' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ message: long }));
  },
};

export const Mobile: Story = { ...onPhone };
