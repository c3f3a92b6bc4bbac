import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React adopts server-rendered HTML (and in that HTML), true once the page's script
 * runs the component: a form stays disabled, with a visible hint, until its handlers are live,
 * so nothing typed before hydration is lost or sent as a plain GET. A page drawn in the browser
 * (stories, in-app navigation) is ready at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
