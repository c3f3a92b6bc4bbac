import { serviceImageMaxBytes, serviceImageTypes, serviceMessages } from '@laqta/contract';
import { checkImageField } from '../../http/image-field.js';

/** The `image` field of a services form: JPEG, PNG or WebP by its bytes, at most 5 MB. */
export function checkServiceImage(value: unknown) {
  return checkImageField(value, {
    types: serviceImageTypes,
    maxBytes: serviceImageMaxBytes,
    messages: { type: serviceMessages.imageType, tooLarge: serviceMessages.imageTooLarge },
  });
}
