/** What a failed profile action shows: the server's message and its 422 field errors. */
export interface ActionFailure {
  message: string;
  fieldErrors: Record<string, string[] | undefined>;
}

/** Used when a failure carries no message of its own (a network error). */
export const actionFailedMessage = 'تعذر إتمام العملية، حاول مرة أخرى';

/**
 * Reads a rejected action: the app's API errors carry `message` and, for a 422, `errors` by field.
 * Anything else becomes the general message.
 */
export function actionFailureOf(error: unknown): ActionFailure {
  const shaped = (error ?? {}) as { message?: unknown; errors?: unknown; status?: unknown };
  // Status 0: the request never reached the server (its message is not for the admin).
  const message =
    typeof shaped.message === 'string' && shaped.message !== '' && shaped.status !== 0
      ? shaped.message
      : actionFailedMessage;
  const fieldErrors =
    shaped.errors && typeof shaped.errors === 'object'
      ? (shaped.errors as Record<string, string[] | undefined>)
      : {};
  return { message, fieldErrors };
}

/** The first error of a field, if any. */
export function fieldError(failure: ActionFailure | null, field: string): string | undefined {
  return failure?.fieldErrors[field]?.[0];
}
