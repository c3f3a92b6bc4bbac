import { bookingMessages, type BookingAnswer } from '@laqta/contract';
import { beforeAll, expect, it } from 'vitest';
import { bookingAddressLimit, bookingPhoneLimit } from '../src/modules/booking/limits.js';
import { describeOnEachDatabase } from './support/databases.js';
import { book, bookingForm, randomMobile, serviceRow } from './support/booking-rows.js';

describeOnEachDatabase('public booking: throttled per address and per phone', (t) => {
  let serviceId = 0;
  beforeAll(async () => {
    serviceId = (await serviceRow(t.db())).id;
  });

  const ordersCount = async () =>
    Number(
      (
        await t
          .db()
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers 429 with Retry-After and Arabic past the per-address limit, whatever the phone', async () => {
    const address = '203.0.113.40';
    for (let i = 0; i < bookingAddressLimit.maxRequests; i += 1) {
      const response = await book(t.app(), bookingForm(serviceId), address);
      expect(response.statusCode, response.body).toBe(201);
    }
    const before = await ordersCount();
    const refused = await book(t.app(), bookingForm(serviceId), address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(
      bookingAddressLimit.windowSeconds,
    );
    expect(refused.json()).toMatchObject({
      message: bookingMessages.tooManyRequests,
      code: 'throttled',
    });
    // Even a request the schema would refuse is counted first: a script learns nothing more.
    expect((await book(t.app(), {}, address)).statusCode).toBe(429);
    expect(await ordersCount()).toBe(before);
    // Another address is served.
    expect((await book(t.app(), bookingForm(serviceId))).statusCode).toBe(201);
  });

  it('answers 429 past the per-phone limit from any number of addresses, however the phone is typed', async () => {
    const phone = randomMobile('+966');
    const spellings = [phone, `0${phone.slice(4)}`, `+966 ${phone.slice(4, 6)} ${phone.slice(6)}`];
    for (let i = 0; i < bookingPhoneLimit.maxRequests; i += 1) {
      const response = await book(
        t.app(),
        bookingForm(serviceId, { phone: spellings[i % spellings.length] }),
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<BookingAnswer>().data.code).toMatch(/^LQ-/);
    }
    const refused = await book(t.app(), bookingForm(serviceId, { phone: `0${phone.slice(4)}` }));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ message: bookingMessages.tooManyRequests });
  });
});
