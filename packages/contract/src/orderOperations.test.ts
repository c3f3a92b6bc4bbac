import { describe, expect, it } from 'vitest';
import {
  commissionOf,
  orderMoneyOf,
  orderOperationMessages,
  orderRefundRequestSchema,
  orderTransitionRequestSchema,
  orderTransitionsFrom,
} from './orderOperations.js';
import { payoutsPayRequestSchema, payoutMessages } from './payouts.js';

describe('order operations contract', () => {
  it('offers each state exactly the transitions of ARCHITECTURE.md §8', () => {
    expect(orderTransitionsFrom('pending')).toEqual(['confirmed', 'cancelled']);
    expect(orderTransitionsFrom('confirmed')).toEqual(['in_progress', 'cancelled', 'no_show']);
    expect(orderTransitionsFrom('in_progress')).toEqual(['completed']);
    for (const end of ['completed', 'cancelled', 'no_show'] as const)
      expect(orderTransitionsFrom(end)).toEqual([]);
  });

  it('wants a reason to cancel or mark a no-show, and a refund only with a cancel', () => {
    const errors = (value: object) =>
      orderTransitionRequestSchema
        .safeParse(value)
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(errors({ to: 'no_show', updated_at: 'x' })).toEqual([
      ['reason', orderOperationMessages.reasonRequired],
    ]);
    expect(errors({ to: 'confirmed', updated_at: 'x', refund_amount: '100' })).toEqual([
      ['refund_amount', orderOperationMessages.refundOnlyWhenCancelling],
    ]);
    expect(
      orderTransitionRequestSchema.parse({
        to: 'cancelled',
        updated_at: 'x',
        reason: ' طارئ ',
        refund_amount: '١٥٠٠',
      }),
    ).toMatchObject({ reason: 'طارئ', refund_amount: 1500 });
  });

  it('reads refund amounts as whole halalas, Arabic-Indic digits too', () => {
    const amount = (value: unknown) =>
      orderRefundRequestSchema.safeParse({ amount: value, updated_at: 'x' });
    expect(amount('٢٥٠٠٠').data?.amount).toBe(25000);
    expect(amount(25000).data?.amount).toBe(25000);
    expect(amount('').error?.issues[0]?.message).toBe(orderOperationMessages.amountRequired);
    for (const bad of ['12.5', '-3', '0', 'مئة', 1.5])
      expect(amount(bad).error?.issues[0]?.message).toBe(orderOperationMessages.amountInvalid);
  });

  it('sums an order’s money one way for the server and the screens', () => {
    const money = orderMoneyOf([
      { type: 'payment', status: 'succeeded', amount: 40000 },
      { type: 'payment', status: 'failed', amount: 40000 },
      { type: 'refund', status: 'succeeded', amount: 15000 },
      { type: 'refund', status: 'pending', amount: 5000 },
      { type: 'refund', status: 'failed', amount: 9000 },
    ]);
    expect(money).toEqual({ paid: 40000, refunded: 20000, refundable: 20000, paidOut: 0 });
    expect(commissionOf(33333, 15)).toBe(5000);
  });

  it('refuses the same order twice in one payout request', () => {
    const result = payoutsPayRequestSchema.safeParse({
      items: [
        { order_id: 7, updated_at: 'a' },
        { order_id: 7, updated_at: 'a' },
      ],
      bank_reference: 'TRF-1',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['items.1.order_id', payoutMessages.duplicateOrder],
    ]);
  });
});
