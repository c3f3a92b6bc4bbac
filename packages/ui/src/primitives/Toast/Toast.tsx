import { clsx } from 'clsx';
import { AlertCircle, CircleCheck, Info, X, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';

export type ToastTone = 'success' | 'error' | 'info';

/**
 * Where the toast sits, in logical terms. `bottom-start` is the bottom right in RTL
 * (the spec's settings message) and the bottom left in LTR.
 */
export type ToastPlacement =
  'bottom-start' | 'bottom-end' | 'bottom-center' | 'top-start' | 'top-end' | 'top-center';

export interface ToastProps {
  open: boolean;
  tone?: ToastTone;
  children: ReactNode;
  /** Called by the close button and when `duration` runs out. */
  onClose: () => void;
  /** Milliseconds before it hides itself; 0 keeps it until closed. */
  duration?: number;
  placement?: ToastPlacement;
  closeLabel?: string;
}

const tones: Record<ToastTone, { box: string; icon: LucideIcon }> = {
  success: { box: 'border-success-200 bg-success-50 text-success-700', icon: CircleCheck },
  error: { box: 'border-danger-200 bg-danger-50 text-danger-700', icon: AlertCircle },
  info: { box: 'border-info-200 bg-info-50 text-info-700', icon: Info },
};

const placements: Record<ToastPlacement, string> = {
  'bottom-start': 'bottom-4 start-4',
  'bottom-end': 'bottom-4 end-4',
  'bottom-center': 'bottom-4 inset-x-4 mx-auto',
  'top-start': 'top-4 start-4',
  'top-end': 'top-4 end-4',
  'top-center': 'top-4 inset-x-4 mx-auto',
};

export function Toast({
  open,
  tone = 'success',
  children,
  onClose,
  duration = 5000,
  placement = 'bottom-start',
  closeLabel = 'إغلاق',
}: ToastProps) {
  // Keep the latest callback without restarting the timer when the parent re-renders.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open || duration <= 0) return;
    const timer = setTimeout(() => onCloseRef.current(), duration);
    return () => clearTimeout(timer);
  }, [open, duration]);

  if (!open) return null;
  const { box, icon: Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx(
        'fixed z-50 flex w-[min(24rem,calc(100vw-2rem))] items-start gap-3 rounded-card border p-4 shadow-raised',
        box,
        placements[placement],
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm font-semibold leading-relaxed">{children}</div>
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-control hover:bg-black/5"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
