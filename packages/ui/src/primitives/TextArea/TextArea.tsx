import { clsx } from 'clsx';
import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { controlBorder, controlClassName, FormField } from '../FormField/FormField';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({
  label,
  hint,
  error,
  id,
  required,
  rows = 4,
  className,
  ref,
  ...textarea
}: TextAreaProps) {
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
        <textarea
          ref={ref}
          rows={rows}
          required={required}
          {...textarea}
          {...control}
          className={clsx(
            controlClassName,
            'min-h-24 resize-y leading-relaxed',
            controlBorder(Boolean(error)),
          )}
        />
      )}
    </FormField>
  );
}
