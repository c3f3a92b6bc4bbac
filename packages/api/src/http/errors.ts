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

/** An answer `{ success: false, message }` with the given HTTP status. */
export class HttpError extends Error {
  readonly headers: Record<string, string> = {};
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string = messages.notFound) {
    super(404, message);
    this.name = 'NotFoundError';
  }
}

export class ForbiddenError extends HttpError {
  constructor(message: string = messages.forbidden) {
    super(403, message);
    this.name = 'ForbiddenError';
  }
}

/** 409: a stale edit or a duplicate. */
export class ConflictError extends HttpError {
  constructor(message: string = messages.conflict) {
    super(409, message);
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
  constructor(errors: FieldErrors, message?: string) {
    super(422, message ?? Object.values(errors).flat()[0] ?? messages.validation);
    this.name = 'ValidationError';
    this.errors = errors;
  }
}

/** The JSON body and headers an HttpError answers with. */
export function httpErrorBody(error: HttpError): Record<string, unknown> {
  if (error instanceof ValidationError) return { message: error.message, errors: error.errors };
  if (error instanceof UnauthenticatedError) return { message: error.message };
  return { success: false, message: error.message };
}
