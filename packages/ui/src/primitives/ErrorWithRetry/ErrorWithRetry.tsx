import { clsx } from 'clsx';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';

export const errorWithRetryCopy = {
  retry: 'إعادة المحاولة',
} as const;

export interface ErrorWithRetryProps {
  /** What could not be done, e.g. 'تعذر تحميل البيانات'. */
  title: ReactNode;
  /** The reason, usually the API's message. */
  children: ReactNode;
  /** Offers a retry button when given. */
  onRetry?: () => void;
  className?: string;
}

/** A failed load: the error (announced to screen readers) and, below it, a button to try again. */
export function ErrorWithRetry({ title, children, onRetry, className }: ErrorWithRetryProps) {
  return (
    <div className={clsx('flex flex-col items-start gap-3', className)}>
      <Alert tone="error" title={title} className="w-full">
        {children}
      </Alert>
      {onRetry && (
        <Button
          variant="secondary"
          size="sm"
          icon={<RotateCw className="size-4" aria-hidden="true" />}
          onClick={onRetry}
        >
          {errorWithRetryCopy.retry}
        </Button>
      )}
    </div>
  );
}
