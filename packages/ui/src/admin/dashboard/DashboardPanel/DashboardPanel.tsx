import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Card } from '../../../primitives/Card';
import { EmptyState } from '../../../primitives/EmptyState';
import { ErrorWithRetry } from '../../../primitives/ErrorWithRetry';
import { Spinner } from '../../../primitives/Spinner';

/** What every dashboard part receives besides its data: each part loads and fails on its own. */
export interface DashboardPartState {
  /** The first load is under way (no data yet). */
  loading?: boolean;
  /** Why the part could not load (an Arabic message); shown with a retry button. */
  error?: string | null;
  /** Asks for the part again; the retry button calls it. */
  onRetry?: () => void;
  className?: string;
}

export const dashboardPanelCopy = {
  errorTitle: (title: string) => `تعذّر تحميل ${title}`,
  loading: (title: string) => `جاري تحميل ${title}`,
} as const;

export interface DashboardPanelProps extends DashboardPartState {
  title: string;
  /** Shown at the inline end of the header (a link to the full list…). */
  actions?: ReactNode;
  /** True when the data holds nothing to show: the empty state replaces the content. */
  isEmpty: boolean;
  emptyTitle: string;
  emptyDescription?: string;
  /** Rendered only when the data is there and not empty. */
  children: () => ReactNode;
}

/**
 * The frame of one dashboard part: a titled card whose body is a spinner while loading, an error
 * with a retry button, an empty state, or the part's content.
 */
export function DashboardPanel({
  title,
  actions,
  loading = false,
  error,
  onRetry,
  isEmpty,
  emptyTitle,
  emptyDescription,
  className,
  children,
}: DashboardPanelProps) {
  let body: ReactNode;
  if (loading) {
    body = (
      <div className="flex min-h-40 items-center justify-center">
        <Spinner size="lg" label={dashboardPanelCopy.loading(title)} />
      </div>
    );
  } else if (error) {
    body = (
      <ErrorWithRetry title={dashboardPanelCopy.errorTitle(title)} onRetry={onRetry}>
        {error}
      </ErrorWithRetry>
    );
  } else if (isEmpty) {
    body = (
      <EmptyState titleAs="h3" title={emptyTitle} description={emptyDescription} className="py-8" />
    );
  } else {
    body = children();
  }
  return (
    <Card
      as="section"
      aria-label={title}
      aria-busy={loading || undefined}
      title={title}
      actions={actions}
      className={clsx('flex min-w-0 flex-col', className)}
    >
      {body}
    </Card>
  );
}
