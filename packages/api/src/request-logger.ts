import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type LevelMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
type LogArguments = [unknown, ...unknown[]];

/**
 * A request's logger, made when first used (issue 15). Fastify gives every request a child of the
 * server logger bound to its request id, and pino builds that child on the spot: ~1 µs of the
 * ~24 µs /api/health costs (measured by dropping it). Nearly every request logs nothing through it
 * (its one line comes from plugins/request-log.ts), so the child is made only when a handler, a
 * hook or Fastify itself logs; what it writes is the same as before.
 */
export class DeferredChildLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  get level(): string {
    return this.#made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  fatal(...args: LogArguments): void {
    this.#log('fatal', args);
  }
  error(...args: LogArguments): void {
    this.#log('error', args);
  }
  warn(...args: LogArguments): void {
    this.#log('warn', args);
  }
  info(...args: LogArguments): void {
    this.#log('info', args);
  }
  debug(...args: LogArguments): void {
    this.#log('debug', args);
  }
  trace(...args: LogArguments): void {
    this.#log('trace', args);
  }
  silent(...args: LogArguments): void {
    this.#log('silent', args);
  }

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }

  #logger(): FastifyBaseLogger {
    this.#made ??= this.parent.child(this.bindings, this.options);
    return this.#made;
  }

  #log(method: LevelMethod, args: LogArguments): void {
    const logger = this.#logger();
    (logger[method] as (...args: LogArguments) => void).apply(logger, args);
  }
}

/** Fastify's `childLoggerFactory`: every request's logger deferred. */
export function deferredChildLoggers(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger {
  return new DeferredChildLogger(logger, bindings, options);
}
