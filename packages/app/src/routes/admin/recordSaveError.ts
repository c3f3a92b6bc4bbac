import { staleRecordMessage } from '@laqta/contract';
import { ApiError } from '../../api/ApiError';

/** What a record form shows after a failed save (ui's `RecordFormError`, e.g. `CustomerFormError`). */
export interface RecordSaveError {
  message: string;
  fieldErrors?: Record<string, string[] | undefined>;
}

/** The words a failed save of a record shows, naming it (`'العميل'` → "تعذر حفظ العميل، …"). */
export function recordSaveMessages(noun: string) {
  return {
    checkFields: `تعذر حفظ ${noun}، راجع الحقول المعلّمة`,
    failed: `تعذر حفظ ${noun}، حاول مرة أخرى.`,
    network: 'تعذر الاتصال بالخادم، تحقق من الشبكة ثم حاول مرة أخرى.',
    stale: `${staleRecordMessage}. أعدنا تحميل السجل وأبقينا ما كتبته؛ راجعه ثم احفظ.`,
  } as const;
}

/**
 * A failed save as the form shows it (the typed values stay in the form), one way for the record
 * forms: 422 → a summary and the server's errors under their fields; 413 → the file field's own
 * words under it (`tooLarge`, for forms with an upload); 409 → stale (the edit route rereads the
 * record); no answer → network; anything else → the server's words, or "failed".
 */
export function recordSaveErrorOf(
  error: unknown,
  messages: ReturnType<typeof recordSaveMessages>,
  tooLarge?: { field: string; message: string },
): RecordSaveError {
  if (!(error instanceof ApiError)) return { message: messages.failed };
  if (error.status === 422) return { message: messages.checkFields, fieldErrors: error.errors };
  if (error.status === 413 && tooLarge)
    return { message: tooLarge.message, fieldErrors: { [tooLarge.field]: [tooLarge.message] } };
  if (error.status === 409) return { message: messages.stale };
  if (error.status === 0) return { message: messages.network };
  return { message: error.message || messages.failed };
}
