import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import {
  SETTING_TEXT_FALLBACK_ERROR,
  settingTextQuery,
  toSettingTextState,
} from './publicSettings';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('page texts from the settings', () => {
  it('reads data.value of GET /api/admin/settings/name/{name}', async () => {
    const fetchMock = vi.fn(
      async (_url: string) =>
        new Response(
          JSON.stringify({
            success: true,
            data: { id: 1, name: 'privacy_policy', value: 'نص', type: 'long_text' },
          }),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('localStorage', { getItem: () => null });
    await expect(client().fetchQuery(settingTextQuery('privacy_policy'))).resolves.toBe('نص');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/settings/name/privacy_policy');
  });

  it('logs a failure and passes it on', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    vi.stubGlobal('localStorage', { getItem: () => null });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      client().fetchQuery(settingTextQuery('terms_and_conditions')),
    ).rejects.toBeInstanceOf(ApiError);
    expect(log).toHaveBeenCalledWith(
      'Fetching the setting "terms_and_conditions" failed',
      expect.any(ApiError),
    );
  });

  it('keeps the data, a loading flag and an error message (fallback when the error has none)', () => {
    const retry = () => {};
    expect(toSettingTextState({ data: undefined, isPending: true, error: null }, retry)).toEqual({
      data: null,
      loading: true,
      error: null,
      retry,
    });
    expect(toSettingTextState({ data: 'نص', isPending: false, error: null }, retry)).toMatchObject({
      data: 'نص',
      loading: false,
      error: null,
    });
    expect(
      toSettingTextState({ data: undefined, isPending: false, error: new Error('') }, retry).error,
    ).toBe(SETTING_TEXT_FALLBACK_ERROR);
    expect(SETTING_TEXT_FALLBACK_ERROR).toBe('Failed to fetch privacy');
    expect(
      toSettingTextState({ data: undefined, isPending: false, error: new Error('HTTP 500') }, retry)
        .error,
    ).toBe('HTTP 500');
  });
});
