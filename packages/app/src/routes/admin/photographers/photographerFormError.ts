import { photographerWriteMessages } from '@laqta/contract';
import type { PhotographerFormError } from '@laqta/ui';
import { recordSaveErrorOf, recordSaveMessages } from '../recordSaveError';

export const photographerSaveMessages = recordSaveMessages('المصور');

/** What the form shows after a failed save (a too-large picture under the avatar field). */
export function photographerFormErrorOf(error: unknown): PhotographerFormError {
  return recordSaveErrorOf(error, photographerSaveMessages, {
    field: 'avatar',
    message: photographerWriteMessages.avatarTooLarge,
  });
}
