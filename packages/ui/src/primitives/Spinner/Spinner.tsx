import { clsx } from 'clsx';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Announced to screen readers. */
  label?: string;
  /** Inside a control that already says it is busy (a loading Button): hidden from assistive tech. */
  decorative?: boolean;
  className?: string;
}

const sizes: Record<SpinnerSize, string> = { sm: 'size-4', md: 'size-6', lg: 'size-10' };

export function Spinner({
  size = 'md',
  label = 'جاري التحميل',
  decorative = false,
  className,
}: SpinnerProps) {
  const circle = (
    <svg
      className={clsx('animate-spin', sizes[size])}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (decorative) return <span className={clsx('inline-flex', className)}>{circle}</span>;
  return (
    <span
      role="status"
      aria-label={label}
      className={clsx('inline-flex text-brand-600', className)}
    >
      {circle}
    </span>
  );
}
