import { clsx } from 'clsx';
import { formatMoney } from '../../../format/money';
import { DateText } from '../../../primitives/DateText/DateText';
import type { ShownValue } from './describeChange';

export const changeValueCopy = {
  empty: 'فارغ',
  image: 'عرض الصورة',
} as const;

/** One recorded value, as `describeValue` said to show it. */
export function ChangeValue({
  value,
  currency,
  className,
}: {
  value: ShownValue;
  currency: string;
  className?: string;
}) {
  switch (value.kind) {
    case 'empty':
      return <span className={clsx('text-ink-muted', className)}>{changeValueCopy.empty}</span>;
    case 'money':
      return <span className={className}>{formatMoney(value.minorUnits, currency)}</span>;
    case 'moment':
      return <DateText value={value.iso} withTime className={className} />;
    case 'image':
      return (
        <a
          href={value.url}
          target="_blank"
          rel="noopener noreferrer"
          className={clsx('text-brand-700 underline underline-offset-4', className)}
        >
          {changeValueCopy.image}
        </a>
      );
    case 'text':
      return (
        <span
          dir={value.ltr ? 'ltr' : undefined}
          title={value.long ? value.text : undefined}
          className={clsx(
            'break-words',
            value.ltr && 'ltr-value',
            value.long && 'line-clamp-3 whitespace-pre-line',
            className,
          )}
        >
          {value.text}
        </span>
      );
  }
}
