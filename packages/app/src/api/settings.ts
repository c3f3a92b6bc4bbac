import {
  adminPaths,
  fillPath,
  settingsListAnswerSchema,
  storeSettingsAnswerSchema,
  updateSettingValueAnswerSchema,
  type AdminSetting,
  type SettingEntry,
  type SettingsListQuery,
  type SettingType,
} from '@laqta/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type FieldErrors } from './ApiError';
import { apiCall, apiPathOf } from './client';
import { toFormData } from './formData';
import { settingKeys } from './publicSettings';

// Query keys are shared with the public site's reads, so a save refreshes the public pages too.
export { settingKeys };

export const SETTINGS_FETCH_ERROR = 'Failed to fetch Settings';
export const SETTINGS_STORE_ERROR = 'Failed to store Settings';
export const SETTING_UPDATE_ERROR = 'Failed to update setting value';

/** Saving an id that is not in the loaded list (spec §5). */
export function settingNotFoundMessage(id: number | string): string {
  return `Setting with ID ${id} not found`;
}

export const adminSettingKeys = {
  list: (query: SettingsListQuery = {}) => [...settingKeys.all, 'admin', query] as const,
};

/**
 * A failed settings call: keeps the server's message (or the default for the call), the status
 * (409 for a stale edit, 0 for a network failure) and the field errors of a 422.
 */
export class SettingsError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'SettingsError';
    this.status = cause instanceof ApiError ? cause.status : 0;
    this.errors = cause instanceof ApiError ? cause.errors : {};
  }
}

/**
 * The message a failure carries itself: the server's words, or a local reason. The client's
 * stand-in for an answer without a message ('HTTP 500') counts as none, so the default applies.
 */
function ownMessageOf(error: unknown): string {
  if (!(error instanceof Error)) return '';
  if (error instanceof ApiError && /^HTTP \d{3}$/.test(error.message)) return '';
  return error.message;
}

/** Runs one call; a failure is logged and rethrown with its message, or the default one. */
async function keepingMessage<T>(fallback: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const message = ownMessageOf(error) || fallback;
    const failure = error instanceof SettingsError ? error : new SettingsError(message, error);
    console.error(`${fallback}: ${failure.message}`, error);
    throw failure;
  }
}

/** `GET /api/admin/settings` (optional `type` and `search`): the answer's `data`. */
export function fetchSettings(
  query: SettingsListQuery = {},
  signal?: AbortSignal,
): Promise<AdminSetting[]> {
  return keepingMessage(SETTINGS_FETCH_ERROR, async () => {
    const path = apiPathOf(adminPaths.api.settings);
    return (await apiCall(settingsListAnswerSchema, 'GET', path, { query, signal })).data;
  });
}

/** `POST /api/admin/settings` with `settings[i][name|value|type]` (+ `updated_at`): all or none. */
export function storeSettings(entries: readonly SettingEntry[]): Promise<AdminSetting[]> {
  return keepingMessage(SETTINGS_STORE_ERROR, async () => {
    const body = toFormData({ settings: entries.map((entry) => ({ ...entry })) });
    const path = apiPathOf(adminPaths.api.settings);
    return (await apiCall(storeSettingsAnswerSchema, 'POST', path, { body })).data;
  });
}

/** `POST /api/admin/settings/{id}` with `_method=PUT` and `value`: the value in the answer. */
export function updateSettingValue(id: number, value: string, updatedAt?: string): Promise<string> {
  return keepingMessage(SETTING_UPDATE_ERROR, async () => {
    const body = toFormData({ _method: 'PUT', value, updated_at: updatedAt });
    const path = apiPathOf(fillPath(adminPaths.api.setting, { id }));
    return (await apiCall(updateSettingValueAnswerSchema, 'POST', path, { body })).data.value;
  });
}

/**
 * The batch entries for pending edits (setting id → new value), each with the `updated_at` it was
 * loaded with, so a setting another admin changed meanwhile is refused (409) rather than overwritten.
 */
export function entriesForEdits(
  loaded: readonly AdminSetting[],
  edits: Readonly<Record<number, string>>,
): SettingEntry[] {
  return Object.entries(edits).map(([id, value]) => {
    const setting = loaded.find((candidate) => candidate.id === Number(id));
    if (!setting) throw new SettingsError(settingNotFoundMessage(id));
    return {
      name: setting.name,
      value,
      type: setting.type as SettingType,
      updated_at: setting.updated_at,
    };
  });
}

export interface AdminSettingsState {
  settings: AdminSetting[];
  loading: boolean;
  /** The kept failure message (spec §8), null when the last fetch worked. */
  error: string | null;
  refetch: () => Promise<unknown>;
}

/** The settings screen's list. */
export function useAdminSettings(query: SettingsListQuery = {}): AdminSettingsState {
  const result = useQuery({
    queryKey: adminSettingKeys.list(query),
    queryFn: ({ signal }) => fetchSettings(query, signal),
    staleTime: 0,
  });
  return {
    settings: result.data ?? [],
    loading: result.isPending,
    error: result.isError ? result.error.message || SETTINGS_FETCH_ERROR : null,
    refetch: () => result.refetch(),
  };
}

/**
 * Saves pending edits in one batch. Once saved, every settings query is fetched again (the list,
 * the public pages' texts), and only then does the save count as done.
 */
export function useSaveSettingEdits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      loaded,
      edits,
    }: {
      loaded: readonly AdminSetting[];
      edits: Readonly<Record<number, string>>;
    }) =>
      storeSettings(
        await keepingMessage(SETTINGS_STORE_ERROR, async () => entriesForEdits(loaded, edits)),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingKeys.all }),
  });
}

/** Stores named entries (the about editor), then refreshes every settings query. */
export function useStoreSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entries: readonly SettingEntry[]) => storeSettings(entries),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingKeys.all }),
  });
}

/** One value (`_method=PUT`), then refreshes every settings query. */
export function useUpdateSettingValue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, value, updatedAt }: { id: number; value: string; updatedAt?: string }) =>
      updateSettingValue(id, value, updatedAt),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingKeys.all }),
  });
}
