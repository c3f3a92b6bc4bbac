import { serviceMessages } from '@laqta/contract';
import type { ServiceFormError } from '@laqta/ui';
import { ApiError } from '../../../api/ApiError';

export const serviceSaveMessages = {
  checkFields: 'تعذر حفظ الخدمة، راجع الحقول المعلّمة',
  failed: 'تعذر حفظ الخدمة، حاول مرة أخرى.',
  network: 'تعذر الاتصال بالخادم، تحقق من الشبكة ثم حاول مرة أخرى.',
} as const;

/** What the form shows after a failed save (the typed values stay in the form). */
export function serviceFormErrorOf(error: unknown): ServiceFormError {
  if (!(error instanceof ApiError)) return { message: serviceSaveMessages.failed };
  if (error.status === 422)
    return { message: serviceSaveMessages.checkFields, fieldErrors: error.errors };
  if (error.status === 413)
    return {
      message: serviceMessages.imageTooLarge,
      fieldErrors: { image: [serviceMessages.imageTooLarge] },
    };
  if (error.status === 0) return { message: serviceSaveMessages.network };
  if (error.status === 404) return { message: error.message || serviceMessages.notFound };
  // Outside the admin's role: the server's Arabic words say so.
  if (error.status === 403 && error.message) return { message: error.message };
  return { message: serviceSaveMessages.failed };
}
