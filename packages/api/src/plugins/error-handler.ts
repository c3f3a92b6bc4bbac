import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import {
  errorCodeOf,
  HttpError,
  httpErrorBody,
  messages,
  ValidationError,
} from '../http/errors.js';
import { fieldErrorsOf } from '../http/validate.js';

/** General Arabic messages for the 4xx answers Fastify and its plugins raise themselves. */
const messageByStatus: Record<number, string> = {
  400: messages.badRequest,
  403: messages.forbidden,
  404: messages.notFound,
  405: messages.methodNotAllowed,
  406: messages.badRequest,
  409: messages.conflict,
  413: messages.payloadTooLarge,
  415: messages.unsupportedMediaType,
  422: messages.validation,
  429: messages.tooManyRequests,
};

/** Fastify's own JSON-schema validation failure (`error.validation`), in Laravel's shape. */
function fromSchemaValidation(error: FastifyError): ValidationError {
  const errors: Record<string, string[]> = {};
  for (const item of error.validation ?? []) {
    const missing = (item.params as { missingProperty?: string } | undefined)?.missingProperty;
    const path = item.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const key = [path, missing].filter(Boolean).join('.') || '_';
    (errors[key] ??= []).push(messages.validation);
  }
  return new ValidationError(errors);
}

/** Every error becomes an envelope of ARCHITECTURE.md §2; a stack trace or SQL never leaves the server. */
export function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof ZodError) return new ValidationError(fieldErrorsOf(error));
  const fastifyError = error as Partial<FastifyError> | null;
  if (fastifyError?.validation) return fromSchemaValidation(fastifyError as FastifyError);
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new HttpError(status, messageByStatus[status] ?? messages.badRequest);
  }
  return null;
}

function handleError(
  this: FastifyInstance,
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const httpError = toHttpError(error);
  if (httpError === null) {
    // Logged with its stack (and any SQL in it) server-side only.
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .type('application/json; charset=utf-8')
      .send({ success: false, message: messages.serverError, code: 'server_error' });
  }
  if (httpError.status >= 500) request.log.error({ err: error }, 'request failed');
  return reply
    .code(httpError.status)
    .headers(httpError.headers)
    .type('application/json; charset=utf-8')
    .send(httpErrorBody(httpError));
}

/**
 * Fastify's router answers a URL it cannot decode (`/%`, `/orders/%C0%AE`: 400) or a path
 * parameter over its length (414) itself, before any hook or error handler runs, in English and
 * with its own error code; app.ts passes this as `frameworkErrors` so they get the envelope too.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const httpError = toHttpError(error) ?? new HttpError(400, messages.badRequest);
  return reply
    .code(httpError.status)
    .header('x-content-type-options', 'nosniff')
    .type('application/json; charset=utf-8')
    .send(httpErrorBody(httpError));
}

/** What Node's HTTP parser reports before a request exists, as a status and an Arabic message. */
function clientErrorAnswer(code: string | undefined): { status: number; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: messages.requestTimeout };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: messages.headersTooLarge };
  return { status: 400, message: messages.badRequest };
}

/**
 * Node answers a request it could not parse (a query string or headers over its 16 KB limit: 431;
 * a slow client past the request timeout: 408; broken HTTP: 400) before Fastify sees a request, so
 * Fastify's default writes English JSON. app.ts passes this as `clientErrorHandler`: the same
 * Arabic envelope as every other answer, then the connection is closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = clientErrorAnswer(error.code);
  const body = JSON.stringify({ success: false, message, code: errorCodeOf(status) });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
        'Connection: close\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n' +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
        body,
    );
  }
  socket.destroy(error);
}

export default fp(
  async (app) => {
    app.setErrorHandler(handleError);
  },
  { name: 'laqta-error-handler', fastify: '5.x' },
);
