import { adminPaths, type Permission } from '@laqta/contract';
import { matchPath } from 'react-router-dom';

/**
 * Pages only some roles may open (contract `roles.ts`); every other page is read by every admin.
 * A page here opened by another role shows the 403 screen (AdminShell). A courtesy, like the
 * hidden buttons: the server refuses the requests themselves.
 */
export const pagePermissions: Partial<Record<keyof typeof adminPaths.pages, Permission>> = {
  team: 'team',
  // The service forms only write: no use to a role that may not save them.
  serviceNew: 'content',
  serviceEdit: 'content',
};

/** The permission the page at `pathname` needs, or null when every admin may open it. */
export function permissionOfPage(pathname: string): Permission | null {
  for (const [page, permission] of Object.entries(pagePermissions)) {
    const pattern = adminPaths.pages[page as keyof typeof adminPaths.pages];
    if (matchPath({ path: pattern, caseSensitive: false, end: true }, pathname)) return permission;
  }
  return null;
}
