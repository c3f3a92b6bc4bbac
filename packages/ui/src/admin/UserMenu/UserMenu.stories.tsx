import { adminPaths } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import {
  sampleAdmin,
  sampleAdminLongName,
  sampleAdminWithPortrait,
  samplePortraitUrl,
} from '../../storybook/adminFixtures';
import { MENU_TYPEAHEAD_RESET_MS } from './useMenuTypeahead';
import { UserMenu, userMenuCopy } from './UserMenu';

const meta = {
  component: UserMenu,
  args: { user: sampleAdmin, onLogout: fn() },
  decorators: [
    (Story) => (
      <div className="flex h-72 justify-end">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Initials when the admin has no profile image; the menu opens, closes, and logs out. */
export const Initials: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: new RegExp(userMenuCopy.trigger) });
    await expect(trigger).toHaveTextContent('س\u200Cع');

    await userEvent.click(trigger);
    const logout = await screen.findByRole('menuitem', { name: userMenuCopy.logout });
    await expect(logout).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: userMenuCopy.logout }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** With a profile image. */
export const WithImage: Story = {
  args: { user: sampleAdminWithPortrait },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', samplePortraitUrl);
  },
};

/** A profile image that fails to load falls back to the initials. */
export const BrokenImage: Story = {
  args: { user: { ...sampleAdmin, avatar_url: '/no-such-image.png' } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvas.getByRole('button')).toHaveTextContent('س\u200Cع');
  },
};

/** Open: the admin's name and email, the link to their profile page, then 'تسجيل الخروج'. */
export const Open: Story = {
  args: { open: true },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveTextContent(sampleAdmin.name);
    await expect(menu).toHaveTextContent(sampleAdmin.email);
    const profile = screen.getByRole('menuitem', { name: userMenuCopy.profile });
    await expect(profile).toHaveAttribute('href', adminPaths.pages.profile);
  },
};

/** Keyboard type-ahead: what was typed is forgotten after the specification's 350 ms. */
export const TypeAhead: Story = {
  play: async ({ canvas, userEvent }) => {
    // Opened with the pointer, the menu itself has focus (not its first entry).
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(userMenuCopy.trigger) }));
    const menu = await screen.findByRole('menu');
    const logout = screen.getByRole('menuitem', { name: userMenuCopy.logout });
    await waitFor(() => expect(menu).toHaveFocus());

    // 'x' matches nothing; typed at once, 'xت' matches nothing either.
    await userEvent.keyboard('xت');
    await expect(logout).not.toHaveFocus();

    // After the pause the search starts over, so 'ت' alone finds 'تسجيل الخروج'.
    await sleep(MENU_TYPEAHEAD_RESET_MS + 100);
    await userEvent.keyboard('ت');
    await waitFor(() => expect(logout).toHaveFocus());
  },
};

/** While the admin loads: a neutral avatar. */
export const LoadingUser: Story = { args: { user: null } };

/** A long name is cut short in the bar and in the menu. */
export const LongName: Story = { args: { user: sampleAdminLongName, open: true } };
