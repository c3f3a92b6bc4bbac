import { clsx } from 'clsx';
import { CalendarDays } from 'lucide-react';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { controlBorder, controlClassName } from '../FormField/FormField';

export interface PickerButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The field's label (FormField's, repeated in the name so the value is read with it). */
  label: string;
  /** The chosen day written out, or '' for the placeholder. */
  text: string;
  placeholder: string;
  invalid?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A picker's field: looks like the other form controls, opens the calendar (a dialog). */
export function PickerButton({
  label,
  text,
  placeholder,
  invalid = false,
  className,
  ref,
  ...rest
}: PickerButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-haspopup="dialog"
      // A button is named by its <label> alone; the name must also carry the chosen day.
      aria-label={`${label}: ${text || placeholder}`}
      className={clsx(
        controlClassName,
        controlBorder(invalid),
        'flex min-w-42 items-center gap-2 text-start',
        className,
      )}
      {...rest}
    >
      <span className={clsx('min-w-0 flex-1 truncate', !text && 'text-ink-muted')}>
        {text || placeholder}
      </span>
      <CalendarDays className="size-5 shrink-0 text-ink-muted" aria-hidden="true" />
    </button>
  );
}
