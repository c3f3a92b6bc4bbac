import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  adminPaths,
  orderCode,
  type PhotographerDetail as PhotographerDetailRecord,
} from '@laqta/contract';
import { recordHref } from '../../../storybook/adminFixtures';
import { onPhone, onTablet } from '../../../storybook/viewports';
import { PhotographerDetail, photographerDetailCopy } from './PhotographerDetail';

const data: PhotographerDetailRecord = {
  currency: 'SAR',
  photographer: {
    id: 7,
    name: 'عبدالله الحربي',
    email: 'abdullah@example.com',
    phone: '0559876543',
    city: 'جدة',
    bio: 'مصور أعراس ومناسبات منذ عشر سنوات.',
    avatar_url: null,
    specialties: ['wedding', 'family'],
    starting_price: 150_000,
    rating_avg: 4.6,
    reviews_count: 58,
    completed_orders_count: 212,
    status: 'approved',
    created_at: '2024-05-01T08:00:00.000Z',
    updated_at: '2024-05-01T08:00:00.000Z',
  },
  reviews: [5, 4, 5].map((rating, i) => ({
    id: 30 - i,
    order_id: 800 - i,
    customer_id: 4 + i,
    photographer_id: 7,
    rating,
    comment: i === 1 ? null : 'تجربة رائعة والصور جميلة جدًا.',
    customer_name: ['نورة العتيبي', 'خالد الدوسري', 'ريم الزهراني'][i]!,
    order_code: orderCode(800 - i),
    created_at: new Date(Date.UTC(2026, 9, 10 - i)).toISOString(),
    updated_at: new Date(Date.UTC(2026, 9, 10 - i)).toISOString(),
  })),
};

const meta = {
  component: PhotographerDetail,
  args: {
    data,
    backHref: adminPaths.pages.photographers,
    orderHref: recordHref(adminPaths.pages.order),
    ordersHref: `${adminPaths.pages.orders}?photographer_id=${data.photographer.id}`,
  },
} satisfies Meta<typeof PhotographerDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('عبدالله الحربي');
    const reviews = canvas.getByRole('table', { name: photographerDetailCopy.reviews });
    await expect(within(reviews).getAllByRole('row')).toHaveLength(4);
    await expect(reviews).toHaveTextContent(photographerDetailCopy.stars(5));
  },
};

export const NoReviews: Story = {
  args: { data: { ...data, reviews: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(photographerDetailCopy.noReviews)).toBeVisible();
  },
};

export const Mobile: Story = { ...onPhone };

/** On a 768 px tablet. */
export const Tablet: Story = { ...onTablet };
