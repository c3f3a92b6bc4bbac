import { clsx } from 'clsx';
import { DateRangePicker } from '../../primitives/DateRangePicker/DateRangePicker';
import { controlClassName, FormField } from '../../primitives/FormField/FormField';
import { dataTableCopy } from './copy';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  label: string;
  /** '' means "all". */
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  /** The label of the "no filter" choice. */
  allLabel?: string;
  className?: string;
}

/** A list filter with a fixed set of choices (a status, a city…); the first choice clears it. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  allLabel = dataTableCopy.all,
  className,
}: FilterSelectProps) {
  return (
    <FormField label={label} className={className}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={clsx(controlClassName, 'border-line-strong')}
        >
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

export interface DateRangeFilterProps {
  /** `YYYY-MM-DD` or ''. */
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
  fromLabel?: string;
  toLabel?: string;
  /** A server message for the range (e.g. the end before the start). */
  error?: string;
}

/**
 * Two date fields that bound a list by business day (inclusive), picked on one Arabic calendar
 * with presets (DateRangePicker).
 */
export function DateRangeFilter({
  from,
  to,
  onChange,
  fromLabel = dataTableCopy.from,
  toLabel = dataTableCopy.to,
  error,
}: DateRangeFilterProps) {
  return (
    <DateRangePicker
      from={from}
      to={to}
      onChange={onChange}
      fromLabel={fromLabel}
      toLabel={toLabel}
      error={error}
    />
  );
}
