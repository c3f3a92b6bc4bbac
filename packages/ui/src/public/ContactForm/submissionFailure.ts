/**
 * What a form's submit callback may reject with: the app passes its API error through, and the form
 * shows `message` and puts `errors` (field → messages, as in a 422 answer) under the fields.
 */
export interface SubmissionFailure {
  message?: string;
  errors?: Record<string, string[] | undefined>;
}

export function failureOf(error: unknown): SubmissionFailure {
  // A thrown Error (network, bug) carries a technical English message: the form says its own words.
  if (error instanceof Error && !('errors' in error)) return {};
  if (error && typeof error === 'object') {
    const { message, errors } = error as { message?: unknown; errors?: unknown };
    return {
      message: typeof message === 'string' ? message : undefined,
      errors:
        errors && typeof errors === 'object' ? (errors as SubmissionFailure['errors']) : undefined,
    };
  }
  return {};
}
