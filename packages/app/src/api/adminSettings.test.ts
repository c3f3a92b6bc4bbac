import type { AdminSetting } from '@laqta/contract';
import { ANSWER_MISMATCH_MESSAGE } from './client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  entriesForEdits,
  fetchSettings,
  SETTING_UPDATE_ERROR,
  SETTINGS_FETCH_ERROR,
  SETTINGS_STORE_ERROR,
  SettingsError,
  storeSettings,
  updateSettingValue,
} from './settings';

const loaded: AdminSetting[] = [
  {
    id: 1,
    name: 'contact_email',
    value: 'a@laqta.sa',
    type: 'email',
    updated_at: '2026-01-01T00:00:00.000Z',
  },
  {
    id: 2,
    name: 'privacy_policy',
    value: 'نص',
    type: 'long_text',
    updated_at: '2026-01-02T00:00:00.000Z',
  },
];

function answering(status: number, body?: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === undefined ? '' : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.stubGlobal('localStorage', { getItem: () => null });
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the settings data layer', () => {
  it('sends pending edits as the bracket batch, with the updated_at each setting was loaded with', async () => {
    const fetchMock = answering(200, { success: true, data: [loaded[0]] });
    await storeSettings(entriesForEdits(loaded, { 1: 'b@laqta.sa' }));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/settings');
    const form = init?.body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({
      'settings[0][name]': 'contact_email',
      'settings[0][value]': 'b@laqta.sa',
      'settings[0][type]': 'email',
      'settings[0][updated_at]': '2026-01-01T00:00:00.000Z',
    });
  });

  it("refuses an id that is not in the loaded list: 'Setting with ID {id} not found'", () => {
    expect(() => entriesForEdits(loaded, { 7: 'x' })).toThrow(
      new SettingsError('Setting with ID 7 not found'),
    );
  });

  it('updates one value with _method=PUT and reads value from the answer', async () => {
    const fetchMock = answering(200, { success: true, data: { ...loaded[1], value: 'جديد' } });
    await expect(updateSettingValue(2, 'جديد', loaded[1]!.updated_at)).resolves.toBe('جديد');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/settings/2');
    expect(init?.method).toBe('POST');
    const form = init?.body as FormData;
    expect(form.get('_method')).toBe('PUT');
    expect(form.get('value')).toBe('جديد');
  });

  it('keeps and logs the server message of a failure', async () => {
    answering(409, { success: false, message: 'عدّل مسؤول آخر الإعداد' });
    const failure = await storeSettings(entriesForEdits(loaded, { 1: 'x@laqta.sa' })).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(SettingsError);
    expect(failure).toMatchObject({ message: 'عدّل مسؤول آخر الإعداد', status: 409 });
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('عدّل مسؤول آخر الإعداد'),
      expect.anything(),
    );
  });

  it('falls back to the default message of each call when the answer has none', async () => {
    answering(500);
    await expect(fetchSettings()).rejects.toThrow(SETTINGS_FETCH_ERROR);
    await expect(storeSettings([{ name: 'a', value: 'b', type: 'text' }])).rejects.toThrow(
      SETTINGS_STORE_ERROR,
    );
    await expect(updateSettingValue(1, 'x')).rejects.toThrow(SETTING_UPDATE_ERROR);
    expect(logged).toHaveBeenCalledTimes(3);
  });

  it('fails with one clear message when an answer drifted from the contract (never a half-read screen)', async () => {
    // `value` missing and `id` a string: a server that no longer matches the contract.
    answering(200, { success: true, data: [{ id: '1', name: 'contact_email', type: 'email' }] });
    const failure = await fetchSettings().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SettingsError);
    expect(failure).toMatchObject({ message: ANSWER_MISMATCH_MESSAGE, status: 0 });
  });
});
