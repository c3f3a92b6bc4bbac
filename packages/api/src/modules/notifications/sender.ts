import type { FastifyBaseLogger } from 'fastify';
import type { NotificationRow } from '../../db/tables/booking.js';

/** One message as a sender receives it (from the outbox row). */
export type OutgoingNotification = Pick<
  NotificationRow,
  'id' | 'kind' | 'audience' | 'channel' | 'recipient' | 'subject' | 'body'
>;

/**
 * What delivers messages: an SMS gateway or an e-mail service implements `send` (resolve once
 * the provider accepted the message, throw to have it retried later). Plugged in with
 * `app.notifications.useSender(sender)`; until then the log sender stands in.
 */
export interface NotificationSender {
  /** Named in the logs. */
  readonly name: string;
  send(message: OutgoingNotification): Promise<void>;
}

/** Only the end of a phone or the domain of an e-mail: enough to follow a message in the logs. */
export function maskedRecipient(recipient: string): string {
  const at = recipient.indexOf('@');
  if (at >= 0) return `…${recipient.slice(at)}`;
  return `…${recipient.slice(-4)}`;
}

/**
 * The default sender: writes one log line per message (the outbox row keeps the text itself)
 * and delivers nothing, until a real provider is plugged in.
 */
export function logSender(log: FastifyBaseLogger): NotificationSender {
  return {
    name: 'log',
    send(message) {
      log.info(
        {
          notification: message.id,
          kind: message.kind,
          channel: message.channel,
          to: maskedRecipient(message.recipient),
        },
        'notification delivered to the log (no SMS or e-mail provider configured)',
      );
      return Promise.resolve();
    },
  };
}
