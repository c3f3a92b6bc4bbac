import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { Hero } from './Hero';

const meta = { component: Hero, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('احجز مصورك المحترف');
    await expect(canvas.getByRole('link', { name: 'احجز جلستك الآن' })).toHaveAttribute(
      'href',
      '/book',
    );
  },
};

export const LongText: Story = {
  args: {
    title:
      'من حفل التخرج إلى ليلة العمر: مصورون محترفون معتمدون في كل مدن المملكة، في الموعد والمكان الذي تختاره',
    subtitle:
      'اختر الخدمة، وحدد الوقت والمكان، وادفع بأمان، واستلم صورك المعدلة عبر رابط خاص. فريقنا يتابع طلبك من لحظة الحجز حتى التسليم، ويرد عليك في أي ساعة من الليل أو النهار.',
  },
};

export const Mobile: Story = { ...onPhone };
