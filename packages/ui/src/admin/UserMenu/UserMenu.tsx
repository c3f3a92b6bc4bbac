import { adminPaths } from '@laqta/contract';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut, UserRoundCog } from 'lucide-react';
import { Link } from '../../navigation/Link';
import { DatePreferencesMenuItems } from '../../primitives/DatePreferencesMenuItems/DatePreferencesMenuItems';
import { UserAvatar } from './UserAvatar';
import { useMenuTypeahead } from './useMenuTypeahead';

export const userMenuCopy = {
  trigger: 'قائمة الحساب',
  profile: 'الملف الشخصي',
  logout: 'تسجيل الخروج',
} as const;

export interface UserMenuUser {
  name: string;
  email: string;
  avatar_url: string | null;
}

export interface UserMenuProps {
  /** The signed-in admin; null while it loads. */
  user: UserMenuUser | null;
  onLogout: () => void;
  /** Controlled open state (stories); uncontrolled when omitted. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The top bar's profile image (initials when there is none or it fails), opening a menu with the
 * admin's name, a link to their profile page and 'تسجيل الخروج'.
 */
export function UserMenu({ user, onLogout, open, onOpenChange }: UserMenuProps) {
  const onTypeahead = useMenuTypeahead();
  return (
    // Not modal: the rest of the page stays readable to screen readers while the menu is open (it
    // still closes on Escape and on a click outside), and nothing focusable is hidden behind aria-hidden.
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger className="inline-flex min-h-11 items-center gap-2 rounded-pill p-1 pe-2 text-ink hover:bg-sand-100 data-[state=open]:bg-sand-100">
        <UserAvatar name={user?.name ?? null} src={user?.avatar_url ?? null} />
        <span className="sr-only">{userMenuCopy.trigger}</span>
        {user && (
          <span className="hidden max-w-48 truncate text-sm font-semibold sm:inline">
            {user.name}
          </span>
        )}
        <ChevronDown className="size-4 text-ink-muted" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          onKeyDown={onTypeahead}
          className="z-50 min-w-60 rounded-card border border-line bg-surface p-2 text-ink shadow-raised"
        >
          {user && (
            <>
              <DropdownMenu.Label className="px-3 py-2">
                <span className="block truncate font-bold">{user.name}</span>
                <span className="block truncate text-sm text-ink-muted">
                  <bdi>{user.email}</bdi>
                </span>
              </DropdownMenu.Label>
              <DropdownMenu.Separator className="my-1 h-px bg-line" />
            </>
          )}
          <DropdownMenu.Item asChild>
            <Link
              href={adminPaths.pages.profile}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control px-3 text-base font-semibold text-ink no-underline outline-none data-[highlighted]:bg-sand-100 data-[highlighted]:ring-2 data-[highlighted]:ring-focus"
            >
              <UserRoundCog className="size-5" aria-hidden="true" />
              {userMenuCopy.profile}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DatePreferencesMenuItems />
          <DropdownMenu.Item
            onSelect={onLogout}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control px-3 text-base font-semibold text-danger-700 outline-none data-[highlighted]:bg-danger-50 data-[highlighted]:ring-2 data-[highlighted]:ring-focus"
          >
            <LogOut className="size-5" aria-hidden="true" />
            {userMenuCopy.logout}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
