import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { TextField } from './TextField';

const meta = {
  component: TextField,
  args: { label: 'البريد الإلكتروني', type: 'email', name: 'email', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'البريد الإلكتروني' });
    await userEvent.type(input, 'admin@laqta.sa');
    await expect(input).toHaveValue('admin@laqta.sa');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithPlaceholder: Story = { args: { placeholder: 'name@example.com' } };

export const WithHint: Story = {
  args: { hint: 'سنرسل تأكيد الحجز إلى هذا البريد.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(
      'سنرسل تأكيد الحجز إلى هذا البريد.',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /البريد الإلكتروني/ })).toBeRequired();
  },
};

export const WithError: Story = {
  args: {
    error: 'البريد الإلكتروني غير صالح',
    hint: 'سنرسل تأكيد الحجز إلى هذا البريد.',
    defaultValue: 'admin@',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'البريد الإلكتروني' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The error is read first, then the hint.
    await expect(input).toHaveAccessibleDescription(
      'البريد الإلكتروني غير صالح سنرسل تأكيد الحجز إلى هذا البريد.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'admin@laqta.sa' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'عنوان المكان الذي ترغب أن تقام فيه جلسة التصوير بالتفصيل مع أقرب معلم معروف',
    hint: 'اكتب الحي والشارع ورقم المبنى وأي تفاصيل تساعد المصور على الوصول في الموعد دون تأخير.',
    type: 'text',
    defaultValue: 'الرياض، حي النخيل، شارع الأمير محمد بن عبدالعزيز، بجوار الحديقة العامة',
  },
};

export const Mobile: Story = { ...onPhone, args: { error: 'مطلوب', required: true } };
