import {
  forbiddenForRoleMessage,
  orderAttentionKeys,
  orderOperationMessages,
  orderStatuses,
  orderStatusLabels,
  payoutMessages,
  transactionMessages,
  transactionStatusMessages,
  type DashboardAttention,
  type DashboardStatistics,
  type PayoutQueueAnswer,
  type PayoutsPayAnswer,
} from '@laqta/contract';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { moneyText } from '../src/modules/orders/money-text.js';
import { addMonths, monthStart } from '../src/time.js';
import { withTestAdmin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';
import { authorizationAs, orderRow, transactionRow } from './support/order-money.js';

const HOUR = 3_600_000;

describeOnEachDatabase(
  'order money: refunds, payouts, transaction status, dashboard figures',
  (t) => {
    let operations = '';
    let finance = '';
    beforeAll(async () => {
      operations = await authorizationAs(t.db(), 'operations');
      finance = await authorizationAs(t.db(), 'finance');
    });

    const send = (options: InjectOptions, authorization = finance) =>
      t.app().inject({ ...options, headers: { authorization, ...options.headers } });
    const refund = (id: number, payload: object, authorization = finance) =>
      send({ method: 'POST', url: `/api/admin/orders/${id}/refunds`, payload }, authorization);
    const transition = (id: number, payload: object, authorization = operations) =>
      send({ method: 'POST', url: `/api/admin/orders/${id}/transition`, payload }, authorization);
    const pay = (payload: object, authorization = finance) =>
      send({ method: 'POST', url: '/api/admin/payouts/pay', payload }, authorization);
    const queue = async (query = '') => {
      const response = await send({ method: 'GET', url: `/api/admin/payouts${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as PayoutQueueAnswer;
    };
    const moneyOf = (orderId: number) =>
      t
        .db()
        .selectFrom('transactions')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
    const orderInDb = (id: number) =>
      t.db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    it('refunds part, then the rest; never more than paid less refunded (422 names the amount)', async () => {
      const order = await orderRow(t.db(), { status: 'cancelled', paid: 40000 });
      const first = await refund(order.id, {
        amount: '15000',
        reason: 'خصم بسبب التأخير',
        updated_at: order.updated_at,
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().message).toBe(orderOperationMessages.refunded);
      const afterFirst = first.json().data.order.updated_at as string;
      const tooMuch = await refund(order.id, { amount: 25001, updated_at: afterFirst });
      expect(tooMuch.statusCode).toBe(422);
      expect(tooMuch.json().code).toBe('validation_failed');
      expect(tooMuch.json().errors.amount).toEqual([
        orderOperationMessages.refundTooLarge(moneyText(25000, 'SAR')),
      ]);
      expect(tooMuch.json().message).toContain('٢٥٠');
      const rest = await refund(order.id, { amount: 25000, updated_at: afterFirst });
      expect(rest.statusCode, rest.body).toBe(200);
      const nothing = await refund(order.id, {
        amount: 1,
        updated_at: rest.json().data.order.updated_at,
      });
      expect(nothing.json()).toEqual({
        message: orderOperationMessages.nothingToRefund,
        errors: { amount: [orderOperationMessages.nothingToRefund] },
        code: 'refused',
      });
      const refunds = (await moneyOf(order.id)).filter((m) => m.type === 'refund');
      expect(refunds.map((r) => [r.amount, r.status, r.method])).toEqual([
        [15000, 'succeeded', 'card'],
        [25000, 'succeeded', 'card'],
      ]);
      expect(refunds.every((r) => /^TX-\d{8}$/.test(r.reference))).toBe(true);
      const events = await t
        .db()
        .selectFrom('audit_events')
        .selectAll()
        .where('action', '=', 'order.refunded')
        .where('entity_id', '=', String(order.id))
        .execute();
      expect(events).toHaveLength(2);
      expect(events[0]!.reason).toBe('خصم بسبب التأخير');
    });

    it('refunds: stale 409, bad amounts 422 in Arabic, operations 403', async () => {
      const order = await orderRow(t.db(), { status: 'confirmed', paid: 40000 });
      const stale = await refund(order.id, { amount: 100, updated_at: 'old' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        success: false,
        message: orderOperationMessages.stale,
        code: 'stale_edit',
      });
      for (const amount of ['', '-5', '12.5', 'مئة'])
        expect((await refund(order.id, { amount, updated_at: order.updated_at })).statusCode).toBe(
          422,
        );
      const arabicDigits = await refund(order.id, { amount: '١٠٠', updated_at: order.updated_at });
      expect(arabicDigits.statusCode, arabicDigits.body).toBe(200);
      const byOperations = await refund(order.id, { amount: 1, updated_at: 'x' }, operations);
      expect(byOperations.statusCode).toBe(403);
      expect(byOperations.json()).toMatchObject({
        message: forbiddenForRoleMessage,
        code: 'forbidden',
      });
    });

    it('cancels a paid order with its refund in one transaction: both, or neither', async () => {
      const owner = await authorizationAs(t.db(), 'owner');
      const order = await orderRow(t.db(), { status: 'confirmed', paid: 40000 });
      const tooMuch = await transition(
        order.id,
        {
          to: 'cancelled',
          updated_at: order.updated_at,
          reason: 'طلب العميل',
          refund_amount: 50000,
        },
        owner,
      );
      expect(tooMuch.statusCode).toBe(422);
      expect(tooMuch.json().errors.refund_amount).toBeDefined();
      expect((await orderInDb(order.id)).status).toBe('confirmed');
      expect((await moneyOf(order.id)).filter((m) => m.type === 'refund')).toEqual([]);
      const both = await transition(
        order.id,
        {
          to: 'cancelled',
          updated_at: order.updated_at,
          reason: 'طلب العميل',
          refund_amount: 40000,
        },
        owner,
      );
      expect(both.statusCode, both.body).toBe(200);
      expect(both.json().data.order.status).toBe('cancelled');
      expect(both.json().data.transactions.at(-1)).toMatchObject({ type: 'refund', amount: 40000 });
    });

    it('queues completed orders without a succeeded payout, with price, commission at the stored rate, amount', async () => {
      const atRate = await orderRow(t.db(), {
        status: 'completed',
        price: 50000,
        commission_rate: 10,
      });
      const older = await orderRow(t.db(), { status: 'completed', price: 33333 });
      const paid = await orderRow(t.db(), { status: 'completed', price: 20000 });
      await transactionRow(t.db(), {
        order_id: paid.id,
        type: 'payout',
        amount: 17000,
        commission_amount: 3000,
      });
      await orderRow(t.db(), { status: 'in_progress' });
      const answer = await queue(`?search=${atRate.code}`);
      expect(answer.data).toEqual([
        expect.objectContaining({
          order_id: atRate.id,
          code: atRate.code,
          price: 50000,
          commission_rate: 10,
          commission_amount: 5000,
          amount: 45000,
          updated_at: atRate.updated_at,
        }),
      ]);
      const all = await queue('?per_page=100');
      const ids = all.data.map((row) => row.order_id);
      expect(ids).toContain(older.id);
      expect(ids).not.toContain(paid.id);
      const olderRow = all.data.find((row) => row.order_id === older.id)!;
      // 15 % of 333.33: 4999.95 halalas → 5000.
      expect(olderRow).toMatchObject({
        commission_rate: 15,
        commission_amount: 5000,
        amount: 28333,
      });
      expect(all.commission_rate).toBe(15);
      expect(all.totals.count).toBe(all.meta.total);
      expect(all.totals.amount).toBe(all.data.reduce((sum, row) => sum + row.amount, 0));
    });

    it('pays many at once with a bank reference; one refused row refuses all', async () => {
      const a = await orderRow(t.db(), { status: 'completed', price: 40000 });
      const b = await orderRow(t.db(), { status: 'completed', price: 60000 });
      const notDone = await orderRow(t.db(), { status: 'confirmed' });
      const refused = await pay({
        items: [a, b, notDone].map((o) => ({ order_id: o.id, updated_at: o.updated_at })),
        bank_reference: 'SA-TRF-7781',
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        message: payoutMessages.refused,
        errors: { 'items.2.order_id': [payoutMessages.notCompleted(orderStatusLabels.confirmed)] },
        code: 'refused',
      });
      expect((await moneyOf(a.id)).length + (await moneyOf(b.id)).length).toBe(0);

      const response = await pay({
        items: [a, b].map((o) => ({ order_id: o.id, updated_at: o.updated_at })),
        bank_reference: 'SA-TRF-7781',
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as PayoutsPayAnswer;
      expect(body.data.count).toBe(2);
      expect(body.data.amount).toBe(34000 + 51000);
      expect(
        body.data.transactions.map((tx) => [
          tx.type,
          tx.amount,
          tx.commission_amount,
          tx.bank_reference,
        ]),
      ).toEqual([
        ['payout', 34000, 6000, 'SA-TRF-7781'],
        ['payout', 51000, 9000, 'SA-TRF-7781'],
      ]);
      const ids = (await queue('?per_page=100')).data.map((row) => row.order_id);
      expect(ids).not.toContain(a.id);
      expect((await orderInDb(a.id)).paid_out_at).not.toBeNull();

      const again = await pay({
        items: [{ order_id: a.id, updated_at: (await orderInDb(a.id)).updated_at }],
        bank_reference: 'SA-TRF-7782',
      });
      expect(again.statusCode).toBe(422);
      expect(again.json().code).toBe('refused');
      expect(again.json().errors['items.0.order_id']).toEqual([payoutMessages.alreadyPaid]);
      const stale = await pay({
        items: [{ order_id: b.id, updated_at: b.updated_at }],
        bank_reference: 'x',
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        success: false,
        message: payoutMessages.stale([b.code]),
        code: 'stale_edit',
      });
      const byOperations = await pay({ items: [], bank_reference: '' }, operations);
      expect(byOperations.statusCode).toBe(403);
      const empty = await pay({ items: [], bank_reference: '' });
      expect(empty.json().code).toBe('validation_failed');
      expect(empty.json().errors).toMatchObject({
        items: [payoutMessages.itemsRequired],
        bank_reference: [payoutMessages.bankReferenceRequired],
      });
    });

    it('never pays an order twice when two admins press at once', async () => {
      const other = await authorizationAs(t.db(), 'owner');
      for (let round = 0; round < 3; round++) {
        const order = await orderRow(t.db(), { status: 'completed', price: 40000 });
        const payload = {
          items: [{ order_id: order.id, updated_at: order.updated_at }],
          bank_reference: `RACE-${round}`,
        };
        const answers = await Promise.all([pay(payload), pay(payload, other)]);
        const codes = answers.map((a) => a.statusCode).sort();
        expect(codes, answers.map((a) => a.body).join('\n')).toEqual([200, 409]);
        // Seen stale under its lock, or refused by the unique index in the same instant.
        const loser = answers.find((a) => a.statusCode === 409)!.json();
        expect(['stale_edit', 'conflict']).toContain(loser.code);
        const payouts = (await moneyOf(order.id)).filter((m) => m.type === 'payout');
        expect(payouts).toHaveLength(1);
      }
    });

    it('two admins paying the same orders listed in opposite orders: one pays both, no deadlock', async () => {
      const other = await authorizationAs(t.db(), 'owner');
      const a = await orderRow(t.db(), { status: 'completed' });
      const b = await orderRow(t.db(), { status: 'completed' });
      const item = (o: typeof a) => ({ order_id: o.id, updated_at: o.updated_at });
      const answers = await Promise.all([
        pay({ items: [item(a), item(b)], bank_reference: 'ONE' }),
        pay({ items: [item(b), item(a)], bank_reference: 'TWO' }, other),
      ]);
      expect(
        answers.map((x) => x.statusCode).sort(),
        answers.map((x) => x.body).join('\n'),
      ).toEqual([200, 409]);
      const payouts = [...(await moneyOf(a.id)), ...(await moneyOf(b.id))];
      expect(payouts).toHaveLength(2);
      expect(new Set(payouts.map((p) => p.bank_reference)).size).toBe(1);
    });

    it('the database refuses a second succeeded payout of one order, whoever writes it', async () => {
      const order = await orderRow(t.db(), { status: 'completed' });
      await transactionRow(t.db(), { order_id: order.id, type: 'payout', amount: 100 });
      await expect(
        transactionRow(t.db(), { order_id: order.id, type: 'payout', amount: 100 }),
      ).rejects.toThrow();
      // A failed or pending one beside it is allowed (a pending one cannot succeed, below).
      await transactionRow(t.db(), {
        order_id: order.id,
        type: 'payout',
        amount: 100,
        status: 'failed',
      });
      const pending = await transactionRow(t.db(), {
        order_id: order.id,
        type: 'payout',
        amount: 100,
        status: 'pending',
      });
      const settle = await send({
        method: 'PUT',
        url: `/api/admin/transactions/${pending.id}/status`,
        payload: { status: 'succeeded', updated_at: pending.updated_at },
      });
      expect(settle.statusCode).toBe(422);
      expect(settle.json()).toEqual({
        message: payoutMessages.alreadyPaid,
        errors: { status: [payoutMessages.alreadyPaid] },
        code: 'refused',
      });
    });

    it('settles a pending transaction once (finance), 422 naming its state after, 409 when stale', async () => {
      const order = await orderRow(t.db());
      const payment = await transactionRow(t.db(), {
        order_id: order.id,
        type: 'payment',
        amount: 40000,
        status: 'pending',
      });
      const url = `/api/admin/transactions/${payment.id}/status`;
      const stale = await send({
        method: 'PUT',
        url,
        payload: { status: 'failed', updated_at: 'old' },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        success: false,
        message: transactionStatusMessages.stale,
        code: 'stale_edit',
      });
      const byOperations = await send(
        { method: 'PUT', url, payload: { status: 'failed', updated_at: payment.updated_at } },
        operations,
      );
      expect(byOperations.statusCode).toBe(403);
      const bad = await send({
        method: 'PUT',
        url,
        payload: { status: 'pending', updated_at: payment.updated_at },
      });
      expect(bad.json().errors.status).toEqual([transactionStatusMessages.statusInvalid]);
      const done = await send({
        method: 'PUT',
        url,
        payload: { status: 'succeeded', updated_at: payment.updated_at },
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().data.transaction.status).toBe('succeeded');
      const again = await send({
        method: 'PUT',
        url,
        payload: { status: 'failed', updated_at: done.json().data.transaction.updated_at },
      });
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual({
        message: transactionStatusMessages.notPending('succeeded'),
        errors: { status: [transactionStatusMessages.notPending('succeeded')] },
        code: 'invalid_transition',
      });
      const missing = await send({
        method: 'PUT',
        url: '/api/admin/transactions/999999/status',
        payload: { status: 'failed', updated_at: 'x' },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        success: false,
        message: transactionMessages.notFound,
        code: 'not_found',
      });
    });

    it('the dashboard follows every action exactly (a plain recount after a mix of them)', async () => {
      const owner = await authorizationAs(t.db(), 'owner');
      // A mix: confirm, start, complete, pay out; cancel with a refund; partial refund; no-show;
      // pending payments settled both ways.
      const a = await orderRow(t.db(), { status: 'pending', paid: 41000 });
      let updatedAt = a.updated_at;
      for (const to of ['confirmed', 'in_progress', 'completed'])
        updatedAt = (await transition(a.id, { to, updated_at: updatedAt }, owner)).json().data.order
          .updated_at;
      expect(
        (await pay({ items: [{ order_id: a.id, updated_at: updatedAt }], bank_reference: 'B-1' }))
          .statusCode,
      ).toBe(200);
      const b = await orderRow(t.db(), { status: 'confirmed', paid: 27500 });
      const cancelled = await transition(
        b.id,
        { to: 'cancelled', updated_at: b.updated_at, reason: 'ظرف طارئ', refund_amount: 27500 },
        owner,
      );
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const c = await orderRow(t.db(), { status: 'completed', paid: 39900 });
      expect((await refund(c.id, { amount: 4950, updated_at: c.updated_at })).statusCode).toBe(200);
      const d = await orderRow(t.db(), { status: 'confirmed' });
      expect(
        (await transition(d.id, { to: 'no_show', updated_at: d.updated_at, reason: 'لم يحضر' }))
          .statusCode,
      ).toBe(200);
      for (const status of ['succeeded', 'failed'] as const) {
        const e = await orderRow(t.db());
        const pending = await transactionRow(t.db(), {
          order_id: e.id,
          type: 'payment',
          amount: 12345,
          status: 'pending',
        });
        const settled = await send({
          method: 'PUT',
          url: `/api/admin/transactions/${pending.id}/status`,
          payload: { status, updated_at: pending.updated_at },
        });
        expect(settled.statusCode).toBe(200);
      }

      const response = await send({ method: 'GET', url: '/api/admin/dashboard/statistics' });
      expect(response.statusCode, response.body).toBe(200);
      const stats = response.json().data as DashboardStatistics;
      const timeZone = 'Asia/Riyadh';
      const from = monthStart(stats.month, timeZone);
      const to = monthStart(addMonths(stats.month, 1), timeZone);
      const sum = async (
        type: string,
        column: 'amount' | 'commission_amount',
        inMonth: boolean,
      ) => {
        let query = t
          .db()
          .selectFrom('transactions')
          .select(sql<string | number | null>`sum(${sql.ref(column)})`.as('total'))
          .where('type', '=', type as 'payment')
          .where('status', '=', 'succeeded');
        if (inMonth) query = query.where('created_at', '>=', from).where('created_at', '<', to);
        return Number((await query.executeTakeFirstOrThrow()).total ?? 0);
      };
      expect(stats.revenue).toEqual({
        total: (await sum('payment', 'amount', false)) - (await sum('refund', 'amount', false)),
        this_month: (await sum('payment', 'amount', true)) - (await sum('refund', 'amount', true)),
      });
      expect(stats.commission).toEqual({
        total: await sum('payout', 'commission_amount', false),
        this_month: await sum('payout', 'commission_amount', true),
      });
      const counts = await t
        .db()
        .selectFrom('orders')
        .select(['status', sql<string | number>`count(*)`.as('n')])
        .groupBy('status')
        .execute();
      for (const status of orderStatuses)
        expect(stats.orders[status], status).toBe(
          Number(counts.find((row) => row.status === status)?.n ?? 0),
        );
      expect(stats.orders.no_show).toBeGreaterThan(0);
    });

    it('needs attention: counts that match the orders list each opens, and the payouts due', async () => {
      const old = new Date(Date.now() - 30 * HOUR).toISOString();
      await orderRow(t.db(), { status: 'pending', created_at: old });
      await orderRow(t.db(), { status: 'pending' }); // 0 h: new, not yet overdue
      await orderRow(t.db(), {
        status: 'confirmed',
        photographer: null,
        session_at: new Date(Date.now() + 20 * HOUR).toISOString(),
      });
      await orderRow(t.db(), {
        status: 'confirmed',
        photographer: null,
        session_at: new Date(Date.now() + 100 * HOUR).toISOString(),
      });
      const today = await orderRow(t.db(), { status: 'pending' });
      expect(
        (
          await transition(today.id, {
            to: 'cancelled',
            updated_at: today.updated_at,
            reason: 'ألغى',
          })
        ).statusCode,
      ).toBe(200);
      const response = await send({ method: 'GET', url: '/api/admin/dashboard/attention' });
      expect(response.statusCode, response.body).toBe(200);
      const attention = response.json().data as DashboardAttention;
      for (const key of orderAttentionKeys) {
        const list = await send({ method: 'GET', url: `/api/admin/orders?attention=${key}` });
        expect(list.statusCode, list.body).toBe(200);
        expect(attention.orders[key], key).toBe(list.json().meta.total);
        expect(attention.orders[key], key).toBeGreaterThan(0);
      }
      const due = await queue();
      expect(attention.payouts_due).toEqual({ count: due.totals.count, amount: due.totals.amount });
      const bad = await send({ method: 'GET', url: '/api/admin/orders?attention=urgent' });
      expect(bad.statusCode).toBe(422);
    });
  },
  withTestAdmin,
);
