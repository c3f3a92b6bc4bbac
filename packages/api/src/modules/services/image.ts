import { fileTypeFromFile } from 'file-type';
import { serviceImageMaxBytes, serviceImageTypes, serviceMessages } from '@laqta/contract';
import { PayloadTooLargeError } from '../../http/errors.js';
import { UploadedFile } from '../../http/uploaded-file.js';

export type ImageCheck =
  { kind: 'absent' } | { kind: 'file'; file: UploadedFile } | { kind: 'invalid'; message: string };

/**
 * The `image` field of a services form. The bytes decide the type (a text file renamed `.jpg` is
 * refused); the storage sniffs again but also takes GIF and AVIF, which services do not. Too large
 * is a 413 (the forms plugin already stops anything past the configured upload limit).
 */
export async function checkServiceImage(value: unknown): Promise<ImageCheck> {
  if (value === undefined || value === null || value === '') return { kind: 'absent' };
  if (!(value instanceof UploadedFile))
    return { kind: 'invalid', message: serviceMessages.imageType };
  if (value.size > serviceImageMaxBytes)
    throw new PayloadTooLargeError(serviceMessages.imageTooLarge);
  const type = await fileTypeFromFile(value.path);
  if (!type || !(serviceImageTypes as readonly string[]).includes(type.mime))
    return { kind: 'invalid', message: serviceMessages.imageType };
  return { kind: 'file', file: value };
}
