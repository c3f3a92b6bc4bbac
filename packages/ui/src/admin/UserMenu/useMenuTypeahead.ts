import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';

/** The specification's constant (§9): what was typed to find a menu entry is forgotten after 350 ms. */
export const MENU_TYPEAHEAD_RESET_MS = 350;

/**
 * Keyboard type-ahead for a Radix menu's content: typing letters moves focus to the next entry that
 * starts with them. Radix has its own, but it forgets the typed letters only after 1000 ms and offers
 * no setting; handling the keys here (and marking them handled) keeps the specification's 350 ms.
 */
export function useMenuTypeahead(resetAfterMs: number = MENU_TYPEAHEAD_RESET_MS) {
  const search = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
      if (event.key.length !== 1) return;
      // Space selects the focused entry unless a search is under way.
      if (event.key === ' ' && search.current === '') return;
      event.preventDefault(); // Radix's own type-ahead stands aside.

      search.current += event.key;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        search.current = '';
      }, resetAfterMs);

      const items = Array.from(
        event.currentTarget.querySelectorAll<HTMLElement>(
          '[role^="menuitem"]:not([data-disabled])',
        ),
      );
      const next = nextMatch(items, search.current, document.activeElement);
      next?.focus();
    },
    [resetAfterMs],
  );
}

/**
 * The entry to focus: the first one after the focused entry whose text starts with the search
 * (repeating one letter cycles through the entries that start with it).
 */
export function nextMatch(
  items: HTMLElement[],
  typed: string,
  focused: Element | null,
): HTMLElement | undefined {
  const repeated = typed.length > 1 && Array.from(typed).every((char) => char === typed[0]);
  const search = (repeated ? typed[0]! : typed).toLocaleLowerCase();
  const start = Math.max(
    items.findIndex((item) => item === focused),
    0,
  );
  const ordered = [...items.slice(start), ...items.slice(0, start)];
  const candidates = search.length === 1 ? ordered.filter((item) => item !== focused) : ordered;
  return candidates.find((item) =>
    (item.textContent ?? '').trim().toLocaleLowerCase().startsWith(search),
  );
}
