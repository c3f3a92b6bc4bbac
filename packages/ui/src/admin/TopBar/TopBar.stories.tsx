import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { sampleAdmin, sampleAdminWithPortrait } from '../../storybook/adminFixtures';
import { TOP_BAR_HEIGHT_PX, TopBar } from './TopBar';

const meta = {
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: { user: sampleAdminWithPortrait, onLogout: fn() },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 71.5 px high, as the specification fixes. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('banner');
    await expect(bar.getBoundingClientRect().height).toBe(TOP_BAR_HEIGHT_PX);
  },
};

/** No profile image: the admin's initials. */
export const WithInitials: Story = { args: { user: sampleAdmin } };

/** While the admin loads. */
export const LoadingUser: Story = { args: { user: null } };

export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBe(TOP_BAR_HEIGHT_PX);
  },
};
