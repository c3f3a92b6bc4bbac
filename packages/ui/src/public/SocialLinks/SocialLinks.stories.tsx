import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SocialLinks } from './SocialLinks';

const meta = {
  component: SocialLinks,
  args: {
    accounts: {
      instagram: 'https://www.instagram.com/laqta.sa',
      x: 'https://x.com/laqta_sa',
      snapchat: 'https://www.snapchat.com/add/laqta.sa',
      tiktok: 'https://www.tiktok.com/@laqta.sa',
    },
  },
} satisfies Meta<typeof SocialLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const instagram = canvas.getByRole('link', { name: /إنستغرام/ });
    await expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/laqta.sa');
    await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
  },
};

/** Accounts left empty in the settings are not shown. */
export const SomeAccounts: Story = {
  args: { accounts: { instagram: 'https://www.instagram.com/laqta.sa', x: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const OnDark: Story = {
  args: { tone: 'light' },
  decorators: [
    (Story) => (
      <div className="inline-block rounded-card bg-sand-900 p-4">
        <Story />
      </div>
    ),
  ],
};
