import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { ErrorPage, errorPageCopy } from './ErrorPage';

const meta = {
  component: ErrorPage,
  args: { onReload: fn() },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen's code failed to load or threw: the Arabic page, and the reload button reloads. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(errorPageCopy.title);
    await userEvent.click(canvas.getByRole('button', { name: errorPageCopy.reload }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** The button is reached and pressed from the keyboard. */
export const KeyboardReload: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: errorPageCopy.reload })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    title: 'تعذّر عرض صفحة إدارة المعاملات المالية وتفاصيل المدفوعات والمستردات لجميع الطلبات',
    description:
      'حدث خطأ غير متوقع أثناء عرض هذه الصفحة، وقد يكون السبب أن نسخة أحدث من لوحة التحكم قد صدرت بعد فتحك لهذه النافذة، أو أن الاتصال بالشبكة قد انقطع لحظة تحميل الصفحة. أعد تحميل الصفحة للمتابعة من حيث توقفت.',
  },
};

export const Phone: Story = { ...onPhone };
