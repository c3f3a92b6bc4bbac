import { DEFAULT_DATE_PREFERENCES, type DatePreferences } from '@laqta/ui';

/**
 * The admin's date preferences, kept in this browser until admin profiles exist (issue 12): one
 * localStorage entry, read through useSyncExternalStore so every screen changes at once.
 */
export const DATE_PREFERENCES_KEY = 'laqta.datePreferences';

/** The stored text as preferences; anything unreadable or unknown falls back to the defaults. */
export function parseDatePreferences(text: string | null): DatePreferences {
  if (!text) return DEFAULT_DATE_PREFERENCES;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return DEFAULT_DATE_PREFERENCES;
  }
  const { calendar, digits } = (stored ?? {}) as Record<string, unknown>;
  return {
    calendar: calendar === 'hijri' ? 'hijri' : DEFAULT_DATE_PREFERENCES.calendar,
    digits: digits === 'latn' ? 'latn' : DEFAULT_DATE_PREFERENCES.digits,
  };
}

const listeners = new Set<() => void>();
let lastText: string | null | undefined;
let lastPreferences = DEFAULT_DATE_PREFERENCES;

/** The stored preferences; the same object while the stored text is unchanged (a stable snapshot). */
export function readDatePreferences(storage: Storage = window.localStorage): DatePreferences {
  let text: string | null = null;
  try {
    text = storage.getItem(DATE_PREFERENCES_KEY);
  } catch {
    // Storage refused (private mode, quota): the defaults.
  }
  if (text !== lastText) {
    lastText = text;
    lastPreferences = parseDatePreferences(text);
  }
  return lastPreferences;
}

export function saveDatePreferences(
  preferences: DatePreferences,
  storage: Storage = window.localStorage,
): void {
  try {
    storage.setItem(DATE_PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // Not kept beyond this page, but the screens still change.
    lastText = JSON.stringify(preferences);
    lastPreferences = preferences;
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` on a change here or in another tab of the same browser. */
export function subscribeDatePreferences(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === DATE_PREFERENCES_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
