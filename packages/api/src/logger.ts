import { pino, type DestinationStream, type Logger as PinoLogger } from 'pino';
import type { Config } from './config.js';

/**
 * The few logging calls the database and bootstrap code make. Fastify's logger, pino and
 * `console` all fit, so tests and CLI commands can pass whichever they have.
 */
export interface Logger {
  info(objOrMsg: unknown, msg?: string): void;
  warn(objOrMsg: unknown, msg?: string): void;
  error(objOrMsg: unknown, msg?: string): void;
}

/** Query parameters that may carry a secret; their values never reach the log. */
const secretParams = /([?&](?:token|access_token|api_token|password)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(secretParams, '$1[Redacted]');
}

/**
 * The server's logger: JSON lines, secrets redacted. Request logs carry method, url, ip; never the
 * Authorization header, passwords or tokens (also redacted by path, should anyone log them).
 */
export function createLogger(
  config: Pick<Config, 'nodeEnv'>,
  options: { level?: string; destination?: DestinationStream } = {},
): PinoLogger {
  const level =
    options.level ?? (config.nodeEnv === 'test' ? 'silent' : (process.env.LOG_LEVEL ?? 'info'));
  return pino(
    {
      level,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'headers.authorization',
          '*.password',
          '*.token',
          '*.access_token',
          'password',
          'token',
          'access_token',
        ],
        censor: '[Redacted]',
      },
      serializers: {
        req(request: { method: string; url: string; ip?: string; id?: string }) {
          return { method: request.method, url: redactUrl(request.url), ip: request.ip };
        },
        res(reply: { statusCode: number }) {
          return { statusCode: reply.statusCode };
        },
      },
    },
    options.destination ?? pino.destination(1),
  );
}
