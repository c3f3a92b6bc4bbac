import { ApiError, type FieldErrors } from './ApiError';
import { readToken } from '../auth/tokenStorage';

/** Every call goes to the API's base path, as the specification fixes it. */
export const API_BASE = '/api';

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  /** FormData is sent as multipart (what the specification's calls use); other values as JSON. */
  body?: FormData | object;
  signal?: AbortSignal;
}

let onUnauthorized: (() => void) | null = null;

/** The app decides what a 401 means (clear the session, go to /login); the client only reports it. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

export function buildUrl(path: string, query?: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

function buildHeaders(body: RequestOptions['body']): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  const stored = readToken();
  if (stored) headers.set('Authorization', `${stored.tokenType} ${stored.token}`);
  if (body !== undefined && !(body instanceof FormData))
    headers.set('Content-Type', 'application/json');
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function toApiError(status: number, payload: unknown): ApiError {
  const body = (payload ?? {}) as { message?: unknown; errors?: unknown };
  const message =
    typeof body.message === 'string' && body.message
      ? body.message
      : status === 422
        ? 'Validation failed'
        : `HTTP ${status}`;
  const errors = body.errors && typeof body.errors === 'object' ? (body.errors as FieldErrors) : {};
  return new ApiError(status, message, errors);
}

export async function apiRequest<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const { body, query, signal } = options;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers: buildHeaders(body),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'Network error');
  }
  const payload = await readJson(response);
  if (!response.ok) {
    if (response.status === 401) onUnauthorized?.();
    throw toApiError(response.status, payload);
  }
  return payload as T;
}

export const apiGet = <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
  apiRequest<T>('GET', path, options);
export const apiPost = <T>(
  path: string,
  body?: RequestOptions['body'],
  options?: Omit<RequestOptions, 'body'>,
) => apiRequest<T>('POST', path, { ...options, body });
export const apiDelete = <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
  apiRequest<T>('DELETE', path, options);

/** Contract paths are written in full (`/api/admin/users`); the client adds `/api` itself. */
export function apiPathOf(contractPath: string): string {
  return contractPath.replace(/^\/api(?=\/)/, '');
}
