import type { PublicSettingsAnswer, SettingAnswer, SettingName } from '@laqta/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './client';

export const settingKeys = {
  all: ['settings'] as const,
  byName: (name: string) => ['settings', 'name', name] as const,
  public: ['settings', 'public'] as const,
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

/**
 * A setting's text by name, fetched when the page opens (`GET /api/admin/settings/name/{name}`,
 * answer `data.value`). Failures are logged and kept as an error message.
 */
export function useSettingText(name: SettingName): SettingTextState {
  const query = useQuery({
    queryKey: settingKeys.byName(name),
    queryFn: async ({ signal }) => {
      try {
        const answer = await apiGet<SettingAnswer>(
          `/admin/settings/name/${encodeURIComponent(name)}`,
          { signal },
        );
        return answer.data.value;
      } catch (error) {
        if (!signal.aborted) console.error(`Fetching the setting "${name}" failed`, error);
        throw error;
      }
    },
    // The page reads the latest text each time it opens.
    staleTime: 0,
  });
  return {
    data: query.data ?? null,
    loading: query.isPending,
    error: query.isError ? query.error.message || SETTING_TEXT_FALLBACK_ERROR : null,
    retry: () => void query.refetch(),
  };
}

export type PublicSettingValues = Partial<Record<SettingName, string>>;

/** Every public setting as name → value (footer contacts, social links, video addresses, about texts). */
export function usePublicSettings(): { values: PublicSettingValues; loading: boolean } {
  const query = useQuery({
    queryKey: settingKeys.public,
    queryFn: ({ signal }) => apiGet<PublicSettingsAnswer>('/settings/public', { signal }),
    select: (answer) =>
      Object.fromEntries(
        answer.data.map((setting) => [setting.name, setting.value]),
      ) as PublicSettingValues,
    staleTime: 5 * 60_000,
  });
  return { values: query.data ?? {}, loading: query.isPending };
}
