import { BULK_MAX_IDS, bulkMessages } from '@laqta/contract';
import type { Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { DB } from '../src/db/schema.js';
import { signInHeader, withTestAdmin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';
import {
  insertCustomerRow,
  insertPhotographerRow,
  insertServiceRow,
  insertSubscriberRow,
  insertSuggestionRow,
} from './support/people-rows.js';

async function insertBillboardRow(db: Kysely<DB>) {
  const at = new Date().toISOString();
  return db
    .insertInto('billboards')
    .values({
      title: 'إعلان مختار',
      image_url: '/uploads/x.png',
      link_url: null,
      starts_at: at,
      ends_at: at,
      is_active: 1,
      sort_order: 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * The lists with a bulk bar whose "export selected" sends the hand-picked ids (issue 14). Each
 * export's first column is the record's id, so the CSV says which rows came.
 */
const lists: readonly { url: string; insert: (db: Kysely<DB>) => Promise<{ id: number }> }[] = [
  { url: '/api/admin/photographers/export', insert: (db) => insertPhotographerRow(db) },
  { url: '/api/admin/users/export', insert: (db) => insertCustomerRow(db) },
  { url: '/api/admin/suggestions/export', insert: (db) => insertSuggestionRow(db) },
  { url: '/api/admin/services/export', insert: (db) => insertServiceRow(db) },
  { url: '/api/admin/billboards/export', insert: insertBillboardRow },
  {
    url: '/api/admin/newsletter-subscribers/export',
    insert: (db) => insertSubscriberRow(db, `reader-${Math.random().toString(36).slice(2)}@x.test`),
  },
];

/** The ids in a CSV export's first column (after the byte-order mark and the header). */
function idsOfCsv(body: string): number[] {
  const lines = body
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .slice(1);
  return lines.map((line) => Number(line.split(',')[0]));
}

describeOnEachDatabase(
  'export selected: an export of hand-picked rows by ids',
  (t) => {
    let authorization = '';
    const rows = new Map<string, number[]>();
    beforeAll(async () => {
      authorization = await signInHeader(t.app());
      for (const list of lists) {
        const ids: number[] = [];
        for (let i = 0; i < 4; i += 1) ids.push((await list.insert(t.db())).id);
        rows.set(list.url, ids);
      }
    });

    const get = (url: string) => t.app().inject({ method: 'GET', url, headers: { authorization } });

    it.each(lists)('$url?ids=…: exactly the picked rows, counted as such', async ({ url }) => {
      const [first, , third] = rows.get(url) ?? [];
      const picked = [third!, first!];
      const response = await get(`${url}?format=csv&ids=${picked.join(',')}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(idsOfCsv(response.body).sort((a, b) => a - b)).toEqual(
        [...picked].sort((a, b) => a - b),
      );
      expect(response.headers['x-total-count']).toBe('2');

      // Without ids the export is every matching row, the picked ones and the others.
      const all = idsOfCsv((await get(`${url}?format=csv`)).body);
      for (const id of rows.get(url) ?? []) expect(all).toContain(id);
      expect(all.length).toBeGreaterThan(2);
    });

    it.each(lists)('$url?ids=…: still within the search and filters', async ({ url }) => {
      const [first] = rows.get(url) ?? [];
      const response = await get(`${url}?format=csv&ids=${first}&search=لا-يطابق-شيئًا-أبدًا`);
      expect(response.statusCode, response.body).toBe(200);
      expect(idsOfCsv(response.body)).toEqual([]);
    });

    it.each(lists)('$url: 422 in Arabic for bad ids, never a 500', async ({ url }) => {
      for (const ids of ['abc', '0', '1,-2', '1.5', String(2 ** 31)]) {
        const response = await get(`${url}?format=csv&ids=${encodeURIComponent(ids)}`);
        expect(response.statusCode, `ids=${ids}: ${response.body}`).toBe(422);
        expect(JSON.stringify(response.json().errors)).toContain(bulkMessages.idInvalid);
      }
      const many = Array.from({ length: BULK_MAX_IDS + 1 }, (_, i) => i + 1).join(',');
      const tooMany = await get(`${url}?format=csv&ids=${many}`);
      expect(tooMany.statusCode).toBe(422);
      expect(JSON.stringify(tooMany.json().errors)).toContain(bulkMessages.tooManyIds);
    });
  },
  withTestAdmin,
);
