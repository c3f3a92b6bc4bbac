import {
  adminPaths,
  fillPath,
  notificationKindLabels,
  orderMessages,
  type BookingAnswer,
  type OrderDetail,
  type OrderNotificationsAnswer,
} from '@laqta/contract';
import { beforeAll, expect, it } from 'vitest';
import {
  DELIVERY_MAX_ATTEMPTS,
  deliverPendingNotifications,
  retryDelayMs,
} from '../src/modules/notifications/delivery.js';
import { DELIVERY_INTERVAL_MS } from '../src/modules/notifications/plugin.js';
import type {
  NotificationSender,
  OutgoingNotification,
} from '../src/modules/notifications/sender.js';
import { describeOnEachDatabase } from './support/databases.js';
import { book, bookingForm, serviceRow, specialistRow } from './support/booking-rows.js';
import { authorizationAs } from './support/order-money.js';

const HOUR = 3_600_000;

describeOnEachDatabase(
  'notification outbox: written with the change, delivered by a sender',
  (t) => {
    let serviceId = 0;
    let operations = '';
    beforeAll(async () => {
      serviceId = (await serviceRow(t.db(), { name: 'جلسة مواليد', category: 'newborn' })).id;
      operations = await authorizationAs(t.db(), 'operations');
    });

    const outboxOf = (orderId: number) =>
      t
        .db()
        .selectFrom('notification_outbox')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();

    /** A message waiting from `availableAt` on (later than now: the server's own timer leaves it). */
    const messageRow = async (availableAt: Date, recipient = '+966551110000') => {
      const at = new Date().toISOString();
      return t
        .db()
        .insertInto('notification_outbox')
        .values({
          order_id: null,
          kind: 'booking_received',
          audience: 'customer',
          channel: 'sms',
          recipient,
          subject: null,
          body: 'رسالة تجريبية',
          available_at: availableAt.toISOString(),
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    };
    const rowOf = (id: number) =>
      t
        .db()
        .selectFrom('notification_outbox')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    it("adds the customer's 'confirmed' and 'photographer assigned' when an operator confirms and assigns", async () => {
      const photographer = await specialistRow(t.db(), { name: 'ريم العتيبي' });
      const booked = await book(t.app(), bookingForm(serviceId));
      const code = booked.json<BookingAnswer>().data.code;
      const order = await t
        .db()
        .selectFrom('orders')
        .selectAll()
        .where('code', '=', code)
        .executeTakeFirstOrThrow();
      const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
        t.app().inject({ method, url, payload, headers: { authorization: operations } });

      const confirmed = await send(
        'POST',
        fillPath(adminPaths.api.orderTransition, { id: order.id }),
        {
          to: 'confirmed',
          updated_at: order.updated_at,
        },
      );
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      let updatedAt = confirmed.json<{ data: OrderDetail }>().data.order.updated_at;

      // A refused change (confirming twice) writes no message: it is in the change's transaction.
      const again = await send('POST', fillPath(adminPaths.api.orderTransition, { id: order.id }), {
        to: 'confirmed',
        updated_at: updatedAt,
      });
      expect(again.statusCode).toBe(422);

      const assigned = await send('PUT', fillPath(adminPaths.api.orderAssign, { id: order.id }), {
        photographer_id: photographer.id,
        updated_at: updatedAt,
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
      updatedAt = assigned.json<{ data: OrderDetail }>().data.order.updated_at;
      // The same photographer again changes nothing and tells nothing.
      const same = await send('PUT', fillPath(adminPaths.api.orderAssign, { id: order.id }), {
        photographer_id: photographer.id,
        updated_at: updatedAt,
      });
      expect(same.statusCode, same.body).toBe(200);

      const messages = await outboxOf(order.id);
      const toCustomer = messages.filter((m) => m.audience === 'customer');
      expect(toCustomer.map((m) => m.kind)).toEqual([
        'booking_received',
        'booking_confirmed',
        'photographer_assigned',
      ]);
      expect(toCustomer.every((m) => m.channel === 'sms' && m.body.includes(code))).toBe(true);
      expect(toCustomer[1]?.body).toContain('تم تأكيد حجزك');
      expect(toCustomer[2]?.body).toContain('المصور ريم العتيبي');
      expect(messages.filter((m) => m.audience === 'operators').map((m) => m.kind)).toEqual([
        'operators_new_booking',
      ]);

      // The back office reads the same messages on the order.
      const shown = await t.app().inject({
        method: 'GET',
        url: fillPath(adminPaths.api.orderNotifications, { id: order.id }),
        headers: { authorization: operations },
      });
      expect(shown.statusCode, shown.body).toBe(200);
      const listed = shown.json<OrderNotificationsAnswer>().data;
      expect(listed.map((m) => [m.kind, notificationKindLabels[m.kind]])).toEqual([
        ['booking_received', 'استلام طلب الحجز'],
        ['operators_new_booking', 'طلب جديد (لفريق التشغيل)'],
        ['booking_confirmed', 'تأكيد الحجز'],
        ['photographer_assigned', 'إسناد المصور'],
      ]);
      expect(listed[3]?.body).toBe(toCustomer[2]?.body);

      const unknown = await t.app().inject({
        method: 'GET',
        url: fillPath(adminPaths.api.orderNotifications, { id: 999_999 }),
        headers: { authorization: operations },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: orderMessages.notFound, code: 'not_found' });
    });

    it('delivers pending messages whose time has come and marks them sent, once', async () => {
      const later = new Date(Date.now() + HOUR);
      const due = await messageRow(later);
      const notYet = await messageRow(new Date(later.getTime() + HOUR));
      const delivered: OutgoingNotification[] = [];
      const sender: NotificationSender = {
        name: 'test',
        send: (message) => {
          delivered.push(message);
          return Promise.resolve();
        },
      };
      const at = new Date(later.getTime() + 1000);
      const round = await deliverPendingNotifications(t.db(), sender, at);
      // Earlier tests' messages are due as well: this one is among them, the later one is not.
      expect(round).toEqual({ sent: delivered.length, retried: 0, failed: 0 });
      const mine = delivered.filter((m) => m.id === due.id || m.id === notYet.id);
      expect(mine.map((m) => [m.id, m.body])).toEqual([[due.id, 'رسالة تجريبية']]);
      expect(await rowOf(due.id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
      expect((await rowOf(due.id)).sent_at).not.toBeNull();
      expect((await rowOf(notYet.id)).status).toBe('pending');
      expect((await deliverPendingNotifications(t.db(), sender, at)).sent).toBe(0);
    });

    it('keeps a message the sender failed for a later retry, then gives up after the last attempt', async () => {
      const start = new Date(Date.now() + 10 * HOUR);
      const { id } = await messageRow(start);
      const failing: NotificationSender = {
        name: 'down',
        send: () => Promise.reject(new Error('gateway timeout')),
      };
      let at = new Date(start.getTime() + 1000);
      await deliverPendingNotifications(t.db(), failing, at);
      const retried = await rowOf(id);
      expect(retried).toMatchObject({
        status: 'pending',
        attempts: 1,
        last_error: 'gateway timeout',
      });
      expect(retried.available_at).toBe(new Date(at.getTime() + retryDelayMs(1)).toISOString());
      for (let attempt = 2; attempt <= DELIVERY_MAX_ATTEMPTS; attempt += 1) {
        at = new Date(Date.parse((await rowOf(id)).available_at) + 1000);
        await deliverPendingNotifications(t.db(), failing, at);
      }
      expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: DELIVERY_MAX_ATTEMPTS });
    });

    it('sends each message once when two processes deliver at the same time', async () => {
      const start = new Date(Date.now() + 100 * HOUR);
      const ids = await Promise.all(
        Array.from({ length: 6 }, (_, i) => messageRow(start, `+96655111000${i}`)),
      );
      const sent: number[] = [];
      const sender: NotificationSender = {
        name: 'counting',
        send: async (message) => {
          sent.push(message.id);
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
      };
      const at = new Date(start.getTime() + 1000);
      await Promise.all([
        deliverPendingNotifications(t.db(), sender, at),
        deliverPendingNotifications(t.db(), sender, at),
      ]);
      const mine = new Set(ids.map((row) => row.id));
      expect(sent.filter((id) => mine.has(id)).sort((a, b) => a - b)).toEqual(
        [...mine].sort((a, b) => a - b),
      );
      // Nothing (earlier tests' messages included) went out twice.
      expect(new Set(sent).size).toBe(sent.length);
    });

    it('delivers on its own: the server runs a round every few seconds', async () => {
      const { id } = await messageRow(new Date());
      const deadline = Date.now() + DELIVERY_INTERVAL_MS + 3000;
      let status = (await rowOf(id)).status;
      while (status !== 'sent' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        status = (await rowOf(id)).status;
      }
      expect(status).toBe('sent');
    }, 15_000);
  },
);
