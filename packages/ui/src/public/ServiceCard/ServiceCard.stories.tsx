import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { longService, sampleServices } from './fixtures';
import { ServiceCard, serviceCardCopy } from './ServiceCard';

const meta = {
  component: ServiceCard,
  args: { service: sampleServices[0]!, currency: 'SAR', bookHref: '/book?service=1' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picture, category, name, description, the "from" price in riyals and the length; the link books it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('تصوير حفل زفاف');
    await expect(canvas.getByText('زفاف')).toBeVisible();
    await expect(canvas.getByText(/٣٬٥٠٠/)).toBeVisible();
    await expect(canvas.getByText('٣٦٠ دقيقة')).toBeVisible();
    const book = canvas.getByRole('link', { name: serviceCardCopy.book });
    await expect(book).toHaveAttribute('href', '/book?service=1');
    // Each card's identical link is told apart by the service's name.
    await expect(book).toHaveAccessibleDescription('تصوير حفل زفاف');
  },
};

/** A service without a picture keeps the card's size with our drawn placeholder. */
export const WithoutPicture: Story = {
  args: { service: sampleServices[2]!, bookHref: '/book?service=3' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('مواليد')).toBeVisible();
  },
};

/** A long name and description wrap; the description stops after three lines. */
export const LongText: Story = {
  args: { service: longService, bookHref: '/book?service=9' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(/فيلم سينمائي/);
    await expect(canvas.getByText(/٢٤٬٥٠٠/)).toBeVisible();
  },
};

export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    const book = canvas.getByRole('link', { name: serviceCardCopy.book });
    // A comfortable target for a thumb.
    await expect(book.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
