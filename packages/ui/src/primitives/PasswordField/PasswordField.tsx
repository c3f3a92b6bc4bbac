import { clsx } from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { controlBorder, controlClassName, FormField } from '../FormField/FormField';

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
        <div className="relative">
          <input
            ref={ref}
            type={visible ? 'text' : 'password'}
            autoComplete="current-password"
            required={required}
            disabled={disabled}
            {...input}
            {...control}
            className={clsx(controlClassName, 'pe-12', controlBorder(Boolean(error)))}
          />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-pressed={visible}
            aria-label={visible ? HIDE_PASSWORD_LABEL : SHOW_PASSWORD_LABEL}
            aria-controls={control.id}
            disabled={disabled}
            className="absolute inset-y-1 end-1 inline-flex w-10 items-center justify-center rounded-control text-ink-muted hover:bg-sand-100 hover:text-ink disabled:cursor-not-allowed"
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
