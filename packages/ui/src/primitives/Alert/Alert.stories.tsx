import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { Alert } from './Alert';

const meta = {
  component: Alert,
  args: { tone: 'info', children: 'سيتم إرسال تأكيد الحجز إلى بريدك الإلكتروني.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('سيتم إرسال تأكيد الحجز');
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'تم تحديث الإعدادات بنجاح' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('تم تحديث الإعدادات بنجاح');
  },
};

export const ErrorMessage: Story = {
  args: { tone: 'error', children: 'حدث خطأ في تسجيل الدخول' },
  play: async ({ canvas }) => {
    // Errors interrupt: role=alert.
    await expect(canvas.getByRole('alert')).toHaveTextContent('حدث خطأ في تسجيل الدخول');
  },
};

export const WithTitle: Story = {
  args: {
    tone: 'error',
    title: 'فشل تحديث الإعدادات',
    children: 'تحقق من اتصالك بالإنترنت ثم حاول مرة أخرى.',
  },
};

export const LongText: Story = {
  args: {
    tone: 'success',
    children:
      'تم استلام طلبك بنجاح وسيتواصل معك أحد مصورينا المحترفين خلال أربع وعشرين ساعة لتأكيد الموعد والمكان ومناقشة تفاصيل الجلسة والباقة التي اخترتها، ويمكنك متابعة حالة الطلب في أي وقت.',
  },
};

export const Mobile: Story = {
  ...onPhone,
  args: { tone: 'error', children: 'حدث خطأ في تسجيل الدخول' },
};
