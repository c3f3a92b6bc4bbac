import { adminPaths } from '@laqta/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { adminNavItems, adminSettingsNavItem, allAdminNavItems } from './adminNavigation';
import { Sidebar } from './Sidebar';

const meta = {
  component: Sidebar,
  parameters: { layout: 'fullscreen' },
  args: { currentPath: adminPaths.pages.home },
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

/** The nine entries in the specification's order, settings last and set apart. */
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
