import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { longPhotographer, samplePhotographers } from './fixtures';
import { PhotographerCard } from './PhotographerCard';

const meta = {
  component: PhotographerCard,
  args: {
    photographer: samplePhotographers[0]!,
    currency: 'SAR',
    profileHref: '/photographers/11',
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhotographerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picture, name (the profile link), city, specialties, rating with its visible reviews, price. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'نورة القحطاني' })).toHaveAttribute(
      'href',
      '/photographers/11',
    );
    await expect(canvas.getByText('الرياض')).toBeVisible();
    const specialties = canvas.getByRole('list', { name: 'التخصصات' });
    await expect(specialties).toHaveTextContent('زفاف');
    await expect(specialties).toHaveTextContent('عائلي');
    await expect(canvas.getByText('٤٫٨')).toBeVisible();
    await expect(canvas.getByText('٢٣ تقييمًا')).toBeVisible();
    await expect(canvas.getByText(/١٬٥٠٠/)).toBeVisible();
  },
};

/** Two reviews, no picture: the dual form and the initial on a warm disc. */
export const TwoReviewsNoPicture: Story = {
  args: { photographer: samplePhotographers[1]!, profileHref: '/photographers/12' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('تقييمان')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Not reviewed yet: no stars, an honest line instead. */
export const Unrated: Story = {
  args: { photographer: samplePhotographers[2]!, profileHref: '/photographers/13' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('لا تقييمات بعد')).toBeVisible();
  },
};

export const LongText: Story = {
  args: { photographer: longPhotographer, profileHref: '/photographers/19' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('١٬٢٥٠ تقييمًا')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'التخصصات' }).children).toHaveLength(6);
  },
};

/** The whole card answers a tap: the link's area covers it. */
export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'نورة القحطاني' });
    const city = canvas.getByText('الرياض').getBoundingClientRect();
    const hit = document.elementFromPoint(city.x + city.width / 2, city.y + city.height / 2);
    await expect(hit).toBe(link);
  },
};
