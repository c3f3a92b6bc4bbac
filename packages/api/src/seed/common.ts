import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { BatchInsert } from './batch-insert.js';
import { familyNames, femaleNames, maleNames, type City } from './catalog.js';
import type { Random } from './random.js';

/** What every table's seeder shares: time units, ids already taken, names, phones, join times. */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const MONTH = 30.44 * DAY;

export const iso = (ms: number) => new Date(ms).toISOString();

export function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** Makes a multi-row writer of one table's columns (the dialect is known). */
export type WriterFactory = (table: string, columns: string[]) => BatchInsert;

/** The largest id of each seeded table: new rows are appended after them. */
export interface MaxIds {
  customers: number;
  photographers: number;
  services: number;
  orders: number;
  transactions: number;
  reviews: number;
  billboards: number;
  suggestions: number;
}

export async function currentMaxIds(db: Kysely<DB>): Promise<MaxIds> {
  const max = async (table: keyof MaxIds) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.max<number | null>('id').as('id'))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  };
  return {
    customers: await max('customers'),
    photographers: await max('photographers'),
    services: await max('services'),
    orders: await max('orders'),
    transactions: await max('transactions'),
    reviews: await max('reviews'),
    billboards: await max('billboards'),
    suggestions: await max('suggestions'),
  };
}

export function personName(r: Random): { name: string; latin: string } {
  const [first, latin] = r.chance(0.5) ? r.pick(maleNames) : r.pick(femaleNames);
  return { name: `${first} ${r.pick(familyNames)}`, latin };
}

export function phoneFor(r: Random, city: City): string {
  const digits = city.phonePrefix === '05' ? 8 : 7;
  let number = '';
  for (let i = 0; i < digits; i++) number += String(r.int(0, 9));
  return `${city.phonePrefix}${number}`;
}

/** Time of the k-th of n records that joined evenly between `from` and `to`. */
export function joinedAt(k: number, n: number, from: number, to: number): number {
  return Math.floor(from + ((to - from) * k) / Math.max(1, n));
}
