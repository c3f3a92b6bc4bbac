import { describe, expect, it } from 'vitest';
import { contactLimit } from '../src/modules/public/rate-limit.js';
import { describeOnEachDatabase } from './support/databases.js';
import { multipart } from './support/forms.js';

const message = {
  fullName: 'سارة الحربي',
  email: 'sara@example.com',
  phone: '+966 50 123 4567',
  message: 'أرغب في حجز مصورة لحفل تخرج يوم الخميس.',
};

describeOnEachDatabase('public site submissions', (t) => {
  describe('POST /api/contact', () => {
    it('stores a valid message as a new contact-form suggestion', async () => {
      const response = await t.app().inject({
        method: 'POST',
        url: '/api/contact',
        payload: message,
        remoteAddress: '10.0.0.1',
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({ success: true, data: { id: expect.any(Number) } });
      expect(body.message).toMatch(/وصلتنا رسالتك/);
      const row = await t
        .db()
        .selectFrom('suggestions')
        .selectAll()
        .where('id', '=', body.data.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        name: 'سارة الحربي',
        email: 'sara@example.com',
        phone: '+966 50 123 4567',
        message: message.message,
        source: 'contact_form',
        status: 'new',
      });
    });

    it('accepts the multipart form a browser sends', async () => {
      const form = new FormData();
      for (const [key, value] of Object.entries(message)) form.append(key, value);
      const response = await t.app().inject({
        method: 'POST',
        url: '/api/contact',
        ...(await multipart(form)),
        remoteAddress: '10.0.0.2',
      });
      expect(response.statusCode).toBe(201);
    });

    it('answers 422 with Arabic messages per field and stores nothing', async () => {
      const before = await t
        .db()
        .selectFrom('suggestions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const response = await t.app().inject({
        method: 'POST',
        url: '/api/contact',
        payload: { fullName: '  ', email: 'not-an-email', phone: 'abc' },
        remoteAddress: '10.0.0.3',
      });
      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(body.errors).toEqual({
        fullName: ['الاسم الكامل مطلوب'],
        email: [expect.stringMatching(/أدخل بريدًا إلكترونيًا صحيحًا/)],
        phone: [expect.stringMatching(/أدخل رقم جوال صحيحًا/)],
        message: ['الرسالة مطلوبة'],
      });
      const after = await t
        .db()
        .selectFrom('suggestions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('answers 429 with Retry-After once an address has sent too many', async () => {
      let sent = 0;
      // A different email each time: only the client address repeats.
      const send = () =>
        t.app().inject({
          method: 'POST',
          url: '/api/contact',
          payload: { ...message, email: `visitor-${(sent += 1)}@example.com` },
          remoteAddress: '10.0.0.9',
        });
      for (let i = 0; i < contactLimit.maxRequests; i += 1)
        expect((await send()).statusCode).toBe(201);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({
        success: false,
        message: expect.stringMatching(/طلبات كثيرة/),
      });
      // Another visitor is not affected.
      const other = await t.app().inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...message, email: 'other-visitor@example.com' },
        remoteAddress: '10.0.0.10',
      });
      expect(other.statusCode).toBe(201);
    });
    it('answers 429 once one email address has sent too many, from any address', async () => {
      const fromEverywhere = { ...message, email: 'Flood@Example.com' };
      for (let i = 0; i < contactLimit.maxRequests; i += 1) {
        const response = await t.app().inject({
          method: 'POST',
          url: '/api/contact',
          payload: fromEverywhere,
          remoteAddress: `10.0.2.${i}`,
        });
        expect(response.statusCode).toBe(201);
      }
      const refused = await t.app().inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...fromEverywhere, email: 'flood@example.com' },
        remoteAddress: '10.0.2.99',
      });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('POST /api/newsletter', () => {
    it('subscribes an address once, however often it is sent', async () => {
      const first = await t.app().inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: 'Nora@Example.com' },
        remoteAddress: '10.0.1.1',
      });
      expect(first.statusCode).toBe(200);
      expect(first.json().message).toMatch(/تم اشتراكك/);
      const again = await t.app().inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: 'nora@example.com ' },
        remoteAddress: '10.0.1.1',
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().data.id).toBe(first.json().data.id);
      const rows = await t
        .db()
        .selectFrom('newsletter_subscribers')
        .selectAll()
        .where('email', '=', 'nora@example.com')
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('answers 422 for a malformed address', async () => {
      const response = await t.app().inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: 'nora@' },
        remoteAddress: '10.0.1.2',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.email[0]).toMatch(/أدخل بريدًا إلكترونيًا صحيحًا/);
    });
  });
});
