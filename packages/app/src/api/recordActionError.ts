import { LIST_FALLBACK_ERROR } from '../lists/queries';
import { ApiError } from './ApiError';

/**
 * The Error a record action's dialog shows: the server's Arabic message (a refused transition, a
 * missing reason, a stale record…), its first field message on a 422, or the network's.
 */
export function recordActionError(status: number, payload: unknown): Error {
  const body = (payload ?? {}) as { message?: unknown; errors?: Record<string, string[]> };
  const field = body.errors ? Object.values(body.errors).flat()[0] : undefined;
  if (status === 0) return new Error(LIST_FALLBACK_ERROR);
  const message = typeof body.message === 'string' ? body.message : '';
  return new Error(status === 422 && field ? field : message || LIST_FALLBACK_ERROR);
}

/** The same for a call made through the API client. */
export function recordActionErrorOf(error: unknown): Error {
  if (error instanceof ApiError)
    return recordActionError(error.status, { message: error.message, errors: error.errors });
  return error instanceof Error ? error : new Error(LIST_FALLBACK_ERROR);
}
