import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Card } from '../../primitives/Card';

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
