import { adminPaths, fillPath, publicSettingsPaths, type SettingName } from '@laqta/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiPathOf, guardedAnswer } from './client';
import { isPublicSettingsAnswer, isSettingAnswer } from './publicAnswers';

// The public site's settings reads, on every public page: checked without zod (publicAnswers.ts).
// Kept apart from the back office's settings data layer (settings.ts), whose zod schemas must not
// reach the landing page's JavaScript.

export const settingKeys = {
  all: ['settings'] as const,
  byName: (name: string) => ['settings', 'name', name] as const,
  public: ['settings', 'public'] as const,
  about: ['settings', 'about'] as const,
};

/** The message kept when fetching a page text fails without one (spec §4 and §8). */
export const SETTING_TEXT_FALLBACK_ERROR = 'Failed to fetch privacy';

/** What a page holds for a text it loads (spec §4: the data, a loading flag and an error). */
export interface SettingTextState {
  data: string | null;
  loading: boolean;
  error: string | null;
  retry: () => void;
}

/** The query behind useSettingText: `GET /api/admin/settings/name/{name}`, answer `data.value`. */
export function settingTextQuery(name: SettingName) {
  return {
    queryKey: settingKeys.byName(name),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      try {
        const path = apiPathOf(fillPath(adminPaths.api.settingByName, { name }));
        const answer = guardedAnswer(isSettingAnswer, await apiGet(path, { signal }), path);
        return answer.data.value;
      } catch (error) {
        // Logged, then kept as the page's error (spec §8).
        if (!signal.aborted) console.error(`Fetching the setting "${name}" failed`, error);
        throw error;
      }
    },
    // The page reads the latest text each time it opens.
    staleTime: 0,
  };
}

/** A query's result as the page holds it: the data, a loading flag and an error message. */
export function toSettingTextState(
  result: { data: string | undefined; isPending: boolean; error: Error | null },
  retry: () => void,
): SettingTextState {
  return {
    data: result.data ?? null,
    loading: result.isPending,
    error: result.error ? result.error.message || SETTING_TEXT_FALLBACK_ERROR : null,
    retry,
  };
}

/** A setting's text by name, fetched when the page opens; failures are logged and kept as an error. */
export function useSettingText(name: SettingName): SettingTextState {
  const query = useQuery(settingTextQuery(name));
  return toSettingTextState(query, () => void query.refetch());
}

export type PublicSettingValues = Partial<Record<SettingName, string>>;

/** A list of public settings (`GET /api/settings/…`) as name → value. */
function useSettingValues(
  queryKey: readonly string[],
  path: string,
): { values: PublicSettingValues; loading: boolean } {
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) =>
      guardedAnswer(isPublicSettingsAnswer, await apiGet(path, { signal }), path),
    select: (answer) =>
      Object.fromEntries(
        answer.data.map((setting) => [setting.name, setting.value]),
      ) as PublicSettingValues,
    staleTime: 5 * 60_000,
  });
  return { values: query.data ?? {}, loading: query.isPending };
}

/** The public settings every page reads as name → value (footer contacts, social links, videos). */
export function usePublicSettings(): { values: PublicSettingValues; loading: boolean } {
  return useSettingValues(settingKeys.public, apiPathOf(publicSettingsPaths.everyPage));
}

/** The about page's texts and video as name → value (left out of the public list above). */
export function useAboutSettings(): { values: PublicSettingValues; loading: boolean } {
  return useSettingValues(settingKeys.about, apiPathOf(publicSettingsPaths.about));
}
