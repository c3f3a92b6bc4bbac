import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface PageTitleProps {
  /** The page's one h1. */
  title: ReactNode;
  description?: ReactNode;
  /** Buttons at the inline end (they wrap under the title on phones). */
  actions?: ReactNode;
  className?: string;
}

export function PageTitle({ title, description, actions, className }: PageTitleProps) {
  return (
    <div className={clsx('mb-6 flex flex-wrap items-end justify-between gap-4', className)}>
      <div className="min-w-0 flex-1 basis-64">
        <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">{title}</h1>
        {description && (
          <p className="mt-1 text-base leading-relaxed text-ink-muted">{description}</p>
        )}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
