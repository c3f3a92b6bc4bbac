import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

export const UNSAVED_CHANGES_QUESTION = 'لديك تعديلات غير محفوظة. هل تريد مغادرة الصفحة وفقدانها؟';

/**
 * Asks before leaving a screen with unsaved edits: inside the app (a link, back/forward) through the
 * router's blocker, and when closing or reloading the tab through the browser's own question.
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(UNSAVED_CHANGES_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a returnValue to show their question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
