import {
  billboardExportColumns,
  newsletterExportColumns,
  photographerExportColumns,
  reviewExportColumns,
  serviceExportColumns,
  suggestionExportColumns,
} from '@laqta/contract';
import { beforeAll, expect, it } from 'vitest';
import { signInHeader, withTestAdmin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';
import {
  insertCustomerRow,
  insertOrderRow,
  insertPhotographerRow,
  insertReviewRow,
  insertServiceRow,
  insertSubscriberRow,
  insertSuggestionRow,
} from './support/people-rows.js';

/** Each list of issue 14 and its export (the one exporter of packages/api/src/export). */
const exports = [
  {
    url: '/api/admin/photographers/export',
    columns: photographerExportColumns,
    table: 'photographers',
  },
  { url: '/api/admin/services/export', columns: serviceExportColumns, table: 'services' },
  { url: '/api/admin/billboards/export', columns: billboardExportColumns, table: 'billboards' },
  { url: '/api/admin/suggestions/export', columns: suggestionExportColumns, table: 'suggestions' },
  { url: '/api/admin/reviews/export', columns: reviewExportColumns, table: 'reviews' },
  {
    url: '/api/admin/newsletter-subscribers/export',
    columns: newsletterExportColumns,
    table: 'newsletter_subscribers',
  },
] as const;

describeOnEachDatabase(
  'exports of the people and content lists',
  (t) => {
    let authorization = '';
    beforeAll(async () => {
      authorization = await signInHeader(t.app());
      const photographer = await insertPhotographerRow(t.db(), { status: 'approved' });
      const customer = await insertCustomerRow(t.db());
      const service = await insertServiceRow(t.db());
      const order = await insertOrderRow(t.db(), {
        customer_id: customer.id,
        service_id: service.id,
        photographer_id: photographer.id,
        status: 'completed',
      });
      await insertReviewRow(t.db(), {
        order_id: order.id,
        customer_id: customer.id,
        photographer_id: photographer.id,
        rating: 5,
      });
      await insertSubscriberRow(t.db(), 'reader@example.com');
      await insertSuggestionRow(t.db());
      const at = new Date().toISOString();
      await t
        .db()
        .insertInto('billboards')
        .values({
          title: 'إعلان',
          image_url: '/uploads/x.png',
          link_url: null,
          starts_at: at,
          ends_at: at,
          is_active: 1,
          sort_order: 0,
          created_at: at,
          updated_at: at,
        })
        .execute();
    });

    it.each(exports)('$url: a CSV with the Arabic headers and every matching row', async (e) => {
      const response = await t.app().inject({
        method: 'GET',
        url: `${e.url}?format=csv`,
        headers: { authorization },
      });
      expect(response.statusCode, response.body).toBe(200);
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(lines[0]).toBe(e.columns.map((c) => c.header).join(','));
      const count = await t
        .db()
        .selectFrom(e.table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(lines.length - 1).toBe(Number(count.n));
      expect(response.headers['x-total-count']).toBe(String(count.n));
    });

    it.each(exports)('$url: XLSX too, and 422 for an unknown format', async (e) => {
      const xlsx = await t.app().inject({
        method: 'GET',
        url: `${e.url}?format=xlsx`,
        headers: { authorization },
      });
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
      const bad = await t.app().inject({
        method: 'GET',
        url: `${e.url}?format=pdf`,
        headers: { authorization },
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.format).toBeDefined();
    });
  },
  withTestAdmin,
);
