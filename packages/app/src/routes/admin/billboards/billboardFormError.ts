import { billboardWriteMessages, staleRecordMessage } from '@laqta/contract';
import type { BillboardFormError } from '@laqta/ui';
import { ApiError } from '../../../api/ApiError';

export const billboardSaveMessages = {
  checkFields: 'تعذر حفظ الإعلان، راجع الحقول المعلّمة',
  failed: 'تعذر حفظ الإعلان، حاول مرة أخرى.',
  network: 'تعذر الاتصال بالخادم، تحقق من الشبكة ثم حاول مرة أخرى.',
  stale: `${staleRecordMessage}. أعدنا تحميل السجل وأبقينا ما كتبته؛ راجعه ثم احفظ.`,
} as const;

/** What the form shows after a failed save (the typed values stay in the form). */
export function billboardFormErrorOf(error: unknown): BillboardFormError {
  if (!(error instanceof ApiError)) return { message: billboardSaveMessages.failed };
  if (error.status === 422)
    return { message: billboardSaveMessages.checkFields, fieldErrors: error.errors };
  if (error.status === 413)
    return {
      message: billboardWriteMessages.imageTooLarge,
      fieldErrors: { image: [billboardWriteMessages.imageTooLarge] },
    };
  if (error.status === 409) return { message: billboardSaveMessages.stale };
  if (error.status === 0) return { message: billboardSaveMessages.network };
  return { message: error.message || billboardSaveMessages.failed };
}
