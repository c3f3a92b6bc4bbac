import { fileTypeFromFile } from 'file-type';
import { PayloadTooLargeError } from './errors.js';
import { UploadedFile } from './uploaded-file.js';

/** What a form's image field held: nothing, an image of an accepted type, or something refused. */
export type ImageFieldCheck =
  { kind: 'absent' } | { kind: 'file'; file: UploadedFile } | { kind: 'invalid'; message: string };

/** The rules of one image field: accepted types, the largest size, and the Arabic messages. */
export interface ImageFieldRules {
  types: readonly string[];
  maxBytes: number;
  messages: { type: string; tooLarge: string };
}

/**
 * One image field of a form (a service's image, an admin's avatar). The bytes decide the type (a
 * text file renamed `.png` is refused); the storage sniffs again but also takes types a field may
 * not. Too large is a 413 (the forms plugin already stops anything past the upload limit).
 */
export async function checkImageField(
  value: unknown,
  rules: ImageFieldRules,
): Promise<ImageFieldCheck> {
  if (value === undefined || value === null || value === '') return { kind: 'absent' };
  if (!(value instanceof UploadedFile)) return { kind: 'invalid', message: rules.messages.type };
  if (value.size > rules.maxBytes) throw new PayloadTooLargeError(rules.messages.tooLarge);
  const type = await fileTypeFromFile(value.path);
  if (!type || !rules.types.includes(type.mime))
    return { kind: 'invalid', message: rules.messages.type };
  return { kind: 'file', file: value };
}
