import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from './schema.js';
import { nowIso } from '../time.js';

/**
 * The secret `name`, the same in every process on this database: the first process to ask makes
 * it (32 random bytes), a concurrent maker's insert is a no-op and both read the one stored.
 * Read once per process and database, then kept (a secret never changes); a failed read is not
 * kept, so the next call tries again.
 */
export function sharedSecret(db: Kysely<DB>, name: string): Promise<Buffer> {
  let secrets = kept.get(db);
  if (!secrets) kept.set(db, (secrets = new Map()));
  const known = secrets.get(name);
  if (known) return known;
  const reading = readOrMake(db, name);
  secrets.set(name, reading);
  reading.catch(() => secrets.delete(name));
  return reading;
}

const kept = new WeakMap<Kysely<DB>, Map<string, Promise<Buffer>>>();

async function readOrMake(db: Kysely<DB>, name: string): Promise<Buffer> {
  await db
    .insertInto('shared_secrets')
    .values({ name, value: randomBytes(32).toString('base64'), created_at: nowIso() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('shared_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}
