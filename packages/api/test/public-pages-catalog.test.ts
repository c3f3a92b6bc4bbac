import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedMarketplace } from '../src/seed/seed-marketplace.js';
import { describeOnEachDatabase } from './support/databases.js';

/**
 * The catalogue pages rendered on the server (issue 20): a stand-in for the app's bundle names
 * the reads of each page (`pageTargetOf`, as packages/app/src/prerender/renderPage.tsx does) and
 * writes back what the API handed it, so these tests see the answers a page is drawn with. The
 * real bundle is exercised by e2e/booking.spec.ts.
 */
const dist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'laqta-dist-')), 'dist');
fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body>spa</body></html>');
fs.writeFileSync(
  path.join(dist, 'server', 'page.html'),
  '<!doctype html><html><body><div id="root"></div></body></html>',
);
fs.writeFileSync(
  path.join(dist, 'server', 'render.js'),
  `export const publicPagePaths = ['/', '/services', '/photographers'];
export const settingTextsOf = () => [];
export function pageTargetOf(path, search) {
  const params = new URLSearchParams(search);
  if (path === '/services') {
    const category = params.get('category') ?? '';
    return { search: category ? '?category=' + category : '', reads: [{ kind: 'services', category }] };
  }
  if (path === '/photographers') {
    const city = params.get('city') ?? '';
    return {
      search: city ? '?city=' + encodeURIComponent(city) : '',
      reads: [{ kind: 'photographers', city, specialty: '', page: 1, per_page: 100 }],
    };
  }
  const profile = /^\\/photographers\\/(\\d+)$/.exec(path);
  if (profile) return { search: '', reads: [{ kind: 'photographer', id: Number(profile[1]) }] };
  return path === '/' ? { search: '', reads: [] } : null;
}
export async function renderDocument({ template, path, search, data }) {
  const body = '<h1>' + path + (search ?? '') + '</h1><pre>' + JSON.stringify(data.catalog ?? []) + '</pre>';
  return template.replace('<div id="root"></div>', () => '<div id="root">' + body + '</div>');
}
`,
);
afterAll(() => fs.rmSync(path.dirname(dist), { recursive: true, force: true }));

interface Drawn {
  status: number;
  heading: string;
  catalog: { read: { kind: string }; answer: unknown }[];
}

describeOnEachDatabase(
  'catalogue pages rendered on the server',
  (t) => {
    beforeAll(async () => {
      await seedMarketplace(t.db(), {
        customers: 12,
        photographers: 8,
        orders: 40,
        seed: 'catalog-pages',
        now: new Date('2026-06-15T12:00:00Z'),
      });
    });

    /** A page as the stand-in drew it: its status, heading and the answers it was given. */
    const drawn = async (url: string): Promise<Drawn> => {
      const response = await t.app().inject({ method: 'GET', url });
      const heading = /<h1>(.*?)<\/h1>/.exec(response.body)?.[1] ?? '';
      const json = /<pre>(.*?)<\/pre>/s.exec(response.body)?.[1] ?? '[]';
      return { status: response.statusCode, heading, catalog: JSON.parse(json) };
    };
    const api = async (url: string) =>
      JSON.parse((await t.app().inject({ method: 'GET', url })).body) as unknown;

    it('draws /services and /photographers with the answers their API routes give', async () => {
      const services = await drawn('/services');
      expect(services.status).toBe(200);
      expect(services.catalog.map(({ answer }) => answer)).toEqual([
        await api('/api/public/services'),
      ]);

      const newborn = await drawn('/services?category=newborn&utm_source=x');
      expect(newborn.heading).toBe('/services?category=newborn');
      expect(newborn.catalog[0]!.answer).toEqual(
        await api('/api/public/services?category=newborn'),
      );

      const directory = await drawn('/photographers');
      expect(directory.catalog[0]!.answer).toEqual(
        await api('/api/public/photographers?page=1&per_page=100'),
      );
      const city = (directory.catalog[0]!.answer as { data: { city: string }[] }).data[0]!.city;
      const filtered = await drawn(`/photographers?city=${encodeURIComponent(city)}`);
      expect(filtered.catalog[0]!.answer).toEqual(
        await api(`/api/public/photographers?city=${encodeURIComponent(city)}&per_page=100`),
      );
    });

    it("draws an approved photographer's profile; any other id is the page with status 404", async () => {
      const approved = await t
        .db()
        .selectFrom('photographers')
        .select('id')
        .where('status', '=', 'approved')
        .executeTakeFirstOrThrow();
      const profile = await drawn(`/photographers/${approved.id}`);
      expect(profile.status).toBe(200);
      expect(profile.catalog[0]!.answer).toEqual(
        await api(`/api/public/photographers/${approved.id}`),
      );

      const other = await t
        .db()
        .selectFrom('photographers')
        .select('id')
        .where('status', '!=', 'approved')
        .executeTakeFirst();
      for (const id of [other?.id, 999_999].filter((value) => value !== undefined)) {
        const missing = await drawn(`/photographers/${id}`);
        expect(missing.status, String(id)).toBe(404);
        expect(missing.heading).toBe(`/photographers/${id}`);
        expect(missing.catalog[0]!.answer).toBeNull();
      }
    });

    it('shows a catalogue change on the next load of a page read from its address', async () => {
      const before = await drawn('/services?category=wedding');
      const [first] = (before.catalog[0]!.answer as { data: { id: number; name: string }[] }).data;
      await t
        .db()
        .updateTable('services')
        .set({ is_active: 0 })
        .where('id', '=', first!.id)
        .execute();
      // The API's own answers are kept 5 s; the page's reads are not, and are not kept either.
      const after = await drawn('/services?category=wedding');
      const ids = (after.catalog[0]!.answer as { data: { id: number }[] }).data.map((s) => s.id);
      expect(ids).not.toContain(first!.id);
    });
  },
  { env: { APP_DIST_DIR: dist } },
);
