import type { ContactForm } from '@laqta/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { auditSourceOf, recordAuditEvent } from '../../audit/record.js';
import { auditedChange } from '../../audit/transaction.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../time.js';

/**
 * Stores a contact-form message as a new suggestion for the back office, with its audit event
 * (the website acting) in the same transaction; returns its id.
 */
export async function insertContactSuggestion(
  db: Kysely<DB>,
  request: FastifyRequest,
  form: ContactForm,
): Promise<number> {
  const now = nowIso();
  return auditedChange(db, async (trx) => {
    const row = await trx
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
    await recordAuditEvent(trx, {
      ...auditSourceOf(request),
      action: 'suggestion.received',
      entityType: 'suggestion',
      entityId: row.id,
      after: { name: form.fullName, email: form.email, source: 'contact_form', status: 'new' },
    });
    return row.id;
  });
}

/**
 * Subscribes an address (lower-cased); subscribing again changes nothing, except for an address
 * an admin unsubscribed (issue 14), which the visitor's own new request subscribes again. A new
 * subscription and a return are audited (the website acting), in the same transaction. Returns
 * the subscriber's id.
 */
export async function subscribeToNewsletter(
  db: Kysely<DB>,
  request: FastifyRequest,
  email: string,
): Promise<number> {
  const address = email.toLowerCase();
  const now = nowIso();
  return auditedChange(db, async (trx) => {
    const current = await trx
      .selectFrom('newsletter_subscribers')
      .select(['id', 'unsubscribed_at'])
      .where('email', '=', address)
      .executeTakeFirst();
    if (current && current.unsubscribed_at === null) return current.id;
    const row = current
      ? await trx
          .updateTable('newsletter_subscribers')
          .set({ unsubscribed_at: null, updated_at: now })
          .where('id', '=', current.id)
          .returning('id')
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('newsletter_subscribers')
          .values({ email: address, created_at: now, updated_at: now })
          // The same address sent twice at once: the first subscribes, the second finds it.
          .onConflict((conflict) => conflict.column('email').doNothing())
          .returning('id')
          .executeTakeFirst();
    if (!row) return subscriberIdOf(trx, address);
    await recordAuditEvent(trx, {
      ...auditSourceOf(request),
      action: current ? 'newsletter_subscriber.resubscribed' : 'newsletter_subscriber.subscribed',
      entityType: 'newsletter_subscriber',
      entityId: row.id,
      before: current ? { unsubscribed_at: current.unsubscribed_at } : null,
      after: { email: address, unsubscribed_at: null },
    });
    return row.id;
  });
}

async function subscriberIdOf(db: Kysely<DB>, address: string): Promise<number> {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select('id')
    .where('email', '=', address)
    .executeTakeFirstOrThrow();
  return row.id;
}
