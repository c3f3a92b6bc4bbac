import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { Testimonials } from './Testimonials';

const meta = { component: Testimonials, parameters: { layout: 'fullscreen' } } satisfies Meta<
  typeof Testimonials
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByRole('img', { name: 'التقييم 5 من 5' })).toHaveLength(2);
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        id: 'long',
        name: 'عبدالرحمن بن سليمان المطيري',
        occasion: 'حفل عائلي بمناسبة عودة الوالد من السفر — المدينة المنورة',
        quote:
          'كنا نبحث عن مصور يفهم طبيعة المناسبات العائلية الكبيرة، حيث يجتمع أكثر من ثلاثين شخصًا من أعمار مختلفة. المصور الذي رشحته لقطة كان صبورًا جدًا مع الأطفال، ونظم الصور الجماعية بسرعة، والتقط لحظات عفوية لم ننتبه لها. وصلتنا الصور في الموعد، ونفكر في طباعة ألبوم كامل منها.',
        rating: 5,
      },
    ],
  },
};

export const Mobile: Story = { ...onPhone };
