import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { canonicalTimeZone, DEFAULT_TIME_ZONE, settingNames } from '@laqta/contract';
import { dayOf, DatePreferencesProvider, DEFAULT_DATE_PREFERENCES } from '@laqta/ui';
import { usePublicSettings } from '../api/publicSettings';
import {
  readDatePreferences,
  saveDatePreferences,
  subscribeDatePreferences,
} from './datePreferencesStore';

/** Checks the day once a minute, so "today" turns at midnight in the platform's zone. */
function subscribeToMinutes(onTick: () => void): () => void {
  const timer = window.setInterval(onTick, 60_000);
  return () => window.clearInterval(timer);
}

/** The platform's time zone: the public `timezone` setting, Riyadh until it has loaded. */
function usePlatformTimeZone(): string {
  const stored = usePublicSettings().values[settingNames.timeZone];
  return (stored && canonicalTimeZone(stored)) || DEFAULT_TIME_ZONE;
}

/**
 * Hands ui the admin's stored date preferences (and the way to change them), the platform's time
 * zone and today in it. Without a browser (a server render, hydration) the defaults and no today:
 * a render never reads the storage or the clock there.
 */
export function AppDatePreferences({ children }: { children: ReactNode }) {
  const preferences = useSyncExternalStore(
    subscribeDatePreferences,
    () => readDatePreferences(),
    () => DEFAULT_DATE_PREFERENCES,
  );
  const timeZone = usePlatformTimeZone();
  const today = useSyncExternalStore(
    subscribeToMinutes,
    useCallback(() => dayOf(new Date(), timeZone), [timeZone]),
    () => undefined,
  );
  return (
    <DatePreferencesProvider
      preferences={preferences}
      onPreferencesChange={saveDatePreferences}
      timeZone={timeZone}
      today={today}
    >
      {children}
    </DatePreferencesProvider>
  );
}
