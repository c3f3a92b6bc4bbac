import type { ErrorCode } from '@laqta/contract';

/**
 * Errors a handler throws to answer a client. The error handler (plugins/error-handler.ts) turns
 * each into its envelope of ARCHITECTURE.md §2; anything else becomes a 500 with a general message.
 */

export type FieldErrors = Record<string, string[]>;

/** Arabic wording of the general answers. */
export const messages = {
  badRequest: 'الطلب غير صالح.',
  forbidden: 'ليس لديك صلاحية للقيام بهذا الإجراء.',
  notFound: 'العنصر المطلوب غير موجود.',
  routeNotFound: 'المسار المطلوب غير موجود.',
  methodNotAllowed: 'طريقة الطلب غير مسموح بها.',
  conflict: 'تعارض في البيانات، يرجى تحديث الصفحة والمحاولة مرة أخرى.',
  payloadTooLarge: 'حجم الطلب أو الملف المرفوع أكبر من المسموح به.',
  unsupportedMediaType: 'نوع محتوى الطلب غير مدعوم.',
  validation: 'البيانات المدخلة غير صالحة.',
  tooManyRequests: 'محاولات كثيرة، يرجى المحاولة لاحقاً.',
  serverError: 'حدث خطأ غير متوقع في الخادم، يرجى المحاولة لاحقاً.',
  unavailable: 'الخدمة غير متاحة حالياً، يرجى المحاولة لاحقاً.',
  headersTooLarge: 'عنوان الطلب أو ترويساته أطول من المسموح به.',
  requestTimeout: 'انتهت مهلة إرسال الطلب، يرجى المحاولة مرة أخرى.',
} as const;

/** The code of an answer by its status, where the thrower names none. */
const codeByStatus: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  409: 'stale_edit',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'refused',
  429: 'throttled',
  431: 'headers_too_large',
  503: 'unavailable',
};

/** The machine code of an answer with `status` (contract `errorCodes`). */
export function errorCodeOf(status: number): ErrorCode {
  return codeByStatus[status] ?? (status >= 500 ? 'server_error' : 'bad_request');
}

/** An answer `{ success: false, message, code }` with the given HTTP status. */
export class HttpError extends Error {
  readonly headers: Record<string, string> = {};
  readonly code: ErrorCode;
  constructor(
    readonly status: number,
    message: string,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = code ?? errorCodeOf(status);
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string = messages.notFound) {
    super(404, message);
    this.name = 'NotFoundError';
  }
}

export class ForbiddenError extends HttpError {
  constructor(message: string = messages.forbidden, code: ErrorCode = 'forbidden') {
    super(403, message, code);
    this.name = 'ForbiddenError';
  }
}

/** 409: a stale edit (`stale_edit`), or a clash with another record (`conflict`). */
export class ConflictError extends HttpError {
  constructor(message: string = messages.conflict, code: ErrorCode = 'stale_edit') {
    super(409, message, code);
    this.name = 'ConflictError';
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(message: string = messages.payloadTooLarge) {
    super(413, message);
    this.name = 'PayloadTooLargeError';
  }
}

/** 429 with `Retry-After: <seconds>`. */
export class TooManyRequestsError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = messages.tooManyRequests,
  ) {
    super(429, message);
    this.name = 'TooManyRequestsError';
    this.headers['retry-after'] = String(Math.max(1, Math.ceil(retryAfterSeconds)));
  }
}

/** 401 `{ message: 'Unauthenticated.' }` — the Laravel shape the app recognises. */
export class UnauthenticatedError extends HttpError {
  constructor() {
    super(401, 'Unauthenticated.');
    this.name = 'UnauthenticatedError';
  }
}

/** 422 `{ message, errors }`; `errors` keys are dotted paths (`settings.0.value`). */
export class ValidationError extends HttpError {
  readonly errors: FieldErrors;
  /** `code`: `invalid_transition` when the field names an action the record's state refuses. */
  constructor(errors: FieldErrors, message?: string, code: ErrorCode = 'validation_failed') {
    super(422, message ?? Object.values(errors).flat()[0] ?? messages.validation, code);
    this.name = 'ValidationError';
    this.errors = errors;
  }
}

/** 422 naming the record's current state: the action does not fit it; nothing changed. */
export class TransitionRefusedError extends HttpError {
  constructor(message: string) {
    super(422, message, 'invalid_transition');
    this.name = 'TransitionRefusedError';
  }
}

/**
 * The JSON body an HttpError answers with (contract `errorAnswerSchema`). A 422 of fields and a 401
 * keep Laravel's shapes without `success`, as the specification's clients read them.
 */
export function httpErrorBody(error: HttpError): Record<string, unknown> {
  if (error instanceof ValidationError)
    return { message: error.message, errors: error.errors, code: error.code };
  if (error instanceof UnauthenticatedError) return { message: error.message, code: error.code };
  return { success: false, message: error.message, code: error.code };
}
