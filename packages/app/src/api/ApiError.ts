export type FieldErrors = Record<string, string[]>;

/**
 * A failed API call: the HTTP status (0 when the network failed or the answer could not be read),
 * the server's message, field errors and machine `code` (contract `errorCodes`; `answer_mismatch`
 * when a 2xx answer did not match the contract, `network` when no answer came).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldErrors = {},
    readonly code: string = '',
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isValidation(): boolean {
    return this.status === 422;
  }
}
