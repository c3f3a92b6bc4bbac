import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { BatchedLines, requestLineText } from '../src/logger.js';

describe('the server log written in batches', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laqta-log-'));
  const file = path.join(dir, 'server.log');
  afterEach(() => fs.rmSync(file, { force: true }));

  const written = () => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
  const batched = (batchChars: number) =>
    new BatchedLines(pino.destination({ dest: file, sync: true }), batchChars);

  it('keeps lines until a batch fills, then writes them in order, Arabic included', () => {
    const lines = batched(100);
    lines.write('{"msg":"أول"}\n');
    lines.write('{"msg":"second"}\n');
    expect(written()).toBe('');
    const long = `{"msg":"${'ث'.repeat(90)}"}\n`;
    lines.write(long);
    expect(written()).toBe(`{"msg":"أول"}\n{"msg":"second"}\n${long}`);
  });

  it('writes what is left when flushed on exit', () => {
    const lines = batched(10_000);
    lines.write('{"msg":"one"}\n');
    lines.write('{"msg":"two"}\n');
    lines.flushSync();
    expect(written()).toBe('{"msg":"one"}\n{"msg":"two"}\n');
  });

  it('is a pino destination: a logger writes its lines through it', () => {
    const lines = batched(10_000);
    const logger = pino({ level: 'info', base: null, timestamp: false }, lines);
    logger.info({ orderId: 7 }, 'حجز');
    expect(written()).toBe('');
    lines.flushSync();
    expect(JSON.parse(written())).toEqual({ level: 30, orderId: 7, msg: 'حجز' });
  });
});

describe('the one line per request', () => {
  it('is the line pino writes for the same fields, whatever a client put in its url', () => {
    const line = {
      reqId: 'req-1"x',
      method: 'GET',
      url: '/api/orders?search="محمد"\\\n</script>',
      status: 200,
      ms: 3,
      ip: '::1',
    };
    let pinoLine = '';
    const logger = pino({ level: 'info' }, { write: (text: string) => (pinoLine = text) });
    logger.info(line, 'request');
    const ours = requestLineText(line);
    expect(ours.endsWith('\n')).toBe(true);
    const { time: ourTime, ...ourFields } = JSON.parse(ours) as Record<string, unknown>;
    const { time: pinoTime, ...pinoFields } = JSON.parse(pinoLine) as Record<string, unknown>;
    expect(ourFields).toEqual(pinoFields);
    expect(Object.keys(JSON.parse(ours))).toEqual(Object.keys(JSON.parse(pinoLine)));
    expect(Math.abs(Number(ourTime) - Number(pinoTime))).toBeLessThan(1_000);
  });
});
