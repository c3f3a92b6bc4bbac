import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { LegalText } from './LegalText';

const policy = `تحترم منصة لقطة خصوصيتك، وتشرح هذه السياسة ما نجمعه من بيانات عند استخدامك للموقع أو عند حجز مصور عبرنا.

أولًا: البيانات التي نجمعها
نجمع البيانات التي تقدمها لنا بنفسك: الاسم الكامل، والبريد الإلكتروني، ورقم الجوال، والمدينة وعنوان جلسة التصوير وموعدها.

ثانيًا: مشاركة البيانات
نشارك مع المصور الذي يتولى طلبك ما يحتاجه فقط لإتمام الجلسة. لا نبيع بياناتك ولا نؤجرها لأي طرف.`;

const meta = {
  component: LegalText,
  args: { documentName: 'سياسة الخصوصية', text: policy, onRetry: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LegalText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'أولًا: البيانات التي نجمعها' })).toBeVisible();
    await expect(canvas.getByText(/لا نبيع بياناتك/)).toBeVisible();
  },
};

/** Markup in the stored text is shown as text, never run. */
export const HtmlIsText: Story = {
  args: { text: '<img src=x onerror="document.body.dataset.hacked=1"> <b>ليس عريضًا</b>' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/<b>ليس عريضًا<\/b>/)).toBeVisible();
    await expect(canvasElement.querySelector('article img, article b')).toBeNull();
    await expect(document.body.dataset.hacked).toBeUndefined();
  },
};

export const Loading: Story = {
  args: { loading: true, text: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('جاري تحميل سياسة الخصوصية...');
  },
};

export const ErrorState: Story = {
  args: { text: null, error: 'Failed to fetch privacy' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('تعذر تحميل سياسة الخصوصية');
    await expect(canvas.queryByText('Failed to fetch privacy')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة المحاولة' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { text: '' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'لم يُنشر نص سياسة الخصوصية بعد' }),
    ).toBeVisible();
  },
};

export const LongText: Story = {
  args: { documentName: 'الشروط والأحكام', text: `${policy}\n\n`.repeat(4) },
};

export const Mobile: Story = { ...onPhone };
