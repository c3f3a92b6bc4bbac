import { ArrowLeft } from 'lucide-react';
import { ChangeValue } from './ChangeValue';
import type { FieldChange } from './describeChange';

export const changeListCopy = {
  from: 'من',
  to: 'إلى',
} as const;

/**
 * An event's changes, one line per field: "label: before → after" (the arrow follows the reading
 * direction), or "label: value" for a field with one side only (a creation, a sign-in's how).
 */
export function ChangeList({ changes, currency }: { changes: FieldChange[]; currency: string }) {
  if (changes.length === 0) return null;
  return (
    <dl className="flex flex-col gap-1.5 text-sm">
      {changes.map((change) => {
        const only = change.after ?? change.before;
        return (
          <div key={change.field} className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <dt className="font-semibold text-ink-muted">{change.label}:</dt>
            <dd className="flex min-w-0 flex-wrap items-baseline gap-x-2 text-ink">
              {change.before && change.after ? (
                <>
                  <span className="sr-only">{changeListCopy.from}</span>
                  <ChangeValue
                    value={change.before}
                    currency={currency}
                    className="text-ink-muted"
                  />
                  <ArrowLeft
                    className="size-4 shrink-0 self-center ltr:rotate-180"
                    aria-hidden="true"
                  />
                  <span className="sr-only">{changeListCopy.to}</span>
                  <ChangeValue value={change.after} currency={currency} className="font-semibold" />
                </>
              ) : (
                only && <ChangeValue value={only} currency={currency} className="font-semibold" />
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
