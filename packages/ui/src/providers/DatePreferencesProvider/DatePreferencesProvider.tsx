import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_TIME_ZONE } from '@laqta/contract';
import { DEFAULT_DATE_PREFERENCES, type DatePreferences } from '../../format/locale';

/** What every date on screen is written with: the admin's preferences and the platform's day. */
export interface DateSettings {
  /** The admin's main calendar and digits. */
  preferences: DatePreferences;
  /**
   * Where the app keeps the preferences, the way to change them; without it the choice is not
   * offered (DatePreferencesMenuItems renders nothing).
   */
  onPreferencesChange?: (preferences: DatePreferences) => void;
  /** The platform's time zone (IANA): moments are shown, and days counted, in it. */
  timeZone: string;
  /**
   * Today, `YYYY-MM-DD` in the platform's time zone, as the app read it from the browser's clock;
   * undefined on the server and before the first read (the pickers then read it when opened).
   */
  today?: string;
}

const DateSettingsContext = createContext<DateSettings>({
  preferences: DEFAULT_DATE_PREFERENCES,
  timeZone: DEFAULT_TIME_ZONE,
});

export interface DatePreferencesProviderProps extends Partial<DateSettings> {
  children: ReactNode;
}

/**
 * Hands the admin's date preferences, the platform's time zone and today down to every date and
 * date picker. ui keeps nothing itself: the app stores the preferences and reads the clock.
 */
export function DatePreferencesProvider({
  preferences = DEFAULT_DATE_PREFERENCES,
  onPreferencesChange,
  timeZone = DEFAULT_TIME_ZONE,
  today,
  children,
}: DatePreferencesProviderProps) {
  const value = useMemo(
    () => ({ preferences, onPreferencesChange, timeZone, today }),
    [preferences, onPreferencesChange, timeZone, today],
  );
  return <DateSettingsContext.Provider value={value}>{children}</DateSettingsContext.Provider>;
}

/** The date settings in force: defaults (Gregorian, Arabic-Indic digits, Riyadh) without a provider. */
export function useDateSettings(): DateSettings {
  return useContext(DateSettingsContext);
}
