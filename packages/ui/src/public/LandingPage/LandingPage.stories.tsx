import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { LandingPage } from './LandingPage';

const meta = {
  component: LandingPage,
  parameters: { layout: 'fullscreen' },
  // Offline stand-ins: the thumbnails fail and the local poster shows (see Video's stories).
  args: {
    videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    videoOptions: { thumbnailSrc: () => '/missing-thumbnail.jpg', playerSrc: () => 'about:blank' },
  },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of [
      'لماذا لقطة؟',
      'كيف تعمل لقطة؟',
      'شاهد كيف تحجز في دقيقتين',
      'ماذا يقول عملاؤنا',
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('link', { name: /تشغيل الفيديو/ }));
    await expect(canvasElement.querySelector('iframe')).not.toBeNull();
  },
};

/** An admin removed the video address: the section stays, with a notice instead of a player. */
export const VideoRemoved: Story = {
  args: { videoUrl: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('الفيديو غير متاح حاليًا')).toBeVisible();
  },
};

export const Mobile: Story = { ...onPhone };
