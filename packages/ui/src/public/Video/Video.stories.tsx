import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { Video } from './Video';

// Stories never reach YouTube: thumbnails and the player are local stand-ins, so tests and
// visual baselines are the same offline and online. (youtube.test.ts checks the real addresses.)
const svg = (width: number, height: number, body: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;
const bestThumbnail = svg(
  1280,
  720,
  '<rect width="1280" height="720" fill="#de8552"/><circle cx="900" cy="260" r="120" fill="#fdf6f1"/><path d="M0 560q320-200 640-40t640-80v280H0z" fill="#6f321b"/>',
);
const mediumThumbnail = svg(
  320,
  180,
  '<rect width="320" height="180" fill="#463e34"/><circle cx="160" cy="90" r="50" fill="#eaad84"/>',
);
/** What YouTube sends for a missing maxresdefault: a 120×90 grey image, not an error. */
const youtubePlaceholder = svg(120, 90, '<rect width="120" height="90" fill="#888"/>');
const missing = '/missing-thumbnail.jpg';
const localPlayer = (id: string) =>
  `data:text/html;charset=utf-8,${encodeURIComponent(
    `<body style="margin:0;height:100vh;display:grid;place-items:center;background:#1e1a16;color:#fff;font:24px sans-serif">player ${id}</body>`,
  )}`;

const meta = {
  component: Video,
  args: {
    url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    title: 'كيف تحجز مصورك عبر لقطة',
    thumbnailSrc: (_id, quality) => (quality === 'maxresdefault' ? bestThumbnail : mediumThumbnail),
    playerSrc: localPlayer,
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Video>;

export default meta;
type Story = StoryObj<typeof meta>;

const thumbnailOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('img[data-thumbnail]');

/** A click turns the thumbnail into the player (autoplaying), which takes the focus. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitFor(() =>
      expect(thumbnailOf(canvasElement)).toHaveAttribute('data-thumbnail', 'maxres'),
    );
    const thumbnail = canvas.getByRole('link', { name: 'تشغيل الفيديو: كيف تحجز مصورك عبر لقطة' });
    // Before the script runs, the thumbnail leads to the video itself.
    await expect(thumbnail).toHaveAttribute('href', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    await userEvent.click(thumbnail);
    const player = canvasElement.querySelector('iframe');
    await expect(player).toHaveAttribute('title', 'كيف تحجز مصورك عبر لقطة');
    await expect(player).toHaveAttribute('src', localPlayer('aqz-KE-bpKQ'));
    await expect(canvas.queryByRole('link')).toBeNull();
    await waitFor(() => expect(player).toHaveFocus());
  },
};

/** The public site's choice: our own poster, no request to YouTube until the visitor plays. */
export const PosterOnly: Story = {
  args: { thumbnail: 'poster' },
  play: async ({ canvas, canvasElement }) => {
    await expect(thumbnailOf(canvasElement)).toHaveAttribute('data-thumbnail', 'poster');
    await expect(canvas.getByRole('link', { name: /تشغيل الفيديو/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    );
  },
};

export const KeyboardEnter: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvasElement.querySelector('iframe')).not.toBeNull();
  },
};

export const KeyboardSpace: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvasElement.querySelector('iframe')).not.toBeNull();
  },
};

/** Thumbnail lookup: YouTube has no best-quality image (placeholder) → medium quality. */
export const BestQualityMissing: Story = {
  args: {
    thumbnailSrc: (_id, quality) =>
      quality === 'maxresdefault' ? youtubePlaceholder : mediumThumbnail,
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(thumbnailOf(canvasElement)).toHaveAttribute('data-thumbnail', 'medium'),
    );
  },
};

/** The best thumbnail fails to load and the fallback is on → the lower-resolution thumbnail. */
export const ThumbnailErrorFallsBackToMedium: Story = {
  args: {
    thumbnailSrc: (_id, quality) => (quality === 'maxresdefault' ? missing : mediumThumbnail),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(thumbnailOf(canvasElement)).toHaveAttribute('data-thumbnail', 'medium'),
    );
  },
};

/** The fallback is off → straight to the local poster, never a broken image. */
export const ThumbnailErrorWithoutFallback: Story = {
  args: { lowResFallback: false, thumbnailSrc: () => missing },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(thumbnailOf(canvasElement)).toHaveAttribute('data-thumbnail', 'poster'),
    );
  },
};

/** Every thumbnail fails (offline) → the local poster, and the video still plays on click. */
export const AllThumbnailsFail: Story = {
  args: { thumbnailSrc: () => missing },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitFor(() =>
      expect(thumbnailOf(canvasElement)).toHaveAttribute('data-thumbnail', 'poster'),
    );
    await waitFor(() =>
      expect((thumbnailOf(canvasElement) as HTMLImageElement).naturalWidth).toBeGreaterThan(0),
    );
    await userEvent.click(canvas.getByRole('link'));
    await expect(canvasElement.querySelector('iframe')).not.toBeNull();
  },
};

/** No usable address in the settings: the poster with a notice, no play link. */
export const Unavailable: Story = {
  args: { url: 'https://example.com/not-a-video' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('الفيديو غير متاح حاليًا')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Square: Story = {
  args: { aspect: 'square' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('img[data-thumbnail]')?.closest('div') as HTMLElement;
    await expect(Math.round(frame.getBoundingClientRect().width)).toBe(
      Math.round(frame.getBoundingClientRect().height),
    );
  },
};

export const Wide: Story = {
  args: { aspect: 'wide' },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('img[data-thumbnail]')?.closest('div') as HTMLElement;
    const { width, height } = frame.getBoundingClientRect();
    await expect(width / height).toBeCloseTo(21 / 9, 1);
  },
};

export const LongTitle: Story = {
  args: {
    title:
      'جولة كاملة في منصة لقطة: من اختيار الخدمة وتحديد الموعد والمكان حتى استلام الصور المعدلة',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /جولة كاملة في منصة لقطة/ })).toBeVisible();
  },
};

export const Mobile: Story = { ...onPhone };
