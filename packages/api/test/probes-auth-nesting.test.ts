import { adminPaths, authMessages } from '@laqta/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { maxDepth, tooDeepMessage } from '../src/http/bracket-keys.js';
import { nulByteMessage } from '../src/http/nul-bytes.js';
import { capturedLog } from './support/captured-log.js';
import { describeOnEachDatabase } from './support/databases.js';

// Probe of issue 19: ~4,000 levels of JSON (8 KB, under the public body limit) overflowed the
// call stack of the NUL-byte walk, so the public sign-in answered 500 and logged a stack.
const nested = (levels: number, inner = '"x"') => '['.repeat(levels) + inner + ']'.repeat(levels);

describeOnEachDatabase('probes: deeply nested JSON on the public sign-in', (t) => {
  let lines: string[];
  let app: FastifyInstance;

  beforeAll(async () => {
    const log = capturedLog(t.config(), 'info');
    lines = log.lines;
    app = await t.buildApp({ logger: log.logger });
  });

  const postJson = (payload: string) =>
    app.inject({
      method: 'POST',
      url: adminPaths.api.login,
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('answers 4,000 levels of nesting with 422 and the Arabic envelope, and logs no stack', async () => {
    const body = `{"email":${nested(4_000)},"password":"x"}`;
    expect(body.length).toBeLessThan(32 * 1024);
    const response = await postJson(body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: tooDeepMessage,
      errors: { email: [tooDeepMessage] },
      code: 'validation_failed',
    });
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toMatch(/"stack"|RangeError|Maximum call stack/);
      expect((JSON.parse(line) as { level: number }).level).toBeLessThan(50);
    }
  });

  // As a form key: `email[0]…[0]` may hold maxDepth brackets.
  it('refuses one level past the form depth, and reads a body at that depth as usual', async () => {
    const tooDeep = await postJson(`{"email":${nested(maxDepth + 1)},"password":"x"}`);
    expect(tooDeep.statusCode).toBe(422);
    expect(tooDeep.json().errors).toEqual({ email: [tooDeepMessage] });

    const deepest = await postJson(`{"email":${nested(maxDepth)},"password":"x"}`);
    expect(deepest.statusCode).toBe(422);
    expect(deepest.json().errors).toEqual({ email: [authMessages.emailRequired] });
  });

  it('still finds a NUL byte deep in a body', async () => {
    const response = await postJson(`{"a":{"b":[{"c":"x\\u0000y"}]}}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'a.b.0.c': [nulByteMessage] });
  });
});
