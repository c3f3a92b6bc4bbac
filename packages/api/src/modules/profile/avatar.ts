import { profileAvatarMaxBytes, profileAvatarTypes, profileMessages } from '@laqta/contract';
import { fileTypeFromFile } from 'file-type';
import { PayloadTooLargeError } from '../../http/errors.js';
import { UploadedFile } from '../../http/uploaded-file.js';

export type AvatarCheck =
  { kind: 'absent' } | { kind: 'file'; file: UploadedFile } | { kind: 'invalid'; message: string };

/**
 * The `avatar` field of the profile form, checked as services check their image
 * (services/image.ts): the bytes decide the type (a text file renamed `.png` is refused), and a
 * file over 2 MB is a 413.
 */
export async function checkAvatar(value: unknown): Promise<AvatarCheck> {
  if (value === undefined || value === null || value === '') return { kind: 'absent' };
  if (!(value instanceof UploadedFile))
    return { kind: 'invalid', message: profileMessages.avatarType };
  if (value.size > profileAvatarMaxBytes)
    throw new PayloadTooLargeError(profileMessages.avatarTooLarge);
  const type = await fileTypeFromFile(value.path);
  if (!type || !(profileAvatarTypes as readonly string[]).includes(type.mime))
    return { kind: 'invalid', message: profileMessages.avatarType };
  return { kind: 'file', file: value };
}
