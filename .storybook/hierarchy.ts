// The sidebar a designer walks: Introduction, Foundations, Primitives, Public, Auth, Admin (one
// group per resource folder, in ADMIN_RESOURCES' order, then the shared admin widgets), then anything else (order: `storySort` in preview.tsx). Groups are named from the top folder under
// packages/ui/src through `titlePrefix`, so a folder move (admin/Sidebar → admin/layout/Sidebar)
// changes the sidebar by itself. Capitalised prefixes keep story ids as they were: ids are
// lower-cased titles (`Admin/Sidebar` → `admin-sidebar--…`), so the baselines keep their names.

/** Top folder under packages/ui/src → sidebar group. Folders not listed keep their own name. */
export const AREA_GROUPS: Record<string, string> = {
  docs: '',
  theme: 'Foundations',
  primitives: 'Primitives',
  navigation: 'Primitives/Navigation',
  providers: 'Primitives/Providers',
  public: 'Public',
  auth: 'Auth',
  admin: 'Admin',
};

/**
 * The admin's resources in the order an operator meets them (the sidebar lists them first, the
 * shared admin widgets after), with the names the sidebar shows: the folders are lower-case
 * (`admin/orders`) and renaming them would change every story id and baseline.
 */
export const ADMIN_RESOURCES = {
  dashboard: 'Dashboard',
  orders: 'Orders',
  customers: 'Customers',
  photographers: 'Photographers',
  transactions: 'Transactions',
  payouts: 'Payouts',
  services: 'Services',
  billboards: 'Billboards',
  suggestions: 'Suggestions',
  newsletter: 'Newsletter',
  about: 'About',
  settings: 'Settings',
  team: 'Team',
  activity: 'Activity',
  profile: 'Profile',
} as const;

/** The sidebar's label of an entry: an admin resource folder by its name, anything else as is. */
export function sidebarLabelOf(entry: { type: string; name: string; parent?: string }): string {
  if (entry.type !== 'group' || entry.parent !== 'admin') return entry.name;
  return (ADMIN_RESOURCES as Record<string, string>)[entry.name] ?? entry.name;
}

export const UI_SRC = '../packages/ui/src';
const FILES = '**/*.@(mdx|stories.tsx)';

/** The group of a folder under packages/ui/src (`admin/Sidebar` → `Admin/Sidebar`). */
export function titlePrefixOf(dir: string) {
  const [area = '', ...rest] = dir.split('/');
  const group = AREA_GROUPS[area] ?? area;
  return [group, ...rest].filter(Boolean).join('/');
}

/**
 * Storybook `stories` specifiers: one per top folder, each with its group as `titlePrefix`.
 * `dirs` (comma-separated folders under packages/ui/src, LAQTA_STORY_DIRS from
 * scripts/test-storybook.mjs) narrows a build to some folders with the same titles and ids;
 * otherwise every top folder is loaded (`topFolders`, read from the disk by main.ts).
 */
export function storySpecifiers(dirs: string | undefined, topFolders: string[]) {
  const wanted = (dirs ?? '')
    .split(',')
    .map((dir) => dir.trim().replace(/^\/+|\/+$/g, ''))
    .filter(Boolean);
  return (wanted.length > 0 ? wanted : topFolders).map((dir) => ({
    directory: `${UI_SRC}/${dir}`,
    titlePrefix: titlePrefixOf(dir),
    files: FILES,
  }));
}
