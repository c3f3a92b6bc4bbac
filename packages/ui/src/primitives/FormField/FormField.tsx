import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

/** The attributes a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Help under the control. */
  hint?: ReactNode;
  /** Error under the control; marks the control aria-invalid. */
  error?: ReactNode;
  /** Shows a required mark next to the label (the control carries `required` itself). */
  required?: boolean;
  /** Control id; generated when omitted. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export const controlClassName = clsx(
  'block w-full rounded-control border bg-surface px-3.5 py-2.5 text-base text-ink',
  'placeholder:text-sand-500 disabled:cursor-not-allowed disabled:bg-sand-100 disabled:text-ink-muted',
);

/**
 * Emails, phone numbers, URLs and passwords are written left to right even on an Arabic page.
 * `dir=ltr` keeps their characters in order; `ltr-value` (theme.css) keeps them aligned with the
 * form: on the right in RTL, on the left in LTR.
 */
export const LTR_INPUT_TYPES = new Set(['email', 'tel', 'url', 'number', 'password']);
export const ltrInputClassName = 'ltr-value';

export function controlBorder(invalid: boolean) {
  return invalid ? 'border-danger-600' : 'border-line-strong';
}

/** Label, hint and error around any form control, wired with aria-describedby / aria-invalid. */
export function FormField({
  label,
  hint,
  error,
  required,
  id,
  className,
  children,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className="text-sm font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-1 text-danger-600">
            *
          </span>
        )}
      </label>
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-semibold text-danger-600">
          {error}
        </p>
      )}
    </div>
  );
}
