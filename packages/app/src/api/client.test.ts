import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingAnswerSchema } from '@laqta/contract';
import {
  ANSWER_MISMATCH_MESSAGE,
  apiCall,
  apiGet,
  apiPost,
  setUnauthorizedHandler,
} from './client';
import { ApiError } from './ApiError';
import { toFormData } from './formData';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

function answer(status: number, body: unknown) {
  return vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === undefined ? '' : JSON.stringify(body), { status }),
  );
}

function sentHeaders(fetchMock: ReturnType<typeof answer>): Headers {
  return new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
});

describe('the API client', () => {
  it('calls the /api base path, asks for JSON and sends no Authorization without a stored token', async () => {
    const fetchMock = answer(200, { success: true, data: [] });
    vi.stubGlobal('fetch', fetchMock);

    await apiGet('/admin/settings', { query: { type: 'text', search: '', page: 2 } });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/settings?type=text&page=2');
    expect(sentHeaders(fetchMock).get('Accept')).toBe('application/json');
    expect(sentHeaders(fetchMock).has('Authorization')).toBe(false);
  });

  it('builds Authorization from the stored token type and token when both exist', async () => {
    localStorage.setItem('token', 'abc123');
    localStorage.setItem('token_type', 'Bearer');
    const fetchMock = answer(200, { success: true, data: {} });
    vi.stubGlobal('fetch', fetchMock);

    await apiGet('/admin/auth/me');

    expect(sentHeaders(fetchMock).get('Authorization')).toBe('Bearer abc123');
  });

  it('leaves Authorization out when only the token is stored', async () => {
    localStorage.setItem('token', 'abc123');
    const fetchMock = answer(200, { success: true, data: {} });
    vi.stubGlobal('fetch', fetchMock);

    await apiGet('/admin/auth/me');

    expect(sentHeaders(fetchMock).has('Authorization')).toBe(false);
  });

  it('turns a 422 into a validation error carrying the errors map and message', async () => {
    vi.stubGlobal(
      'fetch',
      answer(422, { message: 'البريد مطلوب', errors: { email: ['البريد مطلوب'] } }),
    );

    const error = (await apiPost('/admin/auth/login', toFormData({ email: '' })).catch(
      (e: unknown) => e,
    )) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.isValidation).toBe(true);
    expect(error.message).toBe('البريد مطلوب');
    expect(error.errors).toEqual({ email: ['البريد مطلوب'] });
  });

  it("defaults a 422's message to 'Validation failed'", async () => {
    vi.stubGlobal('fetch', answer(422, { errors: {} }));

    await expect(apiPost('/admin/auth/login', {})).rejects.toMatchObject({
      status: 422,
      message: 'Validation failed',
    });
  });

  it('reports a 401 to the unauthorized handler', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal('fetch', answer(401, { message: 'Unauthenticated.' }));

    await expect(apiGet('/admin/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reports a failed network as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('fetch failed')));

    await expect(apiGet('/health')).rejects.toMatchObject({ status: 0 });
  });
});

describe('answers checked against the contract', () => {
  const setting = { id: 1, name: 'privacy_policy', value: 'نص', type: 'text' };

  it('gives what the schema parsed when the answer matches', async () => {
    vi.stubGlobal('fetch', answer(200, { success: true, data: setting }));
    await expect(
      apiCall(settingAnswerSchema, 'GET', '/admin/settings/name/privacy_policy'),
    ).resolves.toEqual({
      success: true,
      data: setting,
    });
  });

  it('fails with one Arabic message (code answer_mismatch) when the server drifted', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', answer(200, { success: true, data: { ...setting, value: 42 } }));
    const failure = apiCall(settingAnswerSchema, 'GET', '/admin/settings/name/privacy_policy');
    await expect(failure).rejects.toMatchObject({
      status: 0,
      code: 'answer_mismatch',
      message: ANSWER_MISMATCH_MESSAGE,
    });
  });

  it("keeps the server's error code on a failed call", async () => {
    vi.stubGlobal('fetch', answer(409, { success: false, message: 'تغير', code: 'stale_edit' }));
    await expect(apiPost('/admin/settings/1', {})).rejects.toMatchObject({
      status: 409,
      code: 'stale_edit',
    });
  });
});

describe('toFormData', () => {
  it('writes nested values with bracket keys, as the specification sends settings', () => {
    const form = toFormData({
      settings: [
        { name: 'privacy_policy', value: 'نص', type: 'text' },
        { name: 'currency', value: 'SAR', type: 'string' },
      ],
      _method: 'PUT',
      skipped: undefined,
    });

    expect([...form.entries()]).toEqual([
      ['settings[0][name]', 'privacy_policy'],
      ['settings[0][value]', 'نص'],
      ['settings[0][type]', 'text'],
      ['settings[1][name]', 'currency'],
      ['settings[1][value]', 'SAR'],
      ['settings[1][type]', 'string'],
      ['_method', 'PUT'],
    ]);
  });
});
