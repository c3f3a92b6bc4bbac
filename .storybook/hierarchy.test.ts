import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ADMIN_RESOURCES, sidebarLabelOf } from './hierarchy';

const here = path.dirname(fileURLToPath(import.meta.url));
const adminFolders = readdirSync(path.join(here, '../packages/ui/src/admin'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The Admin group's order as preview.tsx writes it out (Storybook reads storySort statically). */
function adminSortOrder(): string[] {
  const preview = readFileSync(path.join(here, 'preview.tsx'), 'utf8');
  const block = /'Admin',\s*(?:\/\/[^\n]*\n\s*)*\[([^\]]*)\]/.exec(preview)?.[1] ?? '';
  return [...block.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');
}

describe('the Admin group of the sidebar', () => {
  it('lists every resource folder (lower-case) in ADMIN_RESOURCES, and nothing else', () => {
    const resourceFolders = adminFolders.filter((name) => name === name.toLowerCase());
    expect(Object.keys(ADMIN_RESOURCES).sort()).toEqual(resourceFolders.sort());
  });

  it('sorts the overview, then the resources in ADMIN_RESOURCES order, then shared widgets', () => {
    expect(adminSortOrder()).toEqual(['Overview', ...Object.keys(ADMIN_RESOURCES), '*']);
  });

  it('names a resource folder in the sidebar, and leaves other entries as they are', () => {
    expect(sidebarLabelOf({ type: 'group', name: 'orders', parent: 'admin' })).toBe('Orders');
    expect(sidebarLabelOf({ type: 'group', name: 'DataTable', parent: 'admin' })).toBe('DataTable');
    expect(sidebarLabelOf({ type: 'story', name: 'orders', parent: 'admin' })).toBe('orders');
  });
});
