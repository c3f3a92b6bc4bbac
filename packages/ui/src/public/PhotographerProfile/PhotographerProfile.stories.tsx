import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { longPhotographer, sampleProfile } from '../PhotographerCard/fixtures';
import { PhotographerProfile, photographerProfileCopy as copy } from './PhotographerProfile';

const meta = {
  component: PhotographerProfile,
  args: {
    profile: sampleProfile,
    currency: 'SAR',
    bookHref: '/book?photographer=11',
    directoryHref: '/photographers',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PhotographerProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who they are, the booking link, the bio and the visible reviews (first name, date, stars). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('نورة القحطاني');
    await expect(canvas.getByRole('link', { name: copy.book })).toHaveAttribute(
      'href',
      '/book?photographer=11',
    );
    await expect(canvas.getByRole('link', { name: copy.back })).toHaveAttribute(
      'href',
      '/photographers',
    );
    await expect(canvas.getByText(/منذ عشر سنوات/)).toBeVisible();
    const reviews = canvas.getByRole('region', { name: copy.reviews });
    await expect(reviews.querySelectorAll('li')).toHaveLength(2);
    await expect(reviews).toHaveTextContent('هيفاء');
    await expect(reviews).toHaveTextContent('٥ من ٥');
    await expect(reviews).toHaveTextContent('١٢ أكتوبر ٢٠٢٦');
    await expect(canvas.getByText('٢٣ تقييمًا')).toBeVisible();
  },
};

/** A new photographer: no bio yet, no review yet. */
export const Empty: Story = {
  args: {
    profile: { ...sampleProfile, bio: '', reviews: [], rating_avg: null, reviews_count: 0 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.noBio)).toBeVisible();
    await expect(canvas.getByText(copy.noReviews)).toBeVisible();
    await expect(canvas.getByText('لا تقييمات بعد')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { profile: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: copy.loading })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { profile: undefined, error: 'تعذر الاتصال بالخادم.', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.errorTitle);
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة المحاولة' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** An address that is no approved photographer's: say so, lead back to the directory. */
export const NotFound: Story = {
  args: { profile: undefined, notFound: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(copy.notFoundTitle);
    await expect(canvas.getByRole('link', { name: copy.back })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    profile: {
      ...sampleProfile,
      ...longPhotographer,
      bio: 'أصور الأعراس والمناسبات منذ خمسة عشر عامًا في مدن الجنوب والرياض وجدة.\nأعمل مع فريق من أربعة مصورين ومصورتين للقسم النسائي، وأسلم الصور المعدلة خلال أسبوعين في ألبوم مطبوع ورابط خاص. '.repeat(
        3,
      ),
      reviews: [
        {
          id: 201,
          rating: 3,
          comment:
            'التصوير ممتاز والمصور محترف جدًا في التعامل مع الضيوف، لكن تأخر تسليم الألبوم المطبوع أسبوعًا عن الموعد المتفق عليه، وتواصل معنا الفريق واعتذر وقدم لنا جلسة إضافية مجانية. '.repeat(
              2,
            ),
          reviewer: 'عبدالله',
          created_at: '2026-11-01T12:00:00.000Z',
        },
        ...sampleProfile.reviews,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/المطيري/);
    await expect(canvas.getByText('٣ من ٥')).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    const book = canvas.getByRole('link', { name: copy.book }).getBoundingClientRect();
    await expect(book.height).toBeGreaterThanOrEqual(44);
  },
};
