import { ErrorPage } from '@laqta/ui';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';

/**
 * The error boundary of each layout (router.tsx): a screen whose lazy chunk failed to load (a deploy
 * replaced the files this tab asks for) or that threw while rendering shows the Arabic error page
 * instead of React Router's English default; reloading fetches the current build.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    // Kept in the console for whoever investigates; the visitor sees the Arabic page only.
    console.error(error);
  }, [error]);
  return <ErrorPage onReload={() => window.location.reload()} />;
}
