import {
  adminPaths,
  idParamsSchema,
  orderMessages,
  orderNotificationsAnswerSchema,
} from '@laqta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { foundRecord } from '../../http/respond.js';
import { orderNotifications } from './outbox.js';

/**
 * The outbox seen from the back office (issue 20): what the customer and the operators were told
 * about an order, and whether it went out. Every role reads, as the order itself.
 */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.api.orderNotifications,
    {
      schema: {
        summary: "An order's messages (notification outbox), oldest first",
        description:
          'Rendered in Arabic when written: request received, confirmed, photographer assigned ' +
          '(to the customer) and new request (to the operators), with their delivery status.',
        tags: ['orders'],
        params: idParamsSchema(orderMessages.notFound),
        response: { 200: orderNotificationsAnswerSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const order = await app.db
        .selectFrom('orders')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      foundRecord(order, orderMessages.notFound);
      return { success: true as const, data: await orderNotifications(app.db, id) };
    },
  );
};

export default notificationRoutes;
