import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { PageBanner } from './PageBanner';

const meta = {
  component: PageBanner,
  parameters: { layout: 'fullscreen' },
  args: { title: 'سياسة الخصوصية', subtitle: 'كيف نجمع بياناتك ونستخدمها ونحميها.' },
} satisfies Meta<typeof PageBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeVisible();
  },
};

export const TitleOnly: Story = { args: { subtitle: undefined } };

export const LongText: Story = {
  args: {
    title: 'الشروط والأحكام الخاصة باستخدام منصة لقطة لحجز المصورين المحترفين',
    subtitle:
      'تنظم هذه الشروط العلاقة بينك وبين المنصة والمصورين المعتمدين لديها، وتوضح حقوق كل طرف وواجباته من لحظة الحجز حتى تسليم الصور.',
  },
};

export const Mobile: Story = { ...onPhone };
