import os from 'node:os';
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
  // Most URLs carry no query string at all: nothing to look for.
  return url.includes('?') ? url.replace(secretParams, '$1[Redacted]') : url;
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
    options.destination ?? (level === 'silent' ? silentStdout() : bufferedStdout()),
  );
}

/** What a silent logger is given: nothing is written, so nothing to batch or flush. */
function silentStdout(): DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}

/** The most a quiet server keeps a written line before it goes out. */
const LOG_FLUSH_MS = 1_000;
/** Lines are handed to the file writer in batches of about this many characters. */
const LOG_BATCH_CHARS = 16_384;
let sharedStdout: DestinationStream | undefined;

/**
 * Standard output, written off the event loop and in batches: one write(2) per request was ~10 %
 * of the busy time under load (issue 15). Lines gather here as one string and go to sonic-boom
 * (pino's file writer, which keeps the writes off the loop and handles partial writes and EAGAIN)
 * once per LOG_BATCH_CHARS: sonic-boom itself measures its pending batch's UTF-8 length on every
 * line it is given, so feeding it line by line cost ~2.5 µs a line, ~8 % of the public setting's
 * whole answer (issue 15; the same in sonic-boom 5). Under load a batch fills in milliseconds; a
 * quiet server's lines go out within LOG_FLUSH_MS; on exit (process.exit, a crash) what is left
 * is written synchronously.
 */
export class BatchedLines implements DestinationStream {
  private pending = '';

  constructor(
    private readonly file: ReturnType<typeof pino.destination>,
    private readonly batchChars = LOG_BATCH_CHARS,
  ) {}

  write(line: string): void {
    this.pending += line;
    if (this.pending.length >= this.batchChars) this.handOver();
  }

  /** Hands what is pending to the file writer and has it write now. */
  flush(): void {
    this.handOver();
    this.file.flush();
  }

  /** Writes everything before returning (on exit). */
  flushSync(): void {
    this.handOver();
    this.file.flushSync();
  }

  private handOver(): void {
    if (this.pending === '') return;
    this.file.write(this.pending);
    this.pending = '';
  }
}

function bufferedStdout(): DestinationStream {
  // One per process: every logger made here shares it (and its one flush timer).
  if (!sharedStdout) {
    const lines = new BatchedLines(pino.destination({ dest: 1, sync: false }));
    setInterval(() => lines.flush(), LOG_FLUSH_MS).unref();
    process.once('exit', () => {
      try {
        lines.flushSync();
      } catch {
        // Standard output already closed: nothing is left to report it to.
      }
    });
    sharedStdout = lines;
  }
  return sharedStdout;
}

/** The fields of the one line per request (plugins/request-log.ts). */
export interface RequestLine {
  reqId: string;
  method: string;
  url: string;
  status: number;
  ms: number;
  ip: string;
}

/** What every line of this process starts with after its time: pino's default base fields. */
const processFields = `,"pid":${process.pid},"hostname":${JSON.stringify(os.hostname())}`;

/**
 * The one line per request, as pino writes an info line (level, time, pid, hostname, the fields,
 * msg "request"), put together directly: its fields are fixed, so pino's general path (a child
 * logger's bindings, a loop over the keys, the redaction paths) is work without a purpose here,
 * and the line is written on every request (~1 µs of the ~25 µs a cached public read costs,
 * issue 15). Texts a client chose (url, method, the request id) are escaped by JSON.stringify.
 */
export function requestLineText(line: RequestLine): string {
  return (
    `{"level":30,"time":${Date.now()}${processFields},"reqId":${JSON.stringify(line.reqId)}` +
    `,"method":${JSON.stringify(line.method)},"url":${JSON.stringify(line.url)}` +
    `,"status":${line.status},"ms":${line.ms},"ip":${JSON.stringify(line.ip)},"msg":"request"}\n`
  );
}

/**
 * The writer of the one line per request: the server logger's own destination, so its lines keep
 * their order with every other line; whether it writes stays the logger's level (the caller asks
 * `isLevelEnabled('info')`). Null for a logger that is not pino's (no destination to share).
 */
export function requestLineWriter(logger: unknown): ((line: RequestLine) => void) | null {
  const stream = (logger as Record<symbol, unknown> | null)?.[pino.symbols.streamSym] as
    DestinationStream | undefined;
  return stream ? (line) => stream.write(requestLineText(line)) : null;
}
