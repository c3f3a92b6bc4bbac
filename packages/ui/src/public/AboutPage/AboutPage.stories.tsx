import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { AboutPage } from './AboutPage';

const localPoster = () => '/missing-thumbnail.jpg';

const meta = {
  component: AboutPage,
  parameters: { layout: 'fullscreen' },
  // Offline stand-ins: the thumbnails fail and the local poster shows (see Video's stories).
  args: { videoOptions: { thumbnailSrc: localPoster, playerSrc: () => 'about:blank' } },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'من نحن' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'ما يميزنا' })).toBeVisible();
    const cards = canvasElement.querySelectorAll('section[aria-labelledby="our-features"] li');
    await expect(cards).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: /تشغيل الفيديو/ })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    whoWeAre:
      'لقطة منصة سعودية تجمع بين من يبحث عن مصور محترف ومن يتقن فن التصوير. '.repeat(6) +
      '\n\nنختار المصورين بعناية بعد مراجعة أعمالهم والتحقق من هوياتهم. '.repeat(3),
  },
  play: async ({ canvasElement }) => {
    const paragraphs = canvasElement.querySelectorAll('section[aria-labelledby="who-we-are"] p');
    await expect(paragraphs.length).toBeGreaterThan(1);
  },
};

/** Settings without a video address: the poster and a notice instead of a player. */
export const WithoutVideo: Story = {
  args: { videoUrl: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('الفيديو غير متاح حاليًا')).toBeVisible();
  },
};

export const Mobile: Story = { ...onPhone };
