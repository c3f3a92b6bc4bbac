import { expect, type Page } from '@playwright/test';

/**
 * Marks the moment React has hydrated the server's HTML: `<html data-hydrated="true">`. Call it
 * before the page loads. Until then a public page's links are plain links (the video's play
 * button goes to YouTube, a menu is a disclosure), so a test that clicks must wait for it.
 */
export async function watchHydration(page: Page) {
  await page.addInitScript(() => {
    const check = () => {
      const element = document.getElementById('root') as
        (HTMLElement & Record<string, unknown>) | null;
      // React puts its container key (the root's fiber) on #root when hydrateRoot/createRoot
      // takes it; the page hydrates in a transition, done once the committed root is no longer
      // dehydrated.
      const key = element && Object.keys(element).find((k) => k.startsWith('__reactContainer'));
      const fiber = key
        ? (element[key] as {
            stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } };
          })
        : undefined;
      if (fiber?.stateNode?.current?.memoizedState?.isDehydrated === false)
        document.documentElement.dataset.hydrated = 'true';
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/** Opens a server-rendered page and waits until it has hydrated (it answers clicks from then on). */
export async function openHydrated(page: Page, path: string) {
  await watchHydration(page);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}
