import { settingMessages } from '@laqta/contract';
import { clsx } from 'clsx';
import { useId } from 'react';
import {
  controlBorder,
  controlClassName,
  LTR_INPUT_TYPES,
  ltrInputClassName,
} from '../../../primitives/FormField/FormField';

export const settingCardCopy = {
  /** Shown when a setting has no name (specification §2). */
  noName: 'No Name',
  edited: 'تعديل غير محفوظ',
  typeLabel: 'النوع',
  required: settingMessages.valueRequired,
} as const;

/** The part of a setting a card shows. */
export interface SettingCardSetting {
  id: number;
  name: string;
  value: string;
  type: string;
}

export interface SettingCardProps {
  setting: SettingCardSetting;
  /** What the box holds: the pending edit if there is one, else the saved value. */
  value: string;
  /** Called with every change of the text; the screen keeps it as a pending edit of this id. */
  onChange: (id: number, value: string) => void;
  /** The value differs from the saved one (not saved yet). */
  edited?: boolean;
  /** An error under the box (e.g. the value was emptied). */
  error?: string;
  /** While saving, the box is read-only so what is being saved is what is shown. */
  readOnly?: boolean;
}

/** Types whose values are written left to right (addresses, numbers) even on an Arabic page. */
const ltrTypes: Record<string, string> = { url: 'url', email: 'email', phone: 'tel' };

/** Long texts get a tall box; short values a few lines (the box still grows by dragging). */
function rowsFor(type: string, value: string): number {
  if (type === 'long_text') return 10;
  return Math.min(6, Math.max(2, value.split('\n').length));
}

/**
 * One setting on the settings screen (specification §2): its name (fallback 'No Name'), its type
 * as a label, and a required, multi-line text box holding the value.
 */
export function SettingCard({
  setting,
  value,
  onChange,
  edited = false,
  error,
  readOnly = false,
}: SettingCardProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const typeId = `${id}-type`;
  const name = setting.name.trim() || settingCardCopy.noName;
  const ltr = LTR_INPUT_TYPES.has(ltrTypes[setting.type] ?? '');

  return (
    <article
      className={clsx(
        'rounded-card border bg-surface p-5 shadow-card',
        edited ? 'border-brand-400' : 'border-line',
      )}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="min-w-0 text-base font-bold break-all text-ink">
          {name}
          <span aria-hidden="true" className="ms-1 text-danger-600">
            *
          </span>
        </label>
        <div className="flex flex-wrap items-center gap-2">
          {edited && (
            <span className="rounded-pill border border-brand-200 bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
              {settingCardCopy.edited}
            </span>
          )}
          <span
            id={typeId}
            className="rounded-pill border border-sand-300 bg-sand-100 px-2.5 py-0.5 text-xs font-semibold text-sand-700"
          >
            <span className="sr-only">{settingCardCopy.typeLabel}: </span>
            {setting.type}
          </span>
        </div>
      </div>
      <textarea
        id={id}
        required
        readOnly={readOnly}
        rows={rowsFor(setting.type, value)}
        value={value}
        dir={ltr ? 'ltr' : 'auto'}
        onChange={(event) => onChange(setting.id, event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={clsx(error && errorId, typeId)}
        className={clsx(
          controlClassName,
          'min-h-16 resize-y leading-relaxed',
          ltr && ltrInputClassName,
          controlBorder(Boolean(error)),
          readOnly && 'bg-surface-muted',
        )}
      />
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-semibold text-danger-600">
          {error}
        </p>
      )}
    </article>
  );
}
