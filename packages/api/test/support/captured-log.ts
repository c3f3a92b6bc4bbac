import { Writable } from 'node:stream';
import type { Logger as PinoLogger } from 'pino';
import type { Config } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';

/**
 * The server's own logger (createLogger: its redaction and serializers) at `level`, writing its
 * JSON lines into `lines` instead of standard output: hand `logger` to `t.buildApp({ logger })`
 * and read what a request logged.
 */
export function capturedLog(
  config: Pick<Config, 'nodeEnv'>,
  level: 'trace' | 'debug' | 'info',
): { logger: PinoLogger; lines: string[] } {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: createLogger(config, { level, destination }), lines };
}
