import type { FastifyInstance } from 'fastify';
import { connect, type AddressInfo } from 'node:net';
import { adminPaths, fillPath } from '@laqta/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { maxDepth, maxPairs, tooDeepMessage } from '../src/http/bracket-keys.js';
import { signInHeader, withTestAdmin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';
import { adminAuthorization } from './support/marketplace-rows.js';

// Probes of issue 19: what a stranger can send to the public sign-in route and to any query string.
const emptyKeys = (count: number) => '=&'.repeat(count);
// Encoded once: the client shares this process's event loop with the server it measures.
const twentyThousandEmptyKeys = new TextEncoder().encode(emptyKeys(20_000));
const megabyteOfEmptyKeys = new TextEncoder().encode(emptyKeys(512 * 1024)); // 1 MiB
/**
 * The most pairs allowed, each key as deep as allowed, its segments long Arabic, empty ones among
 * them (`a[]` appends: the case that once recounted a container at every step), percent-encoded
 * as a browser sends them: about 1 MB the bracket-key parser must read in full.
 */
const segment = 'س'.repeat(30);
const deepestKey = `k${`[${segment}][]`.repeat(maxDepth / 2)}`;
const megabyteOfDeepestKeys = new TextEncoder().encode(
  Array.from(
    { length: maxPairs - 1 },
    (_, at) => `${encodeURIComponent(deepestKey.replace('k', `k${at}`))}=x`,
  ).join('&'),
);

/** Best of five rounds: a health check's time while `hostile` requests run, over its time alone. */
async function healthDelayDuring(base: string, hostile: () => Promise<unknown>[]): Promise<number> {
  const timedHealth = async () => {
    const started = performance.now();
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    return performance.now() - started;
  };
  const alone: number[] = [];
  const during: number[] = [];
  for (let round = 0; round < 5; round++) {
    alone.push(await timedHealth());
    const running = hostile();
    during.push(await timedHealth());
    await Promise.all(running);
  }
  // A busy CI machine slows a request, a blocked event loop (5 s for 20,000 keys before the
  // parser was made linear) slows them all.
  return Math.min(...during) - Math.min(...alone);
}

describeOnEachDatabase('probes: form and query parsing is linear and bounded', (t) => {
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    app = await t.buildApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  // The suite closes the app; connections a refused upload left open must not hold that close.
  afterAll(() => app.server.closeAllConnections());

  const postForm = (body: string | Uint8Array) =>
    fetch(base + adminPaths.api.login, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });

  it('refuses a form of 20,000 empty keys with 413 and the Arabic envelope', async () => {
    const response = await postForm(twentyThousandEmptyKeys);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      success: false,
      message: expect.stringMatching(/[ء-ي]/),
      code: 'payload_too_large',
    });
  });

  it('refuses 1 MB of empty keys with 413', async () => {
    const response = await postForm(megabyteOfEmptyKeys);
    expect(response.status).toBe(413);
  });

  it('keeps a form of the most pairs allowed working (answers as for any bad sign-in)', async () => {
    const response = await postForm(`email=a%40b.test&password=x&${emptyKeys(maxPairs - 3)}`);
    expect([401, 422]).toContain(response.status);
  });

  it('refuses a query string of 7,000 empty keys with 413 instead of parsing it', async () => {
    const response = await fetch(`${base}/api/health?${emptyKeys(7_000)}`);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it('refuses a 3 MB file posted to the sign-in route from its headers, before reading it', async () => {
    const form = new FormData();
    form.append('email', 'a@b.test');
    form.append('photo', new Blob([new Uint8Array(3 * 1024 * 1024)]), 'big.jpg');
    const response = await fetch(base + adminPaths.api.login, { method: 'POST', body: form });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it('refuses a small file sent to a route that takes none (the sign-in route)', async () => {
    const form = new FormData();
    form.append('email', 'a@b.test');
    form.append('password', 'x');
    form.append('photo', new Blob(['not a photo']), 'x.jpg');
    const response = await fetch(base + adminPaths.api.login, { method: 'POST', body: form });
    expect(response.status).toBe(413);
  });

  it('refuses a key nested deeper than allowed with 422', async () => {
    const response = await postForm(`a${'[x]'.repeat(50)}=1`);
    expect(response.status).toBe(422);
  });

  it('answers a health check within 50 ms (beyond its time alone) while such forms are refused', async () => {
    const delay = await healthDelayDuring(base, () => [
      postForm(twentyThousandEmptyKeys),
      postForm(megabyteOfEmptyKeys),
    ]);
    expect(delay).toBeLessThan(50);
  });
});

// The stranger's forms above are refused from their length (32 KB) before any parser runs. An
// admin's limit is 1 MB: these bodies reach the parser in full.
describeOnEachDatabase('probes: the form parser itself, on the largest bodies it is given', (t) => {
  let app: FastifyInstance;
  let base: string;
  let authorization: string;

  beforeAll(async () => {
    authorization = await adminAuthorization(t.db());
    app = await t.buildApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.server.closeAllConnections());

  /** An urlencoded form to a signed-in route (the services list's create). */
  const postAdminForm = (body: string | Uint8Array) =>
    fetch(base + adminPaths.api.services, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization },
      body,
    });

  it('parses 20,000 empty keys and 1 MB of them only to count them: 413 in Arabic', async () => {
    for (const body of [twentyThousandEmptyKeys, megabyteOfEmptyKeys]) {
      const response = await postAdminForm(body);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        success: false,
        message: expect.stringMatching(/[ء-ي]/),
        code: 'payload_too_large',
      });
    }
  });

  it('reads 1 MB of the most pairs allowed, each as deep as allowed, through to the route (422)', async () => {
    expect(megabyteOfDeepestKeys.length).toBeGreaterThan(900 * 1024);
    const response = await postAdminForm(megabyteOfDeepestKeys);
    // Parsed whole: the route's own rules answer (its fields are missing).
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: unknown }).errors).toHaveProperty('name');
  });

  it('refuses one bracket too many with 422 naming the key', async () => {
    const response = await postAdminForm(`${deepestKey}[x]=1`);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: unknown }).errors).toEqual({
      k: [tooDeepMessage],
    });
  });

  it('answers a health check within 50 ms (beyond its time alone) while it parses each of them', async () => {
    // One body at a time: the client shares this process's event loop, and three megabytes sent
    // at once would measure the client too. The deep one costs about 18 ms to parse here.
    for (const [what, body] of [
      ['20,000 empty keys', twentyThousandEmptyKeys],
      ['1 MB of empty keys', megabyteOfEmptyKeys],
      ['1 MB of the deepest keys', megabyteOfDeepestKeys],
    ] as const) {
      expect(await healthDelayDuring(base, () => [postAdminForm(body)]), what).toBeLessThan(50);
    }
  });
});

