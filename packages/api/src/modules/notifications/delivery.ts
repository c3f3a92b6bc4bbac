import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { NotificationSender } from './sender.js';

/** How many messages one round delivers at most. */
export const DELIVERY_BATCH = 50;
/** A message is given up (`failed`) after this many attempts. */
export const DELIVERY_MAX_ATTEMPTS = 5;
/** A claimed message not finished within this time (its process died) is claimed again. */
export const DELIVERY_CLAIM_TIMEOUT_MS = 5 * 60_000;
/** The wait before attempt n + 1: one minute, doubling each time. */
export const retryDelayMs = (attempts: number) => 60_000 * 2 ** (attempts - 1);

const ERROR_MAX_LENGTH = 500;

export interface DeliveryRound {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * One round of delivery: the pending messages whose time has come, oldest first, each claimed
 * (`pending` → `sending` in one conditional update, so two processes never both send it), sent,
 * then marked `sent`; a sender's failure puts it back to `pending` for later (or `failed` after
 * DELIVERY_MAX_ATTEMPTS), with the error kept.
 */
export async function deliverPendingNotifications(
  db: Kysely<DB>,
  sender: NotificationSender,
  now: Date = new Date(),
): Promise<DeliveryRound> {
  const at = now.toISOString();
  await db
    .updateTable('notification_outbox')
    .set({ status: 'pending', updated_at: at })
    .where('status', '=', 'sending')
    .where('updated_at', '<', new Date(now.getTime() - DELIVERY_CLAIM_TIMEOUT_MS).toISOString())
    .execute();
  const due = await db
    .selectFrom('notification_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('available_at', '<=', at)
    .orderBy('available_at')
    .orderBy('id')
    .limit(DELIVERY_BATCH)
    .execute();
  const round: DeliveryRound = { sent: 0, retried: 0, failed: 0 };
  for (const { id } of due) {
    const claimed = await db
      .updateTable('notification_outbox')
      .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), updated_at: at }))
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (!claimed) continue;
    try {
      await sender.send(claimed);
      await db
        .updateTable('notification_outbox')
        .set({
          status: 'sent',
          sent_at: new Date().toISOString(),
          last_error: null,
          updated_at: at,
        })
        .where('id', '=', id)
        .execute();
      round.sent += 1;
    } catch (error) {
      const givenUp = claimed.attempts >= DELIVERY_MAX_ATTEMPTS;
      await db
        .updateTable('notification_outbox')
        .set({
          status: givenUp ? 'failed' : 'pending',
          available_at: new Date(now.getTime() + retryDelayMs(claimed.attempts)).toISOString(),
          last_error: String(error instanceof Error ? error.message : error).slice(
            0,
            ERROR_MAX_LENGTH,
          ),
          updated_at: at,
        })
        .where('id', '=', id)
        .execute();
      if (givenUp) round.failed += 1;
      else round.retried += 1;
    }
  }
  return round;
}
