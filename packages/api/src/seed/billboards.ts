import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { billboardTemplates } from './catalog.js';
import { DAY, iso, type WriterFactory } from './common.js';
import type { Random } from './random.js';

/** The catalogue's billboards, once (a later run keeps what is there); the last one is switched off. */
export async function seedBillboards(
  db: Kysely<DB>,
  writer: WriterFactory,
  r: Random,
  { now, catalogueMissing }: { now: number; catalogueMissing: boolean },
): Promise<number> {
  const billboards = writer('billboards', [
    'id',
    'title',
    'image_url',
    'link_url',
    'starts_at',
    'ends_at',
    'is_active',
    'sort_order',
    'created_at',
    'updated_at',
  ]);
  if (catalogueMissing) {
    billboardTemplates.forEach((b, i) => {
      const starts = now - r.int(5, 60) * DAY;
      billboards.add([
        i + 1,
        b.title,
        `/images/billboards/billboard-${i + 1}.svg`,
        b.link,
        iso(starts),
        iso(starts + r.int(30, 120) * DAY),
        i === billboardTemplates.length - 1 ? 0 : 1,
        i + 1,
        iso(starts),
        iso(starts),
      ]);
    });
  }
  await billboards.flush(db);
  return billboards.inserted;
}
