import { clsx } from 'clsx';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../navigation/Link';
import { Card } from '../../primitives/Card';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorWithRetry } from '../../primitives/ErrorWithRetry';
import { Spinner } from '../../primitives/Spinner';

export const detailViewCopy = {
  loading: 'جاري تحميل التفاصيل',
  errorTitle: 'تعذّر تحميل التفاصيل',
  notFoundTitle: 'العنصر غير موجود',
  notFoundDescription: 'ربما حُذف أو أن الرابط غير صحيح.',
} as const;

/** What every detail screen receives from its route: the record once it is there, and its state. */
export interface DetailState<T> {
  data?: T;
  loading?: boolean;
  error?: string | null;
  notFound?: boolean;
  onRetry?: () => void;
}

export interface DetailField {
  label: string;
  value: ReactNode;
  /** Written left to right (e-mail, phone, code). */
  ltr?: boolean;
}

export interface DetailViewProps {
  /** The page's h1 (e.g. the customer's name); shown once the record is there. */
  title?: ReactNode;
  /** Shown beside the title (a status…). */
  badge?: ReactNode;
  back: { href: string; label: string };
  loading?: boolean;
  error?: string | null;
  notFound?: boolean;
  onRetry?: () => void;
  /** The record's fields. */
  fields?: DetailField[];
  /** Related records (sections under the fields). */
  children?: ReactNode;
}

/** The frame of every detail view: back link, title, the record's fields and related sections. */
export function DetailView({
  title,
  badge,
  back,
  loading,
  error,
  notFound,
  onRetry,
  fields = [],
  children,
}: DetailViewProps) {
  let body: ReactNode;
  if (loading) {
    body = (
      <div className="flex min-h-60 items-center justify-center">
        <Spinner size="lg" label={detailViewCopy.loading} />
      </div>
    );
  } else if (notFound) {
    body = (
      <EmptyState
        title={detailViewCopy.notFoundTitle}
        description={detailViewCopy.notFoundDescription}
        action={<Link href={back.href}>{back.label}</Link>}
      />
    );
  } else if (error) {
    body = (
      <ErrorWithRetry title={detailViewCopy.errorTitle} onRetry={onRetry}>
        {error}
      </ErrorWithRetry>
    );
  } else {
    body = (
      <div className="flex flex-col gap-6">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="min-w-0 break-words text-2xl font-extrabold text-ink sm:text-3xl">
            {title}
          </h1>
          {badge}
        </div>
        <Card>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
            {fields.map((field) => (
              <div key={field.label} className="flex min-w-0 flex-col gap-1">
                <dt className="text-sm text-ink-muted">{field.label}</dt>
                <dd
                  className={clsx(
                    'min-w-0 break-words font-semibold text-ink',
                    field.ltr && 'ltr-value',
                  )}
                  dir={field.ltr ? 'ltr' : undefined}
                >
                  {field.value}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
        {children}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <Link
        href={back.href}
        className="inline-flex w-fit items-center gap-1 font-semibold text-brand-700 hover:underline"
      >
        <ArrowRight className="size-4 ltr:rotate-180" aria-hidden="true" />
        {back.label}
      </Link>
      {body}
    </div>
  );
}

export interface RelatedColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
}

export interface RelatedTableProps<T> {
  title: string;
  rows: T[];
  rowKey: (row: T) => string | number;
  columns: RelatedColumn<T>[];
  emptyText: string;
  /** A link under the table (e.g. to the full filtered list). */
  footer?: ReactNode;
}

/**
 * Related records of a detail view (a customer's orders, an order's transactions): a table on
 * wide screens, label/value cards on phones.
 */
export function RelatedTable<T>({
  title,
  rows,
  rowKey,
  columns,
  emptyText,
  footer,
}: RelatedTableProps<T>) {
  return (
    <Card as="section" title={title} titleAs="h2" padding="none">
      {rows.length === 0 ? (
        <p className="px-5 pb-5 text-ink-muted">{emptyText}</p>
      ) : (
        <>
          <div className="hidden overflow-x-auto md:block">
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="bg-surface-muted">
                <tr>
                  {columns.map((c) => (
                    <th
                      key={c.header}
                      scope="col"
                      className={clsx(
                        'border-b border-line px-4 py-2.5 font-bold text-ink',
                        c.numeric ? 'text-end' : 'text-start',
                      )}
                    >
                      {c.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={rowKey(row)} className="border-b border-line last:border-b-0">
                    {columns.map((c) => (
                      <td
                        key={c.header}
                        className={clsx(
                          'px-4 py-2.5 align-top text-ink',
                          c.numeric ? 'text-end whitespace-nowrap' : 'text-start',
                        )}
                      >
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col divide-y divide-line md:hidden" aria-label={title}>
            {rows.map((row) => (
              <li key={rowKey(row)} className="p-4">
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  {columns.map((c) => (
                    <div key={c.header} className="contents">
                      <dt className="text-ink-muted">{c.header}</dt>
                      <dd className="min-w-0 break-words text-ink">{c.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
      {footer && <div className="border-t border-line px-5 py-3">{footer}</div>}
    </Card>
  );
}
