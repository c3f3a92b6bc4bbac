import { clsx } from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { controlBorder, FormField, ltrInputClassName } from '../FormField/FormField';

export interface PasswordFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'size' | 'type'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export const SHOW_PASSWORD_LABEL = 'إظهار كلمة المرور';
export const HIDE_PASSWORD_LABEL = 'إخفاء كلمة المرور';

/** A password input with a show/hide toggle at its inline end. */
export function PasswordField({
  label,
  hint,
  error,
  id,
  required,
  className,
  disabled,
  ref,
  ...input
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(control) => (
        // The border is on the row, so the toggle sits at the row's end whatever the input's direction.
        <div
          className={clsx(
            'flex items-stretch rounded-control border bg-surface',
            disabled && 'bg-sand-100',
            controlBorder(Boolean(error)),
          )}
        >
          <input
            ref={ref}
            type={visible ? 'text' : 'password'}
            dir="ltr"
            autoComplete="current-password"
            required={required}
            disabled={disabled}
            {...input}
            {...control}
            className={clsx(
              'min-w-0 flex-1 rounded-control bg-transparent px-3.5 py-2.5 text-base text-ink',
              'placeholder:text-sand-500 disabled:cursor-not-allowed disabled:text-ink-muted',
              ltrInputClassName,
            )}
          />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-pressed={visible}
            aria-label={visible ? HIDE_PASSWORD_LABEL : SHOW_PASSWORD_LABEL}
            aria-controls={control.id}
            disabled={disabled}
            className="m-1 inline-flex w-10 shrink-0 items-center justify-center rounded-control text-ink-muted hover:bg-sand-100 hover:text-ink disabled:cursor-not-allowed"
          >
            {visible ? (
              <EyeOff className="size-5" aria-hidden="true" />
            ) : (
              <Eye className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
      )}
    </FormField>
  );
}
