import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { Button } from '../Button/Button';
import { Card } from './Card';

const meta = {
  component: Card,
  args: {
    title: 'التصوير العائلي',
    children: (
      <p className="leading-relaxed text-ink-muted">
        جلسة لمدة ساعتين في المكان الذي تختاره مع ٣٠ صورة معدلة.
      </p>
    ),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'التصوير العائلي' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <span className="rounded-pill bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
        textarea
      </span>
    ),
  },
};

export const WithoutTitle: Story = { args: { title: undefined } };

export const AsSection: Story = {
  args: { as: 'section', padding: 'lg', children: <Button>احجز الآن</Button> },
};

export const LongText: Story = {
  args: {
    title: 'جلسة تصوير المواليد الجدد في المنزل مع تجهيزات الإضاءة والخلفيات والإكسسوارات كاملة',
    children: (
      <p className="leading-relaxed text-ink-muted">
        يصل المصور إلى منزلك ومعه كل ما يلزم لجلسة هادئة وآمنة لطفلك، ويتم تسليم الصور المعدلة خلال
        أسبوع عبر رابط خاص يمكنك مشاركته مع العائلة والأصدقاء، مع إمكانية طباعة ألبوم فاخر بتكلفة
        إضافية.
      </p>
    ),
  },
};

export const Mobile: Story = { ...onPhone };
