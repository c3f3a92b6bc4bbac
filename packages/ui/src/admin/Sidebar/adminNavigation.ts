import { adminPaths, roleMay, type AdminRole, type Permission } from '@laqta/contract';
import {
  ArrowLeftRight,
  Camera,
  ClipboardList,
  History,
  LayoutDashboard,
  Lightbulb,
  Mail,
  Megaphone,
  Package,
  Settings,
  Users,
  UsersRound,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

export interface AdminNavItem {
  href: string;
  label: string;
  icon: LucideIcon;
  /**
   * The permission (contract `roles.ts`) a role needs to see this entry; none: every admin sees it.
   * Only a courtesy: the page itself shows the 403 screen and the server refuses the requests.
   */
  permission?: Permission;
}

/** The side menu of the back office, in the specification's order and words (§2 "Admin area"). */
export const adminNavItems: readonly AdminNavItem[] = [
  { href: adminPaths.pages.home, label: 'لوحة التحكم', icon: LayoutDashboard },
  { href: adminPaths.pages.customers, label: 'ادارة العملاء', icon: Users },
  { href: adminPaths.pages.photographers, label: 'ادارة المصورين', icon: Camera },
  { href: adminPaths.pages.orders, label: 'ادارة الطلبات', icon: ClipboardList },
  { href: adminPaths.pages.services, label: 'ادارة الخدمات', icon: Package },
  { href: adminPaths.pages.suggestions, label: 'إدارة الإقتراحات', icon: Lightbulb },
  { href: adminPaths.pages.billboards, label: 'إدارة الأعلانات', icon: Megaphone },
  { href: adminPaths.pages.transactions, label: 'إدارة المعاملات', icon: ArrowLeftRight },
  { href: adminPaths.pages.payouts, label: 'المستحقات', icon: Wallet, permission: 'money' },
  {
    href: adminPaths.pages.newsletter,
    label: 'النشرة البريدية',
    icon: Mail,
    permission: 'content',
  },
  { href: adminPaths.pages.team, label: 'فريق العمل', icon: UsersRound, permission: 'team' },
  { href: adminPaths.pages.activity, label: 'سجل النشاط', icon: History },
];

/** 'الإعدادات', set apart below the others. */
export const adminSettingsNavItem: AdminNavItem = {
  href: adminPaths.pages.settings,
  label: 'الإعدادات',
  icon: Settings,
};

/** Every entry of the side menu, settings last. */
export const allAdminNavItems: readonly AdminNavItem[] = [...adminNavItems, adminSettingsNavItem];

/**
 * The entries an admin of `role` may use. While the role is not known yet (the first `me` still
 * loading), only the entries every admin sees.
 */
export function navItemsFor(
  items: readonly AdminNavItem[],
  role: AdminRole | null,
): AdminNavItem[] {
  return items.filter(
    (item) => item.permission === undefined || (role !== null && roleMay(role, item.permission)),
  );
}

/**
 * Whether a menu entry is the current route: the same path or one below it (an edit view under
 * /admin/services stays under 'ادارة الخدمات'). Case-insensitive, as the router matches.
 */
export function isActiveNavItem(href: string, currentPath: string): boolean {
  const path = currentPath.toLowerCase().replace(/\/+$/, '');
  const target = href.toLowerCase();
  return path === target || path.startsWith(`${target}/`);
}
