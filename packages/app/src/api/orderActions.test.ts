import { orderOperationMessages, type OrderDetail, type PayoutQueueItem } from '@laqta/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { ANSWER_MISMATCH_MESSAGE } from './client';
import { orderActionFailureOf, sendOrderAction } from './orders';
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

describe('an order action’s answer, checked against the contract', () => {
  const detail: OrderDetail = {
    currency: 'SAR',
    order: {
      id: 7,
      code: 'LQ-000007',
      customer_id: 3,
      photographer_id: null,
      service_id: 2,
      session_at: '2026-12-01T14:00:00.000Z',
      city: 'الرياض',
      address: 'حي النخيل',
      price: 40000,
      notes: null,
      cancel_reason: null,
      status: 'confirmed',
      completed_at: null,
      cancelled_at: null,
      commission_rate: null,
      created_at: '2026-11-01T10:00:00.000Z',
      updated_at: '2026-11-02T10:00:00.000Z',
      customer: { id: 3, name: 'سارة', email: 'sara@laqta.test', phone: '0551234567' },
      photographer: null,
      service: { id: 2, name: 'جلسة عائلية' },
    },
    transactions: [],
  };
  const answering = (status: number, body: unknown) => {
    // No stored token: the client reads storage for one before each call.
    vi.stubGlobal('localStorage', { getItem: () => null });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status })),
    );
  };
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('gives the order’s new detail when the answer matches', async () => {
    answering(200, { success: true, data: detail, message: 'أصبحت حالة الطلب «مؤكد».' });
    const answer = await sendOrderAction('7', { action: 'confirm' }, detail.order.updated_at);
    expect(answer.data.order.code).toBe('LQ-000007');
  });

  it('fails with one clear error when the answer drifted from the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answering(200, { success: true, data: { currency: 'SAR', order: { id: 7 } } });
    const failure = await sendOrderAction('7', { action: 'confirm' }, 'x').catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 0, code: 'answer_mismatch' });
    expect(failure.message).toBe(ANSWER_MISMATCH_MESSAGE);
  });

  it('carries the server’s invalid_transition code and field message of a refused action', async () => {
    const message = orderOperationMessages.refusedTransition('confirmed', 'completed');
    answering(422, { message, errors: { to: [message] }, code: 'invalid_transition' });
    const failure = await sendOrderAction('7', { action: 'confirm' }, 'x').catch((e) => e);
    expect(failure).toMatchObject({ status: 422, code: 'invalid_transition' });
    expect(orderActionFailureOf('confirm', failure)).toEqual({
      action: 'confirm',
      kind: 'invalid',
      message,
      errors: { to: [message] },
    });
  });
});
