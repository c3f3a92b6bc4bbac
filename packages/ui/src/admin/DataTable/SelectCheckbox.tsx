import { clsx } from 'clsx';

export interface SelectCheckboxProps {
  label: string;
  checked: boolean;
  /** Some, not all, of what it stands for is selected (the header's "part of the page"). */
  indeterminate?: boolean;
  onChange: () => void;
  className?: string;
}

/** A row's (or the page's) selection checkbox: native, so keyboard and screen readers just work. */
export function SelectCheckbox({
  label,
  checked,
  indeterminate = false,
  onChange,
  className,
}: SelectCheckboxProps) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      // `indeterminate` is a property, not an attribute: set it on the element.
      ref={(element) => {
        if (element) element.indeterminate = indeterminate;
      }}
      onChange={onChange}
      className={clsx('size-5 cursor-pointer accent-brand-600', className)}
    />
  );
}
