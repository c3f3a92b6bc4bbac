import { clsx } from 'clsx';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';

export const errorPageCopy = {
  title: 'تعذّر عرض هذه الصفحة',
  description:
    'ربما صدرت نسخة أحدث من الموقع أو انقطع الاتصال للحظة. أعد تحميل الصفحة للمتابعة، وإن تكرر الخطأ فتواصل معنا.',
  reload: 'إعادة تحميل الصفحة',
} as const;

export interface ErrorPageProps {
  /** Reloads the page (the app passes `window.location.reload`): a fresh load fetches the new build. */
  onReload: () => void;
  title?: string;
  description?: string;
  className?: string;
}

/**
 * What a layout shows when a screen cannot be drawn: its code failed to load (a deploy replaced the
 * files the open tab asks for) or it threw while rendering. Arabic, with one way out: reload.
 */
export function ErrorPage({
  onReload,
  title = errorPageCopy.title,
  description = errorPageCopy.description,
  className,
}: ErrorPageProps) {
  return (
    <div role="alert" className={clsx('flex min-h-[60vh] items-center justify-center', className)}>
      <EmptyState
        titleAs="h1"
        title={title}
        description={description}
        icon={<TriangleAlert className="size-7" />}
        action={
          <Button onClick={onReload}>
            <RefreshCw className="size-4" aria-hidden="true" />
            {errorPageCopy.reload}
          </Button>
        }
      />
    </div>
  );
}
