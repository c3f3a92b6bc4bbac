import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * This year, read in the browser. While React hydrates a page prerendered at build time (maybe in
 * another year) it is null, as it was in that render, and this year right after; a page drawn in
 * the browser has it at once.
 */
export function useCurrentYear(): number | null {
  return useSyncExternalStore(
    neverChanges,
    () => new Date().getFullYear(),
    () => null,
  );
}
