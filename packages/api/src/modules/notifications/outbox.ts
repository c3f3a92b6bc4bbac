import {
  saudiMobile,
  settingNames,
  type NotificationAudience,
  type NotificationChannel,
  type NotificationKind,
  type OrderNotification,
} from '@laqta/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { OrderRow } from '../../db/tables/marketplace.js';
import { nowIso } from '../../time.js';
import { findSettingByName, readTimeZone } from '../settings/queries.js';
import { renderers, type OrderFacts } from './messages.js';

/**
 * Writing the outbox (migration 0046). Every function takes the transaction of the change it tells
 * of: the message is written if and only if the change commits, and a sender delivers it later.
 */

/** What a message about the order needs, read inside the change's transaction. */
export async function orderFactsOf(trx: Transaction<DB>, orderId: number): Promise<OrderFacts> {
  // One after the other: a transaction is one connection.
  const row = await trx
    .selectFrom('orders')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .innerJoin('services', 'services.id', 'orders.service_id')
    .leftJoin('photographers', 'photographers.id', 'orders.photographer_id')
    .leftJoin('photographers as preferred', 'preferred.id', 'orders.preferred_photographer_id')
    .select([
      'orders.code',
      'orders.session_at',
      'orders.city',
      'orders.address',
      'orders.notes',
      'customers.name as customer_name',
      'customers.phone as customer_phone',
      'customers.email as customer_email',
      'services.name as service',
      'photographers.name as photographer',
      'preferred.name as preferred_photographer',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const timeZone = await readTimeZone(trx);
  return {
    code: row.code,
    customerName: row.customer_name,
    // Older records keep the phone as typed (05…): messages go to its +966 form when it is one.
    customerPhone: saudiMobile(row.customer_phone) ?? row.customer_phone,
    customerEmail: row.customer_email,
    service: row.service,
    sessionAt: row.session_at,
    city: row.city,
    address: row.address,
    notes: row.notes,
    photographer: row.photographer,
    preferredPhotographer: row.preferred_photographer,
    timeZone,
  };
}

/** Who a message goes to and how. */
interface Delivery {
  audience: NotificationAudience;
  channel: NotificationChannel;
  recipient: string;
}

/** Writes one message, rendered now from `facts`, ready to be delivered at once. */
async function enqueue(
  trx: Transaction<DB>,
  kind: NotificationKind,
  orderId: number,
  facts: OrderFacts,
  delivery: Delivery,
): Promise<void> {
  const now = nowIso();
  const message = renderers[kind](facts);
  await trx
    .insertInto('notification_outbox')
    .values({
      order_id: orderId,
      kind,
      ...delivery,
      subject: message.subject,
      body: message.body,
      available_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** The customer's messages go by SMS to their phone. */
const toCustomer = (facts: OrderFacts): Delivery => ({
  audience: 'customer',
  channel: 'sms',
  recipient: facts.customerPhone,
});

/** The operators' by e-mail to the platform's contact address (setting contact_email), if any. */
async function toOperators(trx: Transaction<DB>): Promise<Delivery | undefined> {
  const contact = await findSettingByName(trx, settingNames.contactEmail);
  const recipient = contact?.value.trim() ?? '';
  return recipient === '' ? undefined : { audience: 'operators', channel: 'email', recipient };
}

/** A booking from the website: "request received" to the customer, "new request" to the operators. */
export async function enqueueBookingNotices(trx: Transaction<DB>, orderId: number): Promise<void> {
  const facts = await orderFactsOf(trx, orderId);
  const operators = await toOperators(trx);
  await enqueue(trx, 'booking_received', orderId, facts, toCustomer(facts));
  // No contact address: nothing to write to; the new order still shows first in the back office.
  if (operators) await enqueue(trx, 'operators_new_booking', orderId, facts, operators);
}

/**
 * What an order's change tells its customer: "confirmed" when it becomes confirmed, "photographer
 * assigned" when a photographer is set or replaced. Nothing for other changes.
 */
export async function enqueueOrderChangeNotices(
  trx: Transaction<DB>,
  before: Pick<OrderRow, 'status' | 'photographer_id'>,
  after: Pick<OrderRow, 'id' | 'status' | 'photographer_id'>,
): Promise<void> {
  const kinds: NotificationKind[] = [];
  if (after.status === 'confirmed' && before.status !== 'confirmed')
    kinds.push('booking_confirmed');
  if (after.photographer_id !== null && after.photographer_id !== before.photographer_id)
    kinds.push('photographer_assigned');
  if (kinds.length === 0) return;
  const facts = await orderFactsOf(trx, after.id);
  for (const kind of kinds) await enqueue(trx, kind, after.id, facts, toCustomer(facts));
}

/** An order's messages, oldest first, as the back office shows them. */
export function orderNotifications(db: Kysely<DB>, orderId: number): Promise<OrderNotification[]> {
  return db
    .selectFrom('notification_outbox')
    .select([
      'id',
      'kind',
      'audience',
      'channel',
      'recipient',
      'subject',
      'body',
      'status',
      'attempts',
      'sent_at',
      'created_at',
    ])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}
