import {
  billboardWriteMessages,
  photographerWriteMessages,
  staleRecordMessage,
} from '@laqta/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { billboardFormErrorOf } from './billboards/billboardFormError';
import { customerSaveMessages } from './customers/CustomerEditRoute';
import {
  photographerFormErrorOf,
  photographerSaveMessages,
} from './photographers/photographerFormError';
import { recordSaveErrorOf } from './recordSaveError';

describe('recordSaveErrorOf', () => {
  it('names the record in the Arabic words a failed save shows', () => {
    expect(customerSaveMessages).toEqual({
      checkFields: 'تعذر حفظ العميل، راجع الحقول المعلّمة',
      failed: 'تعذر حفظ العميل، حاول مرة أخرى.',
      network: 'تعذر الاتصال بالخادم، تحقق من الشبكة ثم حاول مرة أخرى.',
      stale: `${staleRecordMessage}. أعدنا تحميل السجل وأبقينا ما كتبته؛ راجعه ثم احفظ.`,
    });
    expect(photographerSaveMessages.failed).toBe('تعذر حفظ المصور، حاول مرة أخرى.');
  });

  it('puts a 422 under its fields, a 409 says stale, no answer says network', () => {
    const invalid = new ApiError(422, 'البيانات المدخلة غير صالحة.', { email: ['مستخدم'] });
    expect(recordSaveErrorOf(invalid, customerSaveMessages)).toEqual({
      message: customerSaveMessages.checkFields,
      fieldErrors: { email: ['مستخدم'] },
    });
    expect(recordSaveErrorOf(new ApiError(409, 'قديم'), customerSaveMessages)).toEqual({
      message: customerSaveMessages.stale,
    });
    expect(recordSaveErrorOf(new ApiError(0, 'Network error'), customerSaveMessages)).toEqual({
      message: customerSaveMessages.network,
    });
  });

  it('shows a 413 under the form’s file field, or the server’s words where it has none', () => {
    expect(photographerFormErrorOf(new ApiError(413, 'too large'))).toEqual({
      message: photographerWriteMessages.avatarTooLarge,
      fieldErrors: { avatar: [photographerWriteMessages.avatarTooLarge] },
    });
    expect(billboardFormErrorOf(new ApiError(413, 'too large'))).toEqual({
      message: billboardWriteMessages.imageTooLarge,
      fieldErrors: { image: [billboardWriteMessages.imageTooLarge] },
    });
    expect(recordSaveErrorOf(new ApiError(413, 'كبير'), customerSaveMessages)).toEqual({
      message: 'كبير',
    });
    expect(recordSaveErrorOf(new Error('boom'), customerSaveMessages)).toEqual({
      message: customerSaveMessages.failed,
    });
  });
});
