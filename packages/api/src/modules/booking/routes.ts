import { randomInt } from 'node:crypto';
import {
  BOOKING_HONEYPOT_FIELD,
  bookingAnswerSchema,
  bookingMessages,
  bookingRequestSchema,
  orderCode,
  publicApiPaths,
  type BookingAnswer,
} from '@laqta/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientNetworkOf } from '../../auth/client-network.js';
import { throttleRequest } from '../../http/shared-rate-limit.js';
import { nowIso } from '../../time.js';
import { bookingAddressLimit, bookingPhoneLimit } from './limits.js';
import { placeBooking, receiptOf, sessionMomentOf } from './place.js';

/** The honeypot's value in a body as it arrived (before validation). */
function honeypotOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && BOOKING_HONEYPOT_FIELD in body
    ? body[BOOKING_HONEYPOT_FIELD]
    : undefined;
}

/**
 * A request that filled the honeypot is answered as if accepted — the same shape, a plausible
 * code — and nothing is written: a script learns nothing to adapt to.
 */
function decoyAnswer(): BookingAnswer {
  return {
    success: true,
    message: bookingMessages.received,
    data: receiptOf({
      code: orderCode(randomInt(100_000, 1_000_000)),
      status: 'pending',
      session_at: nowIso(),
    }),
  };
}

/**
 * `POST publicApiPaths.bookings` (issue 20): a visitor's booking request. Before the body is
 * checked: the per-address limit (shared by every process), then the honeypot. Then the contract's
 * schema (422 per field, Arabic), the per-phone limit, the session's moment, and the booking's one
 * transaction (place.ts). 201 with the order's code; 200 with the same code when the same form
 * (idempotency key) is sent again within a minute.
 */
const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  async function throttleAddress(request: FastifyRequest) {
    await throttleRequest(
      app.db,
      { ...bookingAddressLimit, key: clientNetworkOf(request.ip) },
      bookingMessages.tooManyRequests,
    );
  }

  async function answerHoneypot(request: FastifyRequest, reply: FastifyReply) {
    const honeypot = honeypotOf(request.body);
    if (typeof honeypot === 'string' ? honeypot.trim() === '' : honeypot === undefined) return;
    request.log.info('booking honeypot filled: answered as accepted, nothing written');
    return reply.code(201).send(decoyAnswer());
  }

  app.post(
    publicApiPaths.bookings,
    {
      preValidation: [throttleAddress, answerHoneypot],
      schema: {
        summary: 'A booking request from the public site',
        description:
          'Creates or matches the customer (phone, then e-mail) and a pending order at the ' +
          "service's price; answers its code. `session_at` is the platform's wall clock " +
          '(Asia/Riyadh). 429 per address and per phone; the same `idempotency_key` within a ' +
          'minute answers the same order (200).',
        tags: ['public booking'],
        body: bookingRequestSchema,
        response: { 200: bookingAnswerSchema, 201: bookingAnswerSchema },
      },
    },
    async (request, reply) => {
      const form = request.body;
      await throttleRequest(
        app.db,
        { ...bookingPhoneLimit, key: form.phone },
        bookingMessages.tooManyRequests,
      );
      const sessionAt = await sessionMomentOf(app, form.session_at);
      const { order, replayed } = await placeBooking(app, request, form, sessionAt);
      const answer: BookingAnswer = {
        success: true,
        message: bookingMessages.received,
        data: receiptOf(order),
      };
      return reply.code(replayed ? 200 : 201).send(answer);
    },
  );
};

export default bookingRoutes;
