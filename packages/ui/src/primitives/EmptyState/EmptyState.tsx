import { clsx } from 'clsx';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Defaults to an empty-tray icon. */
  icon?: ReactNode;
  /** A button or link that gets the user going. */
  action?: ReactNode;
  titleAs?: 'h1' | 'h2' | 'h3';
  className?: string;
}

export function EmptyState({
  title,
  description,
  icon,
  action,
  titleAs: Heading = 'h2',
  className,
}: EmptyStateProps) {
  return (
    <div className={clsx('flex flex-col items-center gap-3 px-6 py-12 text-center', className)}>
      <div
        className="flex size-14 items-center justify-center rounded-pill bg-brand-50 text-brand-700"
        aria-hidden="true"
      >
        {icon ?? <Inbox className="size-7" />}
      </div>
      <Heading className="text-lg font-bold text-ink">{title}</Heading>
      {description && (
        <p className="max-w-prose text-sm leading-relaxed text-ink-muted">{description}</p>
      )}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
