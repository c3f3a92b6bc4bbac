import { forbiddenForRoleMessage, serviceMessages } from '@laqta/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import { serviceFormErrorOf, serviceSaveMessages } from './serviceFormError';

describe('serviceFormErrorOf', () => {
  it('puts a 422 field error under its field, with a summary above the form', () => {
    const error = new ApiError(422, 'البيانات المدخلة غير صالحة.', {
      name: [serviceMessages.nameRequired],
      image: [serviceMessages.imageType],
    });
    expect(serviceFormErrorOf(error)).toEqual({
      message: serviceSaveMessages.checkFields,
      fieldErrors: { name: [serviceMessages.nameRequired], image: [serviceMessages.imageType] },
    });
  });

  it('shows a 413 (too large an upload) under the image', () => {
    expect(serviceFormErrorOf(new ApiError(413, 'too large'))).toEqual({
      message: serviceMessages.imageTooLarge,
      fieldErrors: { image: [serviceMessages.imageTooLarge] },
    });
  });

  it('says the network failed, or that saving failed, without field errors', () => {
    expect(serviceFormErrorOf(new ApiError(0, 'Network error'))).toEqual({
      message: serviceSaveMessages.network,
    });
    expect(serviceFormErrorOf(new ApiError(500, 'حدث خطأ'))).toEqual({
      message: serviceSaveMessages.failed,
    });
    expect(serviceFormErrorOf(new Error('boom'))).toEqual({ message: serviceSaveMessages.failed });
  });

  it('says in the server’s words that the save is outside the admin’s role (403)', () => {
    expect(serviceFormErrorOf(new ApiError(403, forbiddenForRoleMessage))).toEqual({
      message: forbiddenForRoleMessage,
    });
  });
});
