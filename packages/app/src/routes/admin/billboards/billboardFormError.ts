import { billboardWriteMessages } from '@laqta/contract';
import type { BillboardFormError } from '@laqta/ui';
import { recordSaveErrorOf, recordSaveMessages } from '../recordSaveError';

export const billboardSaveMessages = recordSaveMessages('الإعلان');

/** What the form shows after a failed save (a too-large picture under the image field). */
export function billboardFormErrorOf(error: unknown): BillboardFormError {
  return recordSaveErrorOf(error, billboardSaveMessages, {
    field: 'image',
    message: billboardWriteMessages.imageTooLarge,
  });
}
