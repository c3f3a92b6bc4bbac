import type { ContactForm } from '@laqta/contract';
import type { Kysely } from 'kysely';
import { nowIso } from '../../time.js';
import type { DB } from '../../db/schema.js';

/** Stores a contact-form message as a new suggestion for the back office; returns its id. */
export async function insertContactSuggestion(db: Kysely<DB>, form: ContactForm): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('suggestions')
    .values({
      name: form.fullName,
      email: form.email,
      phone: form.phone,
      message: form.message,
      source: 'contact_form',
      status: 'new',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Subscribes an address (lower-cased); subscribing again changes nothing, except for an address
 * an admin unsubscribed (issue 14), which the visitor's own new request subscribes again.
 * Returns the subscriber's id.
 */
export async function subscribeToNewsletter(db: Kysely<DB>, email: string): Promise<number> {
  const address = email.toLowerCase();
  const now = nowIso();
  await db
    .insertInto('newsletter_subscribers')
    .values({ email: address, created_at: now, updated_at: now })
    .onConflict((conflict) =>
      conflict
        .column('email')
        .doUpdateSet({ unsubscribed_at: null, updated_at: now })
        .where('newsletter_subscribers.unsubscribed_at', 'is not', null),
    )
    .execute();
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select('id')
    .where('email', '=', address)
    .executeTakeFirstOrThrow();
  return row.id;
}
