import { authMessages } from '@laqta/contract';
import type { LoginPanelError } from '@laqta/ui';
import { ApiError } from '../api/ApiError';

/**
 * What the red box shows (specification §5, §8): a 422 keeps the server's message (default
 * 'Validation failed') and field errors; any other failure reads 'حدث خطأ في تسجيل الدخول', with
 * the server's reason beneath when it gave one (such as the wait after too many attempts).
 */
export function loginErrorOf(error: unknown): LoginPanelError {
  if (error instanceof ApiError && error.status === 422) {
    return { message: error.message || authMessages.validationFallback, fieldErrors: error.errors };
  }
  if (error instanceof ApiError && error.status === 429) {
    return { message: authMessages.loginFailed, detail: error.message };
  }
  return { message: authMessages.loginFailed };
}
