import { serviceImageProblem, serviceImageTypes } from '@laqta/contract';
import { clsx } from 'clsx';
import { ImagePlus } from 'lucide-react';
import { useId, useRef } from 'react';
import { useObjectUrl } from './useObjectUrl';

export const imagePickerCopy = {
  choose: 'اختيار صورة',
  change: 'تغيير الصورة',
  clear: 'إلغاء الصورة المختارة',
  hint: 'JPEG أو PNG أو WebP، بحد أقصى 5 ميغابايت.',
  previewAlt: 'معاينة الصورة المختارة',
  currentAlt: 'الصورة الحالية للخدمة',
  none: 'لا توجد صورة بعد',
} as const;

export interface ImagePickerProps {
  label: string;
  /** The picked file (kept by the form so it survives a failed save). */
  file: File | null;
  /** The stored image shown until another is picked (edit). */
  currentUrl?: string | null;
  /** A client check or server error, shown under the picker. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** A file that passed the type and size checks, or null when cleared. */
  onChange: (file: File | null) => void;
  /** A picked file that is refused, with the reason. */
  onReject: (message: string) => void;
  /** The types offered (default: a service image's). */
  accept?: readonly string[];
  /** Why a picked file is refused, or null (default: a service image's type and size check). */
  problemOf?: (file: File) => string | null;
  /** The types and size allowed, under the picker. */
  hint?: string;
  /** The stored image's alternative text. */
  currentAlt?: string;
}

/** An image input with a preview of the picked file (object URL, revoked) or the current image. */
export function ImagePicker({
  label,
  file,
  currentUrl,
  error,
  required,
  disabled,
  onChange,
  onReject,
  accept = serviceImageTypes,
  problemOf = serviceImageProblem,
  hint = imagePickerCopy.hint,
  currentAlt = imagePickerCopy.currentAlt,
}: ImagePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const previewUrl = useObjectUrl(file);
  const shown = previewUrl ?? currentUrl ?? null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-1 text-danger-600">
            *
          </span>
        )}
      </span>
      <div className="flex flex-wrap items-center gap-4">
        <div
          className={clsx(
            'flex size-32 shrink-0 items-center justify-center overflow-hidden rounded-card border bg-surface-muted',
            error ? 'border-danger-600' : 'border-line-strong',
          )}
        >
          {shown ? (
            <img
              src={shown}
              alt={previewUrl ? imagePickerCopy.previewAlt : currentAlt}
              className="size-full object-cover"
            />
          ) : (
            <span className="px-2 text-center text-sm text-ink-muted">{imagePickerCopy.none}</span>
          )}
        </div>
        <div className="flex flex-col items-start gap-2">
          {/* The real input stays in the tab order (visually hidden), styled through its label. */}
          <input
            ref={input}
            id={id}
            type="file"
            accept={accept.join(',')}
            className="peer sr-only"
            disabled={disabled}
            aria-labelledby={`${id}-label ${id}-button`}
            aria-describedby={clsx(error && errorId, hintId)}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              const picked = event.currentTarget.files?.[0] ?? null;
              // Reset so picking the same file again still fires a change.
              event.currentTarget.value = '';
              if (!picked) return;
              const problem = problemOf(picked);
              if (problem) onReject(problem);
              else onChange(picked);
            }}
          />
          <label
            id={`${id}-button`}
            htmlFor={id}
            className={clsx(
              'inline-flex cursor-pointer items-center gap-2 rounded-control border border-line-strong bg-surface px-4 py-2 text-sm font-semibold text-ink hover:bg-sand-50',
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
              disabled && 'cursor-not-allowed opacity-60',
            )}
          >
            <ImagePlus className="size-4" aria-hidden="true" />
            {shown ? imagePickerCopy.change : imagePickerCopy.choose}
          </label>
          {file && (
            <button
              type="button"
              disabled={disabled}
              onClick={() => onChange(null)}
              className="text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {imagePickerCopy.clear}
            </button>
          )}
          {file && (
            <p className="max-w-64 truncate text-sm text-ink-muted" dir="auto">
              {file.name}
            </p>
          )}
        </div>
      </div>
      <p id={hintId} className="text-sm text-ink-muted">
        {hint}
      </p>
      {error && (
        <p id={errorId} className="text-sm font-semibold text-danger-600">
          {error}
        </p>
      )}
    </div>
  );
}
