import {
  adminPaths,
  ATTENTION_PENDING_HOURS,
  bookingMessages,
  bookingNextSteps,
  customerSourceLabels,
  fillPath,
  type BookingAnswer,
  type CustomerDetail,
  type DashboardAttention,
} from '@laqta/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/databases.js';
import {
  book,
  bookingForm,
  customerRow,
  randomMobile,
  riyadhWall,
  serviceRow,
  specialistRow,
} from './support/booking-rows.js';
import { authorizationAs, orderRow } from './support/order-money.js';

describeOnEachDatabase('public booking: POST /api/public/bookings', (t) => {
  let serviceId = 0;
  let operations = '';
  beforeAll(async () => {
    serviceId = (await serviceRow(t.db(), { base_price: 45000 })).id;
    operations = await authorizationAs(t.db(), 'operations');
  });

  const orderByCode = (code: string) =>
    t.db().selectFrom('orders').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
  const outboxOf = (orderId: number) =>
    t
      .db()
      .selectFrom('notification_outbox')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  const count = async (table: 'orders' | 'customers' | 'notification_outbox') =>
    Number(
      (
        await t
          .db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('creates the customer from the website, a pending order at the service price, its audit events and outbox messages', async () => {
    const form = bookingForm(serviceId, { session_at: riyadhWall(12, '17:30') });
    const response = await book(t.app(), form, '198.51.100.23');
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<BookingAnswer>();
    expect(answer.message).toBe(bookingMessages.received);
    expect(answer.data.code).toMatch(/^LQ-\d{6}$/);
    expect(answer.data.status).toBe('pending');
    expect(answer.data.next_steps).toEqual([...bookingNextSteps]);
    // 17:30 in Riyadh (UTC+3) is 14:30 UTC.
    expect(answer.data.session_at).toBe(`${form.session_at.slice(0, 10)}T14:30:00.000Z`);

    const order = await orderByCode(answer.data.code);
    expect(order).toMatchObject({
      status: 'pending',
      price: 45000,
      service_id: serviceId,
      photographer_id: null,
      city: 'جدة',
      address: form.address,
      notes: form.notes,
    });
    const customer = await t
      .db()
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', order.customer_id)
      .executeTakeFirstOrThrow();
    expect(customer).toMatchObject({
      name: 'سارة أحمد',
      phone: form.phone,
      email: form.email,
      source: 'website',
      status: 'active',
    });

    const events = await t
      .db()
      .selectFrom('audit_events')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('entity_type', '=', 'order'), eb('entity_id', '=', String(order.id))]),
          eb.and([eb('entity_type', '=', 'customer'), eb('entity_id', '=', String(customer.id))]),
        ]),
      )
      .orderBy('id')
      .execute();
    expect(events.map((e) => [e.action, e.admin_id, e.ip])).toEqual([
      ['customer.created', null, '198.51.100.23'],
      ['order.requested', null, '198.51.100.23'],
    ]);
    expect(JSON.parse(events[1]?.after_values ?? '{}')).toMatchObject({
      code: answer.data.code,
      status: 'pending',
      price: 45000,
    });

    const outbox = await outboxOf(order.id);
    expect(outbox.map((m) => [m.kind, m.audience, m.channel, m.recipient, m.status])).toEqual([
      ['booking_received', 'customer', 'sms', form.phone, 'pending'],
      ['operators_new_booking', 'operators', 'email', 'hello@laqta.sa', 'pending'],
    ]);
    expect(outbox[0]?.body).toContain(`وصلنا طلب حجزك ${answer.data.code}`);
    expect(outbox[0]?.body).toContain('الساعة 5:30 م');
    expect(outbox[1]?.subject).toBe(`طلب حجز جديد ${answer.data.code}`);

    // The customer's record in the back office says where it came from.
    const detail = await t.app().inject({
      method: 'GET',
      url: fillPath(adminPaths.api.customer, { id: customer.id }),
      headers: { authorization: operations },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const record = detail.json<{ data: CustomerDetail }>().data.customer;
    expect(record.source).toBe('website');
    expect(customerSourceLabels[record.source ?? 'website']).toBe('أُنشئ من الموقع');
  });

  it('takes a phone typed with Arabic-Indic digits and stores it as +9665…', async () => {
    const digits = randomMobile('0').slice(1); // 5XXXXXXXX
    const arabic = `٠${digits}`.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const response = await book(t.app(), bookingForm(serviceId, { phone: arabic }));
    expect(response.statusCode, response.body).toBe(201);
    const order = await orderByCode(response.json<BookingAnswer>().data.code);
    const customer = await t
      .db()
      .selectFrom('customers')
      .select('phone')
      .where('id', '=', order.customer_id)
      .executeTakeFirstOrThrow();
    expect(customer.phone).toBe(`+966${digits}`);
  });

  it('matches an existing customer by phone (as the back office stored it), then by e-mail', async () => {
    const byPhone = await customerRow(t.db(), { phone: randomMobile('0') });
    const byEmail = await customerRow(t.db(), { email: 'known.customer@example.com' });
    const customersBefore = await count('customers');

    const first = await book(
      t.app(),
      bookingForm(serviceId, {
        phone: `+966${byPhone.phone.slice(1)}`,
        email: byEmail.email, // the phone wins over the e-mail
      }),
    );
    expect(first.statusCode, first.body).toBe(201);
    expect((await orderByCode(first.json<BookingAnswer>().data.code)).customer_id).toBe(byPhone.id);

    const second = await book(
      t.app(),
      bookingForm(serviceId, { email: 'Known.Customer@Example.com' }),
    );
    expect(second.statusCode, second.body).toBe(201);
    expect((await orderByCode(second.json<BookingAnswer>().data.code)).customer_id).toBe(
      byEmail.id,
    );
    expect(await count('customers')).toBe(customersBefore);
  });

  it('refuses a past session, and names each bad field in Arabic, creating nothing', async () => {
    const suspended = await specialistRow(t.db(), { status: 'suspended' });
    const inactive = await serviceRow(t.db(), { is_active: false });
    const before = await Promise.all([count('orders'), count('customers')]);

    const past = await book(
      t.app(),
      bookingForm(serviceId, { session_at: riyadhWall(-1, '10:00') }),
    );
    expect(past.statusCode, past.body).toBe(422);
    expect(past.json()).toMatchObject({
      code: 'validation_failed',
      errors: { session_at: [bookingMessages.sessionPast] },
    });

    const tooFar = await book(t.app(), bookingForm(serviceId, { session_at: riyadhWall(400) }));
    expect(tooFar.json()).toMatchObject({
      errors: { session_at: [bookingMessages.sessionTooFar] },
    });

    const fields = await book(
      t.app(),
      bookingForm(serviceId, {
        name: '',
        phone: '0112345678',
        email: 'not-an-email',
        address: '   ',
        session_at: '2030-13-01T10:00',
      }),
    );
    expect(fields.statusCode).toBe(422);
    expect(fields.json()).toMatchObject({
      errors: {
        name: [bookingMessages.nameRequired],
        phone: [bookingMessages.phoneInvalid],
        email: [bookingMessages.emailInvalid],
        address: [bookingMessages.addressRequired],
        session_at: [bookingMessages.sessionInvalid],
      },
    });

    const service = await book(t.app(), bookingForm(inactive.id));
    expect(service.json()).toMatchObject({
      errors: { service_id: [bookingMessages.serviceUnavailable] },
    });
    const photographer = await book(
      t.app(),
      bookingForm(serviceId, { photographer_id: String(suspended.id) }),
    );
    expect(photographer.json()).toMatchObject({
      errors: { photographer_id: [bookingMessages.photographerUnavailable] },
    });

    expect(await Promise.all([count('orders'), count('customers')])).toEqual(before);
  });

  it('keeps a preferred photographer as a wish: the order stays unassigned', async () => {
    const preferred = await specialistRow(t.db(), { specialties: ['newborn'] });
    const response = await book(
      t.app(),
      bookingForm(serviceId, { photographer_id: String(preferred.id) }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const order = await orderByCode(response.json<BookingAnswer>().data.code);
    expect(order.preferred_photographer_id).toBe(preferred.id);
    expect(order.photographer_id).toBeNull();
    const operatorsMessage = (await outboxOf(order.id)).find(
      (m) => m.kind === 'operators_new_booking',
    );
    expect(operatorsMessage?.body).toContain(`المصور المفضل: ${preferred.name}`);
  });

  it('answers a filled honeypot as accepted and writes nothing', async () => {
    const before = await Promise.all([
      count('orders'),
      count('customers'),
      count('notification_outbox'),
    ]);
    const response = await book(
      t.app(),
      bookingForm(serviceId, { website: 'https://spam.example', phone: 'garbage' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<BookingAnswer>();
    expect(answer.message).toBe(bookingMessages.received);
    expect(answer.data.code).toMatch(/^LQ-\d{6}$/);
    expect(
      await Promise.all([count('orders'), count('customers'), count('notification_outbox')]),
    ).toEqual(before);
  });

  it('makes one order of the same form sent twice within a minute, and a new one after it', async () => {
    const form = bookingForm(serviceId);
    const first = await book(t.app(), form);
    const again = await book(t.app(), form);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    const code = first.json<BookingAnswer>().data.code;
    expect(again.json<BookingAnswer>().data.code).toBe(code);
    const order = await orderByCode(code);
    const ordersOfCustomer = await t
      .db()
      .selectFrom('orders')
      .select('id')
      .where('customer_id', '=', order.customer_id)
      .execute();
    expect(ordersOfCustomer).toHaveLength(1);
    expect(await outboxOf(order.id)).toHaveLength(2);

    // Sent at once (a double tap): still one order.
    const tapped = bookingForm(serviceId);
    const [a, b] = await Promise.all([book(t.app(), tapped), book(t.app(), tapped)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json<BookingAnswer>().data.code).toBe(b.json<BookingAnswer>().data.code);

    // Over a minute later the key makes a new request.
    await t
      .db()
      .updateTable('booking_requests')
      .set({ created_at: new Date(Date.now() - 61_000).toISOString() })
      .where('idempotency_key', '=', form.idempotency_key)
      .execute();
    const later = await book(t.app(), form);
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json<BookingAnswer>().data.code).not.toBe(code);
  });

  it('refuses a blocked customer politely, without saying why, and writes nothing', async () => {
    const blocked = await customerRow(t.db(), { status: 'blocked' });
    const before = await Promise.all([count('orders'), count('notification_outbox')]);
    const response = await book(
      t.app(),
      bookingForm(serviceId, { phone: blocked.phone, email: blocked.email }),
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: bookingMessages.unavailable,
      code: 'refused',
    });
    expect(response.body).not.toMatch(/حظر|محظور|blocked/);
    expect(await Promise.all([count('orders'), count('notification_outbox')])).toEqual(before);
  });

  it('shows the new order first in the orders list', async () => {
    const response = await book(t.app(), bookingForm(serviceId));
    const code = response.json<BookingAnswer>().data.code;
    // Written after it, but placed a minute earlier: the list goes by when orders were placed.
    await orderRow(t.db(), {
      status: 'pending',
      created_at: new Date(Date.now() - 60_000).toISOString(),
    });
    const list = await t.app().inject({
      method: 'GET',
      url: adminPaths.api.orders,
      headers: { authorization: operations },
    });
    expect(list.statusCode, list.body).toBe(200);
    const first = list.json<{ data: { code: string; status: string }[] }>().data[0];
    expect(first).toMatchObject({ code, status: 'pending' });
  });

  it("counts in the dashboard's needs attention as new at once, then as waiting too long", async () => {
    const attention = async () => {
      const response = await t.app().inject({
        method: 'GET',
        url: adminPaths.api.dashboardAttention,
        headers: { authorization: operations },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: DashboardAttention }>().data.orders;
    };
    const before = await attention();
    const response = await book(t.app(), bookingForm(serviceId));
    const order = await orderByCode(response.json<BookingAnswer>().data.code);
    expect(await attention()).toEqual({ ...before, pending_new: before.pending_new + 1 });
    await t
      .db()
      .updateTable('orders')
      .set({
        created_at: new Date(Date.now() - (ATTENTION_PENDING_HOURS + 1) * 3_600_000).toISOString(),
      })
      .where('id', '=', order.id)
      .execute();
    expect(await attention()).toEqual({ ...before, pending_overdue: before.pending_overdue + 1 });
  });
});
