import { adminPaths } from '@laqta/contract';
import { AdminPlaceholder, allAdminNavItems } from '@laqta/ui';

/** Titles of back-office screens outside the side menu. */
const otherTitles: Record<string, string> = { [adminPaths.pages.about]: 'عن لقطة' };

/** A screen that a later issue builds: until then, its title and the shared empty state. */
export function PlaceholderRoute({ path }: { path: string }) {
  const title =
    allAdminNavItems.find((item) => item.href === path)?.label ?? otherTitles[path] ?? '';
  return <AdminPlaceholder title={title} />;
}
