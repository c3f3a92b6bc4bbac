import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { Footer } from './Footer';

const meta = {
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    year: 2026,
    contactEmail: 'hello@laqta.sa',
    contactPhone: '+966 50 123 4567',
    social: {
      instagram: 'https://www.instagram.com/laqta.sa',
      x: 'https://x.com/laqta_sa',
      snapchat: 'https://www.snapchat.com/add/laqta.sa',
      tiktok: 'https://www.tiktok.com/@laqta.sa',
    },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'hello@laqta.sa' })).toHaveAttribute(
      'href',
      'mailto:hello@laqta.sa',
    );
    await expect(canvas.getByRole('link', { name: '+966 50 123 4567' })).toHaveAttribute(
      'href',
      'tel:+966501234567',
    );
    await expect(canvas.getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(canvas.getByRole('link', { name: 'كيف تستعد لجلسة التصوير' })).toHaveAttribute(
      'href',
      '/post1',
    );
  },
};

/** Settings not loaded (or empty): the footer still shows its links, without contact lines. */
export const WithoutContactDetails: Story = {
  args: { contactEmail: undefined, contactPhone: undefined, social: {} },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /@/ })).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    contactEmail: 'customer-support-and-bookings@laqta-photography-marketplace.sa',
    contactPhone: '+966 11 234 5678 تحويلة 1234',
  },
};

export const Mobile: Story = { ...onPhone };
