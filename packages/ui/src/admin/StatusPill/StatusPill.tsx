import { clsx } from 'clsx';

export type StatusTone = 'neutral' | 'info' | 'brand' | 'success' | 'danger';

/** The pill's tones (order statuses map onto them in orders/OrderStatusPill; each pair meets WCAG AA contrast). */
export const statusTones: Record<StatusTone, string> = {
  neutral: 'border-sand-300 bg-sand-100 text-sand-700',
  info: 'border-info-200 bg-info-50 text-info-700',
  brand: 'border-brand-200 bg-brand-50 text-brand-800',
  success: 'border-success-200 bg-success-50 text-success-700',
  danger: 'border-danger-200 bg-danger-50 text-danger-700',
};

export interface StatusPillProps {
  label: string;
  tone?: StatusTone;
  className?: string;
}

/** A status word in a coloured pill (customers, photographers, transactions…). */
export function StatusPill({ label, tone = 'neutral', className }: StatusPillProps) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-pill border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        statusTones[tone],
        className,
      )}
    >
      <span className="size-1.5 rounded-pill bg-current" aria-hidden="true" />
      {label}
    </span>
  );
}
