import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { TextArea } from './TextArea';

const meta = {
  component: TextArea,
  args: { label: 'الرسالة', name: 'message' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'الرسالة' });
    await userEvent.type(textarea, 'أرغب في حجز جلسة تخرج.');
    await expect(textarea).toHaveValue('أرغب في حجز جلسة تخرج.');
  },
};

export const WithHint: Story = { args: { hint: 'صف المناسبة والمكان والوقت المفضل.' } };

export const WithError: Story = {
  args: { error: 'مطلوب', required: true },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: /الرسالة/ });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('مطلوب');
    await expect(textarea).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'لا يمكن تعديل هذا النص.' },
};

export const LongText: Story = {
  args: {
    label: 'سياسة الخصوصية',
    rows: 6,
    defaultValue:
      'نحترم خصوصيتك ونلتزم بحماية بياناتك الشخصية. نجمع فقط المعلومات اللازمة لإتمام الحجز والتواصل معك، ولا نشاركها مع أي طرف ثالث إلا بموافقتك أو عندما يفرض القانون ذلك. يمكنك طلب حذف بياناتك في أي وقت من خلال التواصل مع فريق الدعم المتاح على مدار الساعة.',
  },
};

export const Mobile: Story = { ...onPhone, args: { hint: 'صف المناسبة والمكان والوقت المفضل.' } };
