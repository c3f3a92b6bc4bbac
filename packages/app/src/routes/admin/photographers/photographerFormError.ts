import { photographerWriteMessages, staleRecordMessage } from '@laqta/contract';
import type { PhotographerFormError } from '@laqta/ui';
import { ApiError } from '../../../api/ApiError';

export const photographerSaveMessages = {
  checkFields: 'تعذر حفظ المصور، راجع الحقول المعلّمة',
  failed: 'تعذر حفظ المصور، حاول مرة أخرى.',
  network: 'تعذر الاتصال بالخادم، تحقق من الشبكة ثم حاول مرة أخرى.',
  stale: `${staleRecordMessage}. أعدنا تحميل السجل وأبقينا ما كتبته؛ راجعه ثم احفظ.`,
} as const;

/** What the form shows after a failed save (the typed values stay in the form). */
export function photographerFormErrorOf(error: unknown): PhotographerFormError {
  if (!(error instanceof ApiError)) return { message: photographerSaveMessages.failed };
  if (error.status === 422)
    return { message: photographerSaveMessages.checkFields, fieldErrors: error.errors };
  if (error.status === 413)
    return {
      message: photographerWriteMessages.avatarTooLarge,
      fieldErrors: { avatar: [photographerWriteMessages.avatarTooLarge] },
    };
  if (error.status === 409) return { message: photographerSaveMessages.stale };
  if (error.status === 0) return { message: photographerSaveMessages.network };
  return { message: error.message || photographerSaveMessages.failed };
}
