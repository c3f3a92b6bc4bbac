import { adminPaths, fillPath, listMessages, MAX_RECORD_ID } from '@laqta/contract';
import { beforeAll, expect, it } from 'vitest';
import { signInHeader, withTestAdmin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';

// Probes of issue 19: ids past PostgreSQL's int4 (2³¹−1) made its queries fail with a 500.
const tooLarge = String(MAX_RECORD_ID + 1);

const idFilters = [
  { list: adminPaths.api.orders, filter: 'order list', name: 'photographer_id' },
  { list: adminPaths.api.orders, filter: 'order list', name: 'service_id' },
  { list: adminPaths.api.orders, filter: 'order list', name: 'customer_id' },
  { list: adminPaths.api.transactions, filter: 'transaction list', name: 'order_id' },
] as const;

const records = [
  adminPaths.api.order,
  adminPaths.api.customer,
  adminPaths.api.photographer,
  adminPaths.api.transaction,
  adminPaths.api.service,
  adminPaths.api.suggestion,
  adminPaths.api.billboard,
] as const;

describeOnEachDatabase(
  'probes: ids beyond the 32-bit range',
  (t) => {
    let authorization: string;
    beforeAll(async () => {
      authorization = await signInHeader(t.app());
    });
    const get = (url: string) => t.app().inject({ method: 'GET', url, headers: { authorization } });

    for (const { list, filter, name } of idFilters) {
      it(`answers 422 in Arabic to ${name}=${tooLarge} on the ${filter}, and keeps the largest id`, async () => {
        const refused = await get(`${list}?${name}=${tooLarge}`);
        expect(refused.statusCode).toBe(422);
        expect(refused.json()).toEqual({
          message: listMessages.id,
          errors: { [name]: [listMessages.id] },
          code: 'validation_failed',
        });
        const largest = await get(`${list}?${name}=${MAX_RECORD_ID}`);
        expect(largest.statusCode).toBe(200);
        expect(largest.json()).toMatchObject({ success: true, data: [] });
      });
    }

    for (const record of records) {
      it(`answers 404 to ${fillPath(record, { id: tooLarge })}`, async () => {
        const response = await get(fillPath(record, { id: tooLarge }));
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          success: false,
          message: expect.any(String),
          code: 'not_found',
        });
      });
    }
  },
  withTestAdmin,
);
