import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { pino, type DestinationStream } from 'pino';
import { redactUrl, requestLineWriter } from '../logger.js';
import { handedOver } from './laravel-forms.js';

/**
 * One log line per answered request: method, url (secrets redacted), status, time. Never headers or
 * bodies, so no Authorization header, password or token reaches the log. Written synchronously in
 * the hook (no promise per request) by `requestLineWriter`, which shares the server logger's
 * destination but not its redaction, needless for these fixed fields; whether it writes stays the
 * server logger's level.
 *
 * The lines of one turn of the event loop reach the destination as one write (`LinesPerTurn`):
 * under load a turn answers tens of requests, and one write(2) per line was ~10 % of the busy time
 * (issue 15). A line waits at most until the end of its turn; on exit and on close, what waits is
 * written first.
 */
/** The levels at which the server logger writes info lines (pino's built-in levels). */
const writesInfo = new Set(['trace', 'debug', 'info']);

/** The most a turn gathers before it writes anyway (a burst of long URLs). */
const MAX_PENDING_CHARS = 64 * 1024;

/** A destination whose writes of one event-loop turn are passed on as one. */
export class LinesPerTurn implements DestinationStream {
  private pending = '';
  private scheduled = false;

  constructor(private readonly destination: DestinationStream) {}

  write(line: string): void {
    this.pending += line;
    if (this.pending.length >= MAX_PENDING_CHARS) this.flush();
    else if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
  }

  /** Passes on what waits (an exit handler calls it: the destination then writes it out). */
  flush(): void {
    this.scheduled = false;
    if (this.pending === '') return;
    const lines = this.pending;
    this.pending = '';
    this.destination.write(lines);
  }
}

/** The destination's synchronous flush, when it has one (pino.destination does). */
function flushSyncOf(stream: unknown): (() => void) | undefined {
  const flushSync = (stream as { flushSync?: unknown } | null)?.flushSync;
  return typeof flushSync === 'function' ? () => flushSync.call(stream) : undefined;
}

export default fp(
  async (app) => {
    // The server logger's destination (where requestLineWriter finds it), gathered per turn; the
    // line writer is made over the gathered one, so lines keep requestLineWriter's format.
    const destination = (app.log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] as
      DestinationStream | undefined;
    const batch = destination ? new LinesPerTurn(destination) : undefined;
    const writer = batch ? requestLineWriter({ [pino.symbols.streamSym]: batch }) : null;
    if (batch) {
      // pino writes its own buffer out on exit; the lines of the last turn go with it.
      const onExit = () => {
        batch.flush();
        try {
          flushSyncOf(destination)?.();
        } catch {
          // The destination is closed or busy: nothing more can be written now.
        }
      };
      process.once('exit', onExit);
      app.addHook('onClose', (_app, done) => {
        process.off('exit', onExit);
        batch.flush();
        done();
      });
    }
    app.addHook(
      'onResponse',
      (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
        // A POST that handed itself over to its `_method` is logged once, as that method.
        if (
          !(request as unknown as Record<symbol, unknown>)[handedOver] &&
          writesInfo.has(request.log.level)
        ) {
          const line = {
            method: request.method,
            url: redactUrl(request.url),
            status: reply.statusCode,
            ms: Math.round(reply.elapsedTime),
            ip: request.ip,
          };
          if (writer) writer.info({ reqId: request.id, ...line }, 'request');
          else request.log.info(line, 'request');
        }
        done();
      },
    );
  },
  { name: 'laqta-request-log', fastify: '5.x' },
);
