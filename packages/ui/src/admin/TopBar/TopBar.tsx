import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { UserMenu, type UserMenuProps } from '../UserMenu';

/** The specification's top bar height (§2, §9), also the theme's `--spacing-topbar`. */
export const TOP_BAR_HEIGHT_PX = 71.5;

export interface TopBarProps extends UserMenuProps {
  /** At the inline start: the phone drawer's menu button. */
  leading?: ReactNode;
  className?: string;
}

/** The back office's top bar: 71.5 px high, the admin's profile image and menu at the inline end. */
export function TopBar({ leading, className, ...menu }: TopBarProps) {
  return (
    <header
      className={clsx(
        'sticky top-0 z-20 flex h-topbar items-center gap-3 border-b border-line bg-surface px-4 sm:px-page',
        className,
      )}
    >
      {leading}
      <div className="ms-auto">
        <UserMenu {...menu} />
      </div>
    </header>
  );
}
