import { adminPaths, forbiddenForRoleMessage } from '@laqta/contract';
import { clsx } from 'clsx';
import { House, ShieldOff } from 'lucide-react';
import { Link } from '../../navigation/Link';
import { EmptyState } from '../../primitives/EmptyState';

export const forbiddenScreenCopy = {
  title: 'ليست لديك صلاحية لفتح هذه الصفحة',
  /** The server's 403 words, so the page and a refused request say the same thing. */
  description: `${forbiddenForRoleMessage}. إن احتجت إليها فاطلبها من مالك المنصة.`,
  home: 'العودة إلى لوحة التحكم',
} as const;

export interface ForbiddenScreenProps {
  /** The server's own message when a request answered 403 (it is Arabic). */
  description?: string;
  className?: string;
}

/**
 * A page outside the admin's role (`/admin/team` for a non-owner), or a screen whose request the
 * server refused with 403: says so in Arabic and leads back to the dashboard. Not ErrorPage, whose
 * one way out is a reload: reloading cannot grant a permission.
 */
export function ForbiddenScreen({
  description = forbiddenScreenCopy.description,
  className,
}: ForbiddenScreenProps) {
  return (
    <div role="alert" className={clsx('flex min-h-[60vh] items-center justify-center', className)}>
      <EmptyState
        titleAs="h1"
        title={forbiddenScreenCopy.title}
        description={description}
        icon={<ShieldOff className="size-7" />}
        action={
          <Link
            href={adminPaths.pages.home}
            className="inline-flex min-h-11 items-center gap-2 rounded-control bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
          >
            <House className="size-4" aria-hidden="true" />
            {forbiddenScreenCopy.home}
          </Link>
        }
      />
    </div>
  );
}
