import type { Generated, Insertable, Selectable } from 'kysely';
import type {
  CustomerSource,
  NotificationAudience,
  NotificationChannel,
  NotificationKind,
  NotificationStatus,
} from '@laqta/contract';

/**
 * The tables of issue 20 (public booking): the notification outbox (migration 0046) and the
 * booking form's idempotency keys (0047); the customers' `source` column (0045) and the orders'
 * `preferred_photographer_id` (0048).
 */

declare module './marketplace.js' {
  interface CustomersTable {
    /** Where the record came from (migration 0045): `website`, or null for older records. */
    source: Generated<CustomerSource | null>;
  }
  interface OrdersTable {
    /** The photographer the visitor asked for when booking (migration 0048); a wish, not an assignment. */
    preferred_photographer_id: Generated<number | null>;
  }
}

export interface NotificationOutboxTable {
  id: Generated<number>;
  order_id: number | null;
  kind: NotificationKind;
  audience: NotificationAudience;
  channel: NotificationChannel;
  /** A phone (+9665…) for sms, an e-mail address for email. */
  recipient: string;
  /** E-mail only. */
  subject: string | null;
  /** The message, rendered in Arabic when it was written. */
  body: string;
  status: Generated<NotificationStatus>;
  attempts: Generated<number>;
  /** Not delivered before this moment (a retry waits). */
  available_at: string;
  last_error: Generated<string | null>;
  sent_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface BookingRequestsTable {
  idempotency_key: string;
  order_id: number | null;
  created_at: string;
}

export interface BookingTables {
  notification_outbox: NotificationOutboxTable;
  booking_requests: BookingRequestsTable;
}

export type NotificationRow = Selectable<NotificationOutboxTable>;
export type NewNotificationRow = Insertable<NotificationOutboxTable>;
