import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { MarketingParagraph } from './MarketingParagraph';

const meta = {
  component: MarketingParagraph,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MarketingParagraph>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'ابدأ حجزك' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

export const LongText: Story = {
  args: {
    text: 'الصورة الجيدة لا تصنعها الكاميرا وحدها، بل مصور يعرف متى يلتقط الضحكة قبل أن تختفي. '.repeat(
      5,
    ),
  },
};

export const Mobile: Story = { ...onPhone };
