import { ApiError } from '../../api/ApiError';

/** Said when a catalogue read fails: the server's Arabic words for a 4xx, ours otherwise. */
export const CATALOG_LOAD_FAILURE = 'تعذر الاتصال بالخادم. تحقق من اتصالك ثم أعد المحاولة.';

/** The words a failed read shows (an English technical message never reaches a visitor). */
export function catalogLoadError(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message)
    return error.message;
  return CATALOG_LOAD_FAILURE;
}
