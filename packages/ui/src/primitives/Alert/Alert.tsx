import { clsx } from 'clsx';
import { AlertCircle, CircleCheck, Info, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export type AlertTone = 'success' | 'error' | 'info';

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children: ReactNode;
  className?: string;
}

const tones: Record<AlertTone, { box: string; icon: LucideIcon }> = {
  success: { box: 'border-success-200 bg-success-50 text-success-700', icon: CircleCheck },
  error: { box: 'border-danger-200 bg-danger-50 text-danger-700', icon: AlertCircle },
  info: { box: 'border-info-200 bg-info-50 text-info-700', icon: Info },
};

/** An inline message box. Errors interrupt screen readers (role=alert); the others are polite. */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  const { box, icon: Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx('flex items-start gap-3 rounded-control border p-4', box, className)}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm leading-relaxed">
        {title && <p className="font-bold">{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}
