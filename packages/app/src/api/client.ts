import type { z } from 'zod';
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

/** The general words shown when an answer does not match what the app expects of it. */
export const ANSWER_MISMATCH_MESSAGE =
  'تعذّر قراءة رد الخادم، يرجى تحديث الصفحة والمحاولة مرة أخرى.';

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
  const code =
    typeof (payload as { code?: unknown } | null)?.code === 'string'
      ? (payload as { code: string }).code
      : '';
  return new ApiError(status, message, errors, code);
}

/**
 * The answer checked against its contract schema (never cast): a server that drifted from the
 * contract fails here with one clear error (and the details in the console for whoever debugs),
 * instead of a screen reading a missing field later.
 */
export function checkedAnswer<S extends z.ZodType>(
  schema: S,
  payload: unknown,
  path: string,
): z.output<S> {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  throw answerMismatch(path, result.error.issues);
}

/**
 * As checkedAnswer, with a type guard instead of a zod schema: for the few public reads whose page
 * must stay without zod (publicAnswers.ts; their tests hold each guard to its contract schema).
 */
export function guardedAnswer<T>(
  isAnswer: (payload: unknown) => payload is T,
  payload: unknown,
  path: string,
): T {
  if (isAnswer(payload)) return payload;
  throw answerMismatch(path, payload);
}

/** The one error of an answer that does not match the contract (details in the console). */
function answerMismatch(path: string, details: unknown): ApiError {
  console.error(`The answer of ${path} does not match the contract`, details);
  return new ApiError(0, ANSWER_MISMATCH_MESSAGE, {}, 'answer_mismatch');
}

/**
 * One call; its answer is `unknown` until checked: through apiCall (a contract schema) or
 * guardedAnswer (a public page's guard). Nothing in the app casts an answer.
 */
export async function apiRequest(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<unknown> {
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
    throw new ApiError(0, 'Network error', {}, 'network');
  }
  const payload = await readJson(response);
  if (!response.ok) {
    if (response.status === 401) onUnauthorized?.();
    throw toApiError(response.status, payload);
  }
  return payload;
}

export const apiGet = (path: string, options?: Omit<RequestOptions, 'body'>) =>
  apiRequest('GET', path, options);

/**
 * A call whose answer is checked against the contract's schema: `answer` is the schema of the 2xx
 * body (e.g. `successSchema(orderDetailSchema)`); the result is what the schema parsed. Every API
 * module of the app calls the server this way.
 */
export async function apiCall<S extends z.ZodType>(
  answer: S,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  return checkedAnswer(answer, await apiRequest(method, path, options), path);
}
export const apiPost = (
  path: string,
  body?: RequestOptions['body'],
  options?: Omit<RequestOptions, 'body'>,
) => apiRequest('POST', path, { ...options, body });
export const apiDelete = (path: string, options?: Omit<RequestOptions, 'body'>) =>
  apiRequest('DELETE', path, options);

/** Contract paths are written in full (`/api/admin/users`); the client adds `/api` itself. */
export function apiPathOf(contractPath: string): string {
  return contractPath.replace(/^\/api(?=\/)/, '');
}