describeOnEachDatabase('probes: malformed bodies answer 400 with the Arabic envelope', (t) => {
  const malformed: [string, string, string][] = [
    [
      'a truncated multipart body',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b',
    ],
    ['multipart without a boundary', 'multipart/form-data', '--xyz\r\n\r\n'],
    [
      'a 300-character boundary',
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
      `--${'b'.repeat(300)}\r\n`,
    ],
    ['broken JSON', 'application/json', '{"email": '],
  ];
  for (const [what, contentType, body] of malformed) {
    it(`answers ${what} with 400, never 500`, async () => {
      const response = await t.app().inject({
        method: 'POST',
        url: adminPaths.api.login,
        headers: { 'content-type': contentType },
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: expect.stringMatching(/[ء-ي]/),
        code: 'bad_request',
      });
    });
  }
});

describeOnEachDatabase(
  'probes: a body that never arrives is cut',
  (t) => {
    it('answers 408 and closes the connection once the request timeout has passed', async () => {
      const app = await t.buildApp();
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const answer = await new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            `POST ${adminPaths.api.login} HTTP/1.1\r\nHost: x\r\n` +
              'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nemail=',
          );
        });
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('close', () => resolve(received));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    });
  },
  { env: { REQUEST_TIMEOUT_SECONDS: '1' } },
);

describeOnEachDatabase(
  'probes: answers say how they may be cached',
  (t) => {
    it('sends every admin answer and API error with Cache-Control: no-store', async () => {
      const authorization = await signInHeader(t.app());
      for (const [url, headers] of [
        [adminPaths.api.customers, { authorization }],
        [adminPaths.api.settings, { authorization }],
        [adminPaths.api.customers, {}],
        ['/api/nope', {}],
        ['/api/health', {}],
      ] as const) {
        const response = await t.app().inject({ method: 'GET', url, headers });
        expect(response.headers['cache-control'], url).toBe('no-store');
      }
    });
  },
  withTestAdmin,
);

describeOnEachDatabase(
  'probes: text PostgreSQL cannot store, and ids beyond their column',
  (t) => {
    it('answers a NUL byte in a body or a query with 422, on both databases', async () => {
      const authorization = await signInHeader(t.app());
      const search = await t.app().inject({
        method: 'GET',
        url: `${adminPaths.api.customers}?search=a%00b`,
        headers: { authorization },
      });
      expect(search.statusCode).toBe(422);
      expect(search.json().errors).toHaveProperty('search');
      const contact = await t.app().inject({
        method: 'POST',
        url: '/api/contact',
        payload: { fullName: 'a\u0000b', email: 'a@b.test', phone: '0550000000', message: 'x' },
      });
      expect(contact.statusCode).toBe(422);
    });

    it('answers an id beyond a 32-bit column with 404, not 500', async () => {
      const authorization = await signInHeader(t.app());
      const response = await t.app().inject({
        method: 'GET',
        url: fillPath(adminPaths.api.customer, { id: 2 ** 31 }),
        headers: { authorization },
      });
      expect(response.statusCode).toBe(404);
    });
  },
  withTestAdmin,
);
