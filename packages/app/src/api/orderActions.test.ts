import type { PayoutQueueItem } from '@laqta/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { orderActionFailureOf } from './orders';
import { rowErrorsOf } from './payouts';

describe('an order action that failed, as its dialog shows it', () => {
  it('is a conflict on 409, field messages on 422, and a network message at status 0', () => {
    expect(orderActionFailureOf('cancel', new ApiError(409, 'تغيّر هذا الطلب'))).toEqual({
      action: 'cancel',
      kind: 'conflict',
      message: 'تغيّر هذا الطلب',
    });
    const invalid = orderActionFailureOf(
      'refund',
      new ApiError(422, 'المبلغ أكبر من المتاح', { amount: ['المبلغ أكبر من المتاح'] }),
    );
    expect(invalid).toMatchObject({
      kind: 'invalid',
      errors: { amount: ['المبلغ أكبر من المتاح'] },
    });
    expect(orderActionFailureOf('confirm', new ApiError(0, 'Network error')).kind).toBe('other');
  });
});

describe('a refused payout, row by row', () => {
  const row = (order_id: number) => ({ order_id }) as PayoutQueueItem;
  it('maps items.<n> messages back to the order sent n-th', () => {
    expect(
      rowErrorsOf([row(7), row(9)], {
        'items.1': ['صُرفت مستحقات هذا الطلب من قبل.'],
        bank_reference: ['أدخل مرجع التحويل البنكي.'],
      }),
    ).toEqual({ 9: 'صُرفت مستحقات هذا الطلب من قبل.' });
    expect(rowErrorsOf([row(7)], { 'items.0.order_id': ['رقم الطلب غير صالح.'] })).toEqual({
      7: 'رقم الطلب غير صالح.',
    });
    expect(rowErrorsOf([row(7)], {})).toBeUndefined();
  });
});
