import { profileAvatarMaxBytes, profileAvatarTypes, profileMessages } from '@laqta/contract';
import { checkImageField } from '../../http/image-field.js';

/** The `avatar` field of the profile form: JPEG, PNG or WebP by its bytes, at most 2 MB. */
export function checkAvatar(value: unknown) {
  return checkImageField(value, {
    types: profileAvatarTypes,
    maxBytes: profileAvatarMaxBytes,
    messages: { type: profileMessages.avatarType, tooLarge: profileMessages.avatarTooLarge },
  });
}
