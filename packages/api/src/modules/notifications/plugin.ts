import fp from 'fastify-plugin';
import { deliverPendingNotifications, type DeliveryRound } from './delivery.js';
import { logSender, type NotificationSender } from './sender.js';

/** How often the server delivers the outbox's pending messages. */
export const DELIVERY_INTERVAL_MS = 5_000;

export interface Notifications {
  /** Replaces the sender (an SMS or e-mail provider); the log sender until then. */
  useSender(sender: NotificationSender): void;
  /** One delivery round now (the timer calls it; so may a test or a command). */
  deliverPending(): Promise<DeliveryRound>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

/**
 * The outbox's delivery (issue 20): `app.notifications`, and a timer, started when the server is
 * ready and stopped when it closes (the round under way is awaited), that delivers the pending
 * messages every DELIVERY_INTERVAL_MS. Rounds never overlap in one process; across processes the
 * claim in deliverPendingNotifications keeps each message to one sender.
 */
export default fp(
  async (app) => {
    let sender: NotificationSender = logSender(app.log);
    let running: Promise<DeliveryRound> | undefined;

    function deliverPending(): Promise<DeliveryRound> {
      running ??= deliverPendingNotifications(app.db, sender).finally(() => {
        running = undefined;
      });
      return running;
    }

    app.decorate('notifications', {
      useSender(next: NotificationSender) {
        sender = next;
      },
      deliverPending,
    });

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        deliverPending().catch((error: unknown) => {
          app.log.error({ err: error }, 'notification delivery round failed');
        });
      }, DELIVERY_INTERVAL_MS);
      // The timer alone does not keep the process alive.
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: 'laqta-notifications', fastify: '5.x' },
);
