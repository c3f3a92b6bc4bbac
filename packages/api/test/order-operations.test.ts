import {
  forbiddenForRoleMessage,
  orderMessages,
  orderOperationMessages,
  orderStatuses,
  orderStatusLabels,
  orderTransitionAllowed,
  orderTransitionTargets,
  photographerStatusLabels,
  type OrderDetail,
  type OrderStatus,
  type PhotographerOption,
} from '@laqta/contract';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { withTestAdmin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';
import { authorizationAs, orderRow, photographerRow } from './support/order-money.js';

const HOUR = 3_600_000;

describeOnEachDatabase(
  'order operations: state machine, assignment, rescheduling',
  (t) => {
    let operations = '';
    let finance = '';
    beforeAll(async () => {
      operations = await authorizationAs(t.db(), 'operations');
      finance = await authorizationAs(t.db(), 'finance');
    });

    const send = (options: InjectOptions, authorization = operations) =>
      t.app().inject({ ...options, headers: { authorization, ...options.headers } });
    const transition = (id: number, payload: object, authorization = operations) =>
      send({ method: 'POST', url: `/api/admin/orders/${id}/transition`, payload }, authorization);
    const assign = (id: number, payload: object) =>
      send({ method: 'PUT', url: `/api/admin/orders/${id}/photographer`, payload });
    const reschedule = (id: number, payload: object) =>
      send({ method: 'PUT', url: `/api/admin/orders/${id}/session`, payload });

    const orderInDb = (id: number) =>
      t.db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const eventsOf = async (id: number) =>
      t
        .db()
        .selectFrom('audit_events')
        .selectAll()
        .where('entity_type', '=', 'order')
        .where('entity_id', '=', String(id))
        .orderBy('id')
        .execute();

    it('walks pending → confirmed → in_progress → completed, audited, answering the detail', async () => {
      const order = await orderRow(t.db(), { status: 'pending' });
      let updatedAt = order.updated_at;
      for (const to of ['confirmed', 'in_progress', 'completed'] as const) {
        const response = await transition(order.id, { to, updated_at: updatedAt });
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json() as { data: OrderDetail; message: string };
        expect(body.data.order.status).toBe(to);
        expect(body.message).toBe(orderOperationMessages.transitioned(to));
        expect(body.data.order.updated_at > updatedAt).toBe(true);
        updatedAt = body.data.order.updated_at;
      }
      const row = await orderInDb(order.id);
      expect(row.completed_at).not.toBeNull();
      expect(Number(row.commission_rate)).toBe(15);
      expect((await eventsOf(order.id)).map((e) => e.action)).toEqual([
        'order.confirmed',
        'order.started',
        'order.completed',
      ]);
    });

    it('refuses every transition the table does not allow: 422 naming the current state, nothing changed', async () => {
      const refused: string[] = [];
      for (const status of orderStatuses)
        for (const to of orderTransitionTargets) {
          if (orderTransitionAllowed(status, to)) continue;
          const order = await orderRow(t.db(), { status });
          const response = await transition(order.id, {
            to,
            updated_at: order.updated_at,
            reason: 'سبب',
          });
          const expected = orderOperationMessages.refusedTransition(to, status);
          if (
            response.statusCode !== 422 ||
            response.json().message !== expected ||
            response.json().code !== 'invalid_transition' ||
            response.json().errors?.to?.[0] !== expected ||
            !expected.includes(orderStatusLabels[status])
          )
            refused.push(`${status} → ${to}: ${response.statusCode} ${response.body}`);
          const row = await orderInDb(order.id);
          if (row.status !== status || row.updated_at !== order.updated_at)
            refused.push(`${status} → ${to} changed the order`);
          if ((await eventsOf(order.id)).length > 0)
            refused.push(`${status} → ${to} left an event`);
        }
      expect(refused).toEqual([]);
    });

    it('allows exactly the table: cancel from pending and confirmed, no-show from confirmed, with a reason kept', async () => {
      const cases: [OrderStatus, 'cancelled' | 'no_show'][] = [
        ['pending', 'cancelled'],
        ['confirmed', 'cancelled'],
        ['confirmed', 'no_show'],
      ];
      for (const [status, to] of cases) {
        const order = await orderRow(t.db(), { status });
        const missing = await transition(order.id, { to, updated_at: order.updated_at });
        expect(missing.statusCode).toBe(422);
        expect(missing.json().errors.reason).toEqual([orderOperationMessages.reasonRequired]);
        const response = await transition(order.id, {
          to,
          updated_at: order.updated_at,
          reason: 'العميل اعتذر عن الموعد',
        });
        expect(response.statusCode, response.body).toBe(200);
        const row = await orderInDb(order.id);
        expect(row).toMatchObject({ status: to, cancel_reason: 'العميل اعتذر عن الموعد' });
        expect(row.cancelled_at !== null).toBe(to === 'cancelled');
        const [event] = await eventsOf(order.id);
        expect(event).toMatchObject({
          action: to === 'cancelled' ? 'order.cancelled' : 'order.no_show',
          reason: 'العميل اعتذر عن الموعد',
        });
      }
    });

    it('does not start a session without a photographer', async () => {
      const order = await orderRow(t.db(), { status: 'confirmed', photographer: null });
      const response = await transition(order.id, {
        to: 'in_progress',
        updated_at: order.updated_at,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: orderOperationMessages.photographerRequired,
        errors: { to: [orderOperationMessages.photographerRequired] },
        code: 'invalid_transition',
      });
    });

    it('answers 409 for a stale updated_at and changes nothing', async () => {
      const order = await orderRow(t.db());
      const response = await transition(order.id, {
        to: 'confirmed',
        updated_at: '2020-01-01T00:00:00.000Z',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        message: orderOperationMessages.stale,
        code: 'stale_edit',
      });
      expect((await orderInDb(order.id)).status).toBe('pending');
      const again = await assign(order.id, {
        photographer_id: (await photographerRow(t.db())).id,
        updated_at: '2020-01-01T00:00:00.000Z',
      });
      expect(again.statusCode).toBe(409);
      const moved = await reschedule(order.id, {
        session_at: new Date(Date.now() + 30 * 24 * HOUR).toISOString(),
        updated_at: 'stale',
      });
      expect(moved.statusCode).toBe(409);
      expect(await eventsOf(order.id)).toEqual([]);
    });

    it('422 in Arabic for bad input, 404 for an unknown order', async () => {
      const order = await orderRow(t.db());
      const bad = await transition(order.id, { to: 'archived' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().code).toBe('validation_failed');
      expect(bad.json().errors).toMatchObject({
        to: [orderOperationMessages.transitionInvalid],
        updated_at: [orderOperationMessages.staleMissing],
      });
      const missing = await transition(999999, { to: 'confirmed', updated_at: order.updated_at });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        success: false,
        message: orderMessages.notFound,
        code: 'not_found',
      });
      const notAnId = await transition(Number.NaN, {
        to: 'confirmed',
        updated_at: order.updated_at,
      });
      expect(notAnId.statusCode).toBe(404);
      expect(notAnId.json()).toMatchObject({ message: orderMessages.notFound, code: 'not_found' });
    });

    it('403 in Arabic for a role outside `orders` (finance), and for a refund with a cancel without `money`', async () => {
      const order = await orderRow(t.db(), { status: 'confirmed', paid: 40000 });
      const byFinance = await transition(
        order.id,
        { to: 'cancelled', updated_at: order.updated_at, reason: 'س' },
        finance,
      );
      expect(byFinance.statusCode).toBe(403);
      expect(byFinance.json().message).toBe(forbiddenForRoleMessage);
      const content = await authorizationAs(t.db(), 'content');
      expect(
        (await assign(order.id, { photographer_id: 1, updated_at: order.updated_at })).statusCode,
      ).not.toBe(403);
      const byContent = await send(
        { method: 'PUT', url: `/api/admin/orders/${order.id}/photographer`, payload: {} },
        content,
      );
      expect(byContent.statusCode).toBe(403);
      const withRefund = await transition(order.id, {
        to: 'cancelled',
        updated_at: order.updated_at,
        reason: 'اعتذار',
        refund_amount: 40000,
      });
      expect(withRefund.statusCode).toBe(403);
      expect((await orderInDb(order.id)).status).toBe('confirmed');
    });

    it('assigns only an approved photographer; a suspended or pending one is a 422 naming their state', async () => {
      const order = await orderRow(t.db(), { photographer: null });
      for (const status of ['suspended', 'pending'] as const) {
        const photographer = await photographerRow(t.db(), { status });
        const response = await assign(order.id, {
          photographer_id: photographer.id,
          updated_at: order.updated_at,
        });
        expect(response.statusCode).toBe(422);
        expect(response.json().errors.photographer_id).toEqual([
          orderOperationMessages.photographerNotApproved(photographerStatusLabels[status]),
        ]);
      }
      const unknown = await assign(order.id, {
        photographer_id: 999999,
        updated_at: order.updated_at,
      });
      expect(unknown.json().errors.photographer_id).toEqual([
        orderOperationMessages.photographerNotFound,
      ]);
      const approved = await photographerRow(t.db(), { name: 'ريم العتيبي' });
      const response = await assign(order.id, {
        photographer_id: approved.id,
        updated_at: order.updated_at,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.order.photographer).toEqual({
        id: approved.id,
        name: 'ريم العتيبي',
      });
      const [event] = await eventsOf(order.id);
      expect(JSON.parse(event!.after_values!)).toMatchObject({ photographer_id: approved.id });
    });

    it('refuses to reassign a completed order', async () => {
      const order = await orderRow(t.db(), { status: 'completed' });
      const response = await assign(order.id, {
        photographer_id: (await photographerRow(t.db())).id,
        updated_at: order.updated_at,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: orderOperationMessages.notAssignable('completed'),
        errors: { photographer_id: [orderOperationMessages.notAssignable('completed')] },
        code: 'invalid_transition',
      });
    });

    it('warns of a clash with the photographer’s other session and goes through once confirmed', async () => {
      const photographer = await photographerRow(t.db());
      const at = new Date(Date.now() + 5 * 24 * HOUR);
      at.setUTCHours(9, 0, 0, 0);
      const busy = await orderRow(t.db(), {
        status: 'confirmed',
        photographer: photographer.id,
        session_at: at.toISOString(),
        duration_minutes: 120,
      });
      const order = await orderRow(t.db(), {
        photographer: null,
        session_at: new Date(at.getTime() + HOUR).toISOString(),
      });
      const first = await assign(order.id, {
        photographer_id: photographer.id,
        updated_at: order.updated_at,
      });
      expect(first.statusCode).toBe(422);
      expect(first.json().code).toBe('validation_failed');
      expect(first.json().errors.confirm_clash).toEqual([
        orderOperationMessages.clash([busy.code]),
      ]);
      expect((await orderInDb(order.id)).photographer_id).toBeNull();
      const confirmed = await assign(order.id, {
        photographer_id: photographer.id,
        updated_at: order.updated_at,
        confirm_clash: '1',
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect((await orderInDb(order.id)).photographer_id).toBe(photographer.id);

      // Moving the session clear of the other one needs no confirmation.
      const row = await orderInDb(order.id);
      const clear = await reschedule(order.id, {
        session_at: new Date(at.getTime() + 4 * HOUR).toISOString(),
        updated_at: row.updated_at,
      });
      expect(clear.statusCode, clear.body).toBe(200);
      const back = await reschedule(order.id, {
        session_at: at.toISOString(),
        updated_at: clear.json().data.order.updated_at,
      });
      expect(back.statusCode).toBe(422);
      expect(back.json().errors.confirm_clash).toBeDefined();
    });

    it('the picker finds approved photographers by Arabic name in any spelling, with their sessions that day', async () => {
      const photographer = await photographerRow(t.db(), { name: 'إيمان القحطاني', city: 'جدة' });
      await photographerRow(t.db(), { name: 'إيمان الموقوفة', status: 'suspended' });
      const at = new Date(Date.now() + 6 * 24 * HOUR);
      at.setUTCHours(8, 0, 0, 0);
      const other = await orderRow(t.db(), {
        status: 'confirmed',
        photographer: photographer.id,
        session_at: at.toISOString(),
      });
      const order = await orderRow(t.db(), {
        photographer: null,
        session_at: new Date(at.getTime() + 30 * 60_000).toISOString(),
      });
      const response = await send({
        method: 'GET',
        url: `/api/admin/orders/${order.id}/photographer-options?search=${encodeURIComponent('ايمان')}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const options = response.json().data as PhotographerOption[];
      expect(options.map((o) => o.name)).toEqual(['إيمان القحطاني']);
      expect(options[0]).toMatchObject({ id: photographer.id, city: 'جدة', clash: true });
      expect(options[0]!.sessions).toEqual([
        expect.objectContaining({ order_id: other.id, code: other.code, clash: true }),
      ]);
      const missing = await send({
        method: 'GET',
        url: '/api/admin/orders/999999/photographer-options',
      });
      expect(missing.statusCode).toBe(404);
    });

    it('reschedules to a future moment; a past one or a finished order is a 422', async () => {
      const order = await orderRow(t.db(), { status: 'confirmed' });
      const past = await reschedule(order.id, {
        session_at: new Date(Date.now() - HOUR).toISOString(),
        updated_at: order.updated_at,
      });
      expect(past.statusCode).toBe(422);
      expect(past.json().errors.session_at).toEqual([orderOperationMessages.sessionAtPast]);
      const invalid = await reschedule(order.id, {
        session_at: 'غدًا',
        updated_at: order.updated_at,
      });
      expect(invalid.json().errors.session_at).toEqual([orderOperationMessages.sessionAtInvalid]);
      const future = new Date(Date.now() + 20 * 24 * HOUR);
      future.setUTCMilliseconds(0);
      const response = await reschedule(order.id, {
        session_at: future.toISOString().replace('Z', '+00:00'),
        updated_at: order.updated_at,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.order.session_at).toBe(future.toISOString());
      const [event] = await eventsOf(order.id);
      expect(event?.action).toBe('order.rescheduled');

      const done = await orderRow(t.db(), { status: 'completed' });
      const refused = await reschedule(done.id, {
        session_at: future.toISOString(),
        updated_at: done.updated_at,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        message: orderOperationMessages.notReschedulable('completed'),
        code: 'invalid_transition',
      });
    });
  },
  withTestAdmin,
);
