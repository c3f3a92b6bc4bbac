import { AlertTriangle, MapPin } from 'lucide-react';
import { clsx } from 'clsx';
import { useId } from 'react';
import type { PhotographerOption } from '@laqta/contract';
import { DateText } from '../../../primitives/DateText/DateText';
import { ErrorWithRetry } from '../../../primitives/ErrorWithRetry';
import { Spinner } from '../../../primitives/Spinner';
import { TextField } from '../../../primitives/TextField';

export const photographerPickerCopy = {
  search: 'ابحث عن مصور بالاسم',
  searchHint: 'المصورون المعتمدون فقط',
  results: 'المصورون',
  loading: 'جاري البحث عن المصورين',
  empty: 'لا يوجد مصور معتمد بهذا الاسم',
  error: 'تعذّر تحميل المصورين',
  free: 'لا جلسات أخرى في ذلك اليوم',
  sessionsThatDay: (count: number) =>
    count === 1 ? 'جلسة أخرى في ذلك اليوم:' : `${count} جلسات أخرى في ذلك اليوم:`,
  clash: 'تعارض في الموعد',
  current: 'المصور الحالي',
} as const;

export interface PhotographerPickerProps {
  /** What is typed in the search box (Arabic name). */
  search: string;
  onSearchChange: (search: string) => void;
  candidates: readonly PhotographerOption[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  selectedId: number | null;
  onSelect: (candidate: PhotographerOption) => void;
  /** The order's photographer now, marked in the list. */
  currentId?: number | null;
  /** The search box's error (e.g. the server's field message). */
  fieldError?: string;
}

/**
 * Choose an approved photographer: search by Arabic name, see each one's city and their other
 * sessions that day; one whose session overlaps this order's time is marked as a clash.
 */
export function PhotographerPicker({
  search,
  onSearchChange,
  candidates,
  loading = false,
  error,
  onRetry,
  selectedId,
  onSelect,
  currentId,
  fieldError,
}: PhotographerPickerProps) {
  // One radio group per picker; ids of each choice's details derive from it.
  const name = useId();
  let results;
  if (loading) {
    results = (
      <div className="flex justify-center py-6">
        <Spinner label={photographerPickerCopy.loading} />
      </div>
    );
  } else if (error) {
    results = (
      <ErrorWithRetry title={photographerPickerCopy.error} onRetry={onRetry}>
        {error}
      </ErrorWithRetry>
    );
  } else if (candidates.length === 0) {
    results = <p className="py-4 text-center text-ink-muted">{photographerPickerCopy.empty}</p>;
  } else {
    results = (
      <ul className="flex flex-col gap-2">
        {candidates.map((candidate) => {
          const selected = candidate.id === selectedId;
          const details = `${name}-${candidate.id}`;
          return (
            <li
              key={candidate.id}
              className={clsx(
                'flex items-start gap-3 rounded-control border p-3',
                selected ? 'border-brand-600 bg-brand-50' : 'border-line hover:bg-sand-50',
              )}
            >
              <input
                id={`${details}-choice`}
                type="radio"
                name={name}
                aria-describedby={details}
                className="mt-1 size-5 shrink-0 accent-brand-600"
                checked={selected}
                onChange={() => onSelect(candidate)}
              />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <label
                    htmlFor={`${details}-choice`}
                    className="cursor-pointer font-semibold text-ink"
                  >
                    {candidate.name}
                  </label>
                  {candidate.id === currentId && (
                    <span className="text-sm text-ink-muted">
                      ({photographerPickerCopy.current})
                    </span>
                  )}
                </div>
                <div id={details} className="flex flex-col gap-1 text-sm text-ink-muted">
                  <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="inline-flex items-center gap-1">
                      <MapPin className="size-4" aria-hidden="true" />
                      {candidate.city}
                    </span>
                    {candidate.clash && (
                      <span className="inline-flex items-center gap-1 font-semibold text-danger-700">
                        <AlertTriangle className="size-4" aria-hidden="true" />
                        {photographerPickerCopy.clash}
                      </span>
                    )}
                  </span>
                  <span>
                    {candidate.sessions.length === 0 ? (
                      photographerPickerCopy.free
                    ) : (
                      <>
                        {photographerPickerCopy.sessionsThatDay(candidate.sessions.length)}{' '}
                        {candidate.sessions.map((session, index) => (
                          <span key={session.order_id}>
                            {index > 0 && '، '}
                            <span dir="ltr">{session.code}</span>{' '}
                            <DateText value={session.session_at} withTime />
                          </span>
                        ))}
                      </>
                    )}
                  </span>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <TextField
        type="search"
        label={photographerPickerCopy.search}
        hint={photographerPickerCopy.searchHint}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        error={fieldError}
      />
      <div
        role="group"
        aria-label={photographerPickerCopy.results}
        aria-busy={loading || undefined}
        className="max-h-72 overflow-y-auto"
      >
        {results}
      </div>
    </div>
  );
}
