import { adminPaths } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { onPhone } from '../../storybook/viewports';
import { AdminPlaceholder } from '../AdminPlaceholder';
import { allAdminNavItems, SIDEBAR_NAV_LABEL } from '../Sidebar';
import { TOP_BAR_HEIGHT_PX } from '../TopBar';
import { userMenuCopy } from '../UserMenu';
import { sampleAdmin, sampleAdminWithPortrait } from '../../storybook/adminFixtures';
import { AdminLayout, adminLayoutCopy, type AdminLayoutProps } from './AdminLayout';

const meta = {
  component: AdminLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    currentPath: adminPaths.pages.home,
    user: sampleAdminWithPortrait,
    onLogout: fn(),
    children: null,
  },
  render: (args) => (
    <AdminLayout {...args}>
      <AdminPlaceholder title={titleOf(args.currentPath)} />
    </AdminLayout>
  ),
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

function titleOf(path: string): string {
  return allAdminNavItems.find((item) => item.href === path)?.label ?? 'عن لقطة';
}

/** One story per side-menu entry: that entry, and only it, is the current page. */
function activeEntry(index: number): Story {
  const item = allAdminNavItems[index]!;
  return {
    args: { currentPath: item.href } satisfies Partial<AdminLayoutProps>,
    play: async ({ canvas }) => {
      const nav = canvas.getByRole('navigation', { name: SIDEBAR_NAV_LABEL });
      const current = within(nav)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page');
      await expect(current).toHaveLength(1);
      await expect(current[0]).toHaveTextContent(item.label);
      await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBe(
        TOP_BAR_HEIGHT_PX,
      );
    },
  };
}

export const Home = activeEntry(0);
export const Users = activeEntry(1);
export const Photographers = activeEntry(2);
export const Orders = activeEntry(3);
export const Services = activeEntry(4);
export const Suggestions = activeEntry(5);
export const Billboards = activeEntry(6);
export const Transactions = activeEntry(7);
// Settings stays last whatever entries are added above it.
export const Settings = activeEntry(allAdminNavItems.length - 1);

/** The user menu opens on the profile image, closes with Escape, and logs out. */
export const MenuOpen: Story = {
  args: { user: sampleAdmin },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: new RegExp(userMenuCopy.trigger) });
    await userEvent.click(trigger);
    await expect(await screen.findByRole('menuitem', { name: userMenuCopy.logout })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: userMenuCopy.logout }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    // Left open for the visual snapshot.
    await userEvent.click(trigger);
    await expect(await screen.findByRole('menu')).toBeVisible();
  },
};

/** Phones: no sidebar; the menu button opens the side menu as a drawer, which closes again. */
export const PhoneDrawer: Story = {
  ...onPhone,
  parameters: {
    ...onPhone.parameters,
    // The open drawer is a modal dialog: Radix hides the page behind it with aria-hidden and traps
    // focus inside the drawer, so the page's links cannot be reached — axe's aria-hidden-focus rule
    // cannot see the trap. Only that rule is off, and only for this story (per-run options).
    a11y: { options: { rules: { 'aria-hidden-focus': { enabled: false } } } },
  },
  args: { currentPath: adminPaths.pages.orders },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('navigation', { name: SIDEBAR_NAV_LABEL })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: adminLayoutCopy.openMenu }));
    const drawer = await screen.findByRole('dialog', { name: adminLayoutCopy.drawerTitle });
    const nav = within(drawer).getByRole('navigation', { name: SIDEBAR_NAV_LABEL });
    await expect(within(nav).getByRole('link', { name: 'ادارة الطلبات' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(drawer).getByRole('button', { name: adminLayoutCopy.closeMenu }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Open again for the visual snapshot.
    await userEvent.click(canvas.getByRole('button', { name: adminLayoutCopy.openMenu }));
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};

/** Phones, drawer closed. */
export const Phone: Story = { ...onPhone, args: { currentPath: adminPaths.pages.home } };

/** While the signed-in admin loads. */
export const LoadingUser: Story = { args: { user: null } };

/** /admin/about: a screen outside the menu, nothing highlighted. */
export const About: Story = { args: { currentPath: adminPaths.pages.about } };
