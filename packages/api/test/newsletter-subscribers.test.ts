import { newsletterMessages, type NewsletterSubscriber } from '@laqta/contract';
import { beforeAll, expect, it } from 'vitest';
import { signInHeader, withTestAdmin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';
import { insertSubscriberRow } from './support/people-rows.js';

describeOnEachDatabase(
  'newsletter subscribers: list, unsubscribe, bulk; subscribing again from the site',
  (t) => {
    let authorization = '';
    beforeAll(async () => {
      authorization = await signInHeader(t.app());
    });
    const list = async (query: string) => {
      const response = await t.app().inject({
        method: 'GET',
        url: `/api/admin/newsletter-subscribers?${query}`,
        headers: { authorization },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as NewsletterSubscriber[];
    };

    it('lists by search and subscription day (Riyadh business days)', async () => {
      // 20:59 UTC on 1 Nov is 23:59 in Riyadh (1 Nov); 21:00 UTC is already 2 Nov there.
      await insertSubscriberRow(t.db(), 'late.first@example.com', '2026-11-01T20:59:00.000Z');
      await insertSubscriberRow(t.db(), 'early.second@example.com', '2026-11-01T21:00:00.000Z');
      const first = await list('from=2026-11-01&to=2026-11-01');
      expect(first.map((s) => s.email)).toEqual(['late.first@example.com']);
      const second = await list('from=2026-11-02&to=2026-11-02&search=EARLY');
      expect(second.map((s) => s.email)).toEqual(['early.second@example.com']);
      expect(second[0]).toMatchObject({ status: 'subscribed', unsubscribed_at: null });
    });

    it('unsubscribes one (kept, marked); twice is 422; the site subscribes it again', async () => {
      const row = await insertSubscriberRow(t.db(), 'leaving@example.com');
      const url = `/api/admin/newsletter-subscribers/${row.id}/unsubscribe`;
      const send = (updated_at: string) =>
        t
          .app()
          .inject({ method: 'POST', url, headers: { authorization }, payload: { updated_at } });
      const done = await send(row.updated_at);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().data.status).toBe('unsubscribed');
      const twice = await send(done.json().data.updated_at);
      expect(twice.statusCode).toBe(422);
      expect(twice.json()).toEqual({
        success: false,
        message: newsletterMessages.alreadyUnsubscribed,
        code: 'invalid_transition',
      });
      expect((await list('status=unsubscribed')).map((s) => s.email)).toContain(
        'leaving@example.com',
      );
      const again = await t.app().inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: 'Leaving@Example.com' },
      });
      expect(again.statusCode).toBe(200);
      expect((await list('search=leaving'))[0]).toMatchObject({
        status: 'subscribed',
        unsubscribed_at: null,
      });
      // The trail explains why the admin's unsubscribe was undone: the website, no admin.
      const [event] = await t
        .db()
        .selectFrom('audit_events')
        .selectAll()
        .where('entity_type', '=', 'newsletter_subscriber')
        .where('entity_id', '=', String(row.id))
        .orderBy('id', 'desc')
        .limit(1)
        .execute();
      expect(event).toMatchObject({ action: 'newsletter_subscriber.resubscribed', admin_id: null });
      expect(JSON.parse(event!.before_values ?? '{}').unsubscribed_at).toEqual(expect.any(String));
    });

    it('unsubscribes every address a search keeps, in bulk', async () => {
      await insertSubscriberRow(t.db(), 'bulk-a@promo.test');
      await insertSubscriberRow(t.db(), 'bulk-b@promo.test');
      const response = await t.app().inject({
        method: 'POST',
        url: '/api/admin/newsletter-subscribers/bulk',
        headers: { authorization },
        payload: { action: 'unsubscribe', filter: { search: 'promo.test' } },
      });
      expect(response.json().data).toMatchObject({ total: 2, succeeded: 2, only_failures: true });
      expect(await list('search=promo.test&status=subscribed')).toEqual([]);
    });
  },
  withTestAdmin,
);
