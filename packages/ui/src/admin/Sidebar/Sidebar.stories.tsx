import { adminPaths, adminRoleLabels, type AdminRole } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { adminNavItems, adminSettingsNavItem, allAdminNavItems } from './adminNavigation';
import { Sidebar } from './Sidebar';

const meta = {
  component: Sidebar,
  parameters: { layout: 'fullscreen' },
  args: { currentPath: adminPaths.pages.home, role: 'owner' },
  decorators: [
    (Story) => (
      <div className="h-[800px] w-64 border-e border-line">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An owner: every entry in the specification's order, the team too, settings last and set apart. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link').slice(1); // the first is the logo
    await expect(links.map((link) => link.textContent)).toEqual(
      allAdminNavItems.map((item) => item.label),
    );
    await expect(canvas.getByRole('link', { name: adminNavItems[0]!.label })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const lists = canvas.getAllByRole('list');
    await expect(lists).toHaveLength(2);
    await expect(lists[1]).toHaveTextContent(adminSettingsNavItem.label);
  },
};

/** 'الإعدادات' current. */
export const SettingsActive: Story = {
  args: { currentPath: adminPaths.pages.settings },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: adminSettingsNavItem.label })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      canvas.getAllByRole('link').filter((l) => l.getAttribute('aria-current') === 'page'),
    ).toHaveLength(1);
  },
};

/** A view below a screen (a service's edit form) keeps that screen's entry highlighted. */
export const NestedRoute: Story = {
  args: { currentPath: '/admin/services/12/edit' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'ادارة الخدمات' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** /admin/about is not in the menu: nothing is highlighted. */
export const NoActiveEntry: Story = {
  args: { currentPath: adminPaths.pages.about },
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByRole('link').filter((l) => l.hasAttribute('aria-current')),
    ).toHaveLength(0);
  },
};

const teamLabel = 'فريق العمل';

/** A role without the team: its entry is left out, the others stay (every admin reads every screen). */
function sidebarOf(role: AdminRole): Story {
  return {
    args: { role },
    parameters: { docs: { description: { story: `دور ${adminRoleLabels[role]}` } } },
    play: async ({ canvas }) => {
      await expect(canvas.queryByRole('link', { name: teamLabel })).toBeNull();
      await expect(canvas.getByRole('link', { name: 'ادارة الطلبات' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: adminSettingsNavItem.label })).toBeVisible();
    },
  };
}

export const Operations = sidebarOf('operations');
export const Finance = sidebarOf('finance');
export const Content = sidebarOf('content');

/** Before the first `me` answers, only the entries every admin sees. */
export const RoleUnknown: Story = {
  args: { role: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: teamLabel })).toBeNull();
  },
};

/** The owner on the team page: its entry is current. */
export const OwnerOnTeam: Story = {
  args: { currentPath: adminPaths.pages.team },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: teamLabel })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
