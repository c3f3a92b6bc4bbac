import { clsx } from 'clsx';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import {
  controlBorder,
  controlClassName,
  FormField,
  LTR_INPUT_TYPES,
  ltrInputClassName,
} from '../FormField/FormField';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Forwarded to the input, so `register('email')` from react-hook-form works as spread props. */
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hint,
  error,
  id,
  required,
  className,
  type = 'text',
  dir,
  ref,
  ...input
}: TextFieldProps) {
  const ltr = LTR_INPUT_TYPES.has(type);
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
        <input
          ref={ref}
          type={type}
          dir={dir ?? (ltr ? 'ltr' : undefined)}
          required={required}
          {...input}
          {...control}
          className={clsx(
            controlClassName,
            ltr && ltrInputClassName,
            controlBorder(Boolean(error)),
          )}
        />
      )}
    </FormField>
  );
}
