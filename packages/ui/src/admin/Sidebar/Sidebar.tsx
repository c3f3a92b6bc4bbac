import { adminPaths, type AdminRole } from '@laqta/contract';
import { clsx } from 'clsx';
import { Link } from '../../navigation/Link';
import { Logo } from '../../public/Logo';
import {
  adminNavItems,
  adminSettingsNavItem,
  isActiveNavItem,
  navItemsFor,
  type AdminNavItem,
} from './adminNavigation';

export const SIDEBAR_NAV_LABEL = 'القائمة الجانبية';

export interface SidebarProps {
  /** The path being shown; its entry is highlighted and marked aria-current="page". */
  currentPath: string;
  /** The signed-in admin's role: entries it may not use are left out (null: not known yet). */
  role: AdminRole | null;
  /** Called when an entry is chosen (the phone drawer closes on it). */
  onNavigate?: () => void;
  className?: string;
}

/**
 * The back office's side menu: the screens the admin's role may use, then 'الإعدادات' set apart at
 * the bottom.
 */
export function Sidebar({ currentPath, role, onNavigate, className }: SidebarProps) {
  return (
    <div className={clsx('flex h-full flex-col bg-surface', className)}>
      <div className="flex h-topbar shrink-0 items-center border-b border-line px-5">
        <Link
          href={adminPaths.pages.home}
          onClick={onNavigate}
          className="rounded-control"
          aria-label="لقطة — لوحة التحكم"
        >
          <Logo />
        </Link>
      </div>
      <nav
        aria-label={SIDEBAR_NAV_LABEL}
        className="flex min-h-0 flex-1 flex-col overflow-y-auto p-3"
      >
        <ul className="flex flex-col gap-1">
          {navItemsFor(adminNavItems, role).map((item) => (
            <li key={item.href}>
              <SidebarLink
                item={item}
                active={isActiveNavItem(item.href, currentPath)}
                onNavigate={onNavigate}
              />
            </li>
          ))}
        </ul>
        <ul className="mt-auto flex flex-col gap-1 border-t border-line pt-3">
          {navItemsFor([adminSettingsNavItem], role).map((item) => (
            <li key={item.href}>
              <SidebarLink
                item={item}
                active={isActiveNavItem(item.href, currentPath)}
                onNavigate={onNavigate}
              />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function SidebarLink({
  item,
  active,
  onNavigate,
}: {
  item: AdminNavItem;
  active: boolean;
  onNavigate?: () => void;
}) {
  const Icon = item.icon;
  return (
    <Link
      href={item.href}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      className={clsx(
        'flex min-h-11 items-center gap-3 rounded-control border-s-4 px-3 py-2 text-base transition-colors',
        active
          ? 'border-brand-600 bg-brand-50 font-bold text-brand-800'
          : 'border-transparent font-semibold text-ink-muted hover:bg-sand-100 hover:text-ink',
      )}
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      <span>{item.label}</span>
    </Link>
  );
}
