import type { AdminRole } from '@laqta/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Sidebar } from '../Sidebar';
import { TopBar } from '../TopBar';
import type { UserMenuUser } from '../UserMenu';

export const adminLayoutCopy = {
  skipToContent: 'انتقل إلى المحتوى',
  openMenu: 'فتح القائمة',
  closeMenu: 'إغلاق القائمة',
  drawerTitle: 'القائمة',
} as const;

export interface AdminLayoutProps {
  /** The path being shown (highlights its side-menu entry). */
  currentPath: string;
  /** The signed-in admin; their role leaves out the side-menu entries it may not use. */
  user: (UserMenuUser & { role?: AdminRole }) | null;
  onLogout: () => void;
  /** The phone drawer's state, controlled (stories) or left to the layout. */
  drawerOpen?: boolean;
  onDrawerOpenChange?: (open: boolean) => void;
  /** The user menu's state, controlled (stories) or left to the menu. */
  userMenuOpen?: boolean;
  onUserMenuOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/**
 * The back office frame (§2 "Admin area"): the side menu at the inline start on medium and larger
 * screens (a drawer on phones), the 71.5 px top bar, and the screen.
 */
export function AdminLayout({
  currentPath,
  user,
  onLogout,
  drawerOpen,
  onDrawerOpenChange,
  userMenuOpen,
  onUserMenuOpenChange,
  children,
}: AdminLayoutProps) {
  const [ownDrawerOpen, setOwnDrawerOpen] = useState(false);
  const isDrawerOpen = drawerOpen ?? ownDrawerOpen;
  const setDrawerOpen = (open: boolean) => {
    setOwnDrawerOpen(open);
    onDrawerOpenChange?.(open);
  };

  return (
    <div className="min-h-dvh bg-canvas">
      <a
        href="#admin-content"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-control focus:bg-surface focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-700 focus:shadow-raised"
      >
        {adminLayoutCopy.skipToContent}
      </a>

      <aside className="fixed inset-y-0 start-0 z-30 hidden w-64 border-e border-line md:block">
        <Sidebar currentPath={currentPath} role={user?.role ?? null} />
      </aside>

      <Dialog.Root open={isDrawerOpen} onOpenChange={setDrawerOpen}>
        <div className="flex min-h-dvh flex-col md:ps-64">
          <TopBar
            user={user}
            onLogout={onLogout}
            open={userMenuOpen}
            onOpenChange={onUserMenuOpenChange}
            leading={
              <Dialog.Trigger
                aria-label={adminLayoutCopy.openMenu}
                className="inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-sand-100 md:hidden"
              >
                <Menu className="size-6" aria-hidden="true" />
              </Dialog.Trigger>
            }
          />
          <main id="admin-content" tabIndex={-1} className="flex-1 p-4 outline-none sm:p-page">
            {children}
          </main>
        </div>

        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-sand-900/50 md:hidden" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 start-0 z-50 w-72 max-w-[85vw] border-e border-line bg-surface shadow-raised outline-none md:hidden"
          >
            <Dialog.Title className="sr-only">{adminLayoutCopy.drawerTitle}</Dialog.Title>
            <Sidebar
              currentPath={currentPath}
              role={user?.role ?? null}
              onNavigate={() => setDrawerOpen(false)}
            />
            <Dialog.Close
              aria-label={adminLayoutCopy.closeMenu}
              className="absolute end-3 top-3.5 inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-sand-100"
            >
              <X className="size-6" aria-hidden="true" />
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
