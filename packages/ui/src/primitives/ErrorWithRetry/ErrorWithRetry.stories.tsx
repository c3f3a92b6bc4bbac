import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { ErrorWithRetry, errorWithRetryCopy } from './ErrorWithRetry';

const meta = {
  component: ErrorWithRetry,
  args: {
    title: 'تعذر تحميل الطلبات',
    children: 'انقطع الاتصال بالخادم. تحقق من اتصالك بالإنترنت ثم أعد المحاولة.',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorWithRetry>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('تعذر تحميل الطلبات');
    await userEvent.click(canvas.getByRole('button', { name: errorWithRetryCopy.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardRetry: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: errorWithRetryCopy.retry })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Without a way to try again (the caller gave no onRetry): the message alone. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    title: 'تعذر تحميل قائمة المصورين المعتمدين في جميع المدن والمناطق المتاحة على المنصة',
    children:
      'استغرق الخادم وقتًا أطول من المعتاد في الرد على طلبك، وقد يكون ذلك بسبب ضغط مؤقت على الخدمة أو انقطاع في الشبكة. انتظر لحظات ثم أعد المحاولة، وإن تكررت المشكلة فتواصل مع فريق الدعم الفني.',
  },
};

export const Mobile: Story = { ...onPhone };
