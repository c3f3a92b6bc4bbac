import { serviceImageMaxBytes, serviceImageTypes, serviceMessages } from '@laqta/contract';
import type { ImageFormField } from '../../http/form-problems.js';

/** The `image` field of a services form: JPEG, PNG or WebP by its bytes, at most 5 MB. */
const serviceImage: ImageFormField = {
  name: 'image',
  rules: {
    types: serviceImageTypes,
    maxBytes: serviceImageMaxBytes,
    messages: { type: serviceMessages.imageType, tooLarge: serviceMessages.imageTooLarge },
  },
};

/** Create: the image must be sent. */
export const requiredServiceImage = {
  ...serviceImage,
  required: { message: serviceMessages.imageRequired },
};
/** Update: no image keeps the current one. */
export const optionalServiceImage = serviceImage;
