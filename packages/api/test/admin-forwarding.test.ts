import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../src/plugins/auth.js';
import {
  ADMIN_QUICK_CONNECTIONS,
  adminForwarder,
  forwardAdminWork,
  RecentVisitors,
  requestKindTest,
  type AdminForwarder,
} from '../src/process/admin-forwarding.js';

/**
 * Issue 21: how a visitor process passes the back office's requests to the admin process. A
 * stand-in admin process (a plain HTTP server that records what reached it) behind the real
 * forwarder; the whole server with both processes is tested in admin-process.test.ts.
 */
interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let upstream: http.Server;
let upstreamPort: number;
let front: http.Server;
let frontPort: number;
let forwarder: AdminForwarder;
let writes = 0;
const received: Received[] = [];
/** Set by a test: how the stand-in answers (default: 200 with what it received, as JSON). */
let answer: ((request: http.IncomingMessage, response: http.ServerResponse) => void) | undefined;

/**
 * Makes the stand-in answer with `start`, which returns how to stop its own work. The function
 * returned tells whether the answer was cut off before it finished: `stopped`, or `still running`
 * 3 s after it is called.
 */
function answerUntilCutOff(
  start: (response: http.ServerResponse) => () => void,
): () => Promise<string> {
  let cutOff = () => {};
  const stopped = new Promise<string>((resolve) => (cutOff = () => resolve('stopped')));
  answer = (_request, response) => {
    const stop = start(response);
    response.on('close', () => {
      stop();
      if (!response.writableFinished) cutOff();
    });
  };
  return () =>
    Promise.race([
      stopped,
      new Promise<string>((resolve) => setTimeout(() => resolve('still running'), 3_000)),
    ]);
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

beforeAll(async () => {
  upstream = http.createServer((request, response) => {
    if (answer) return answer(request, response);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      response.writeHead(request.method === 'POST' ? 201 : 200, {
        'content-type': 'application/json; charset=utf-8',
        'x-from-admin': 'yes',
      });
      response.end(request.method === 'HEAD' ? undefined : JSON.stringify({ bytes: body.length }));
    });
  });
  upstreamPort = await listen(upstream);
  forwarder = adminForwarder(upstreamPort, () => writes++);
  front = http.createServer((request, response) => forwarder.forward(request, response));
  frontPort = await listen(front);
});

afterAll(async () => {
  forwarder.close();
  await new Promise((resolve) => front.close(resolve));
  await new Promise((resolve) => upstream.close(resolve));
});

afterEach(() => {
  answer = undefined;
  received.length = 0;
  writes = 0;
});

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(
  method: string,
  path: string,
  {
    headers = {},
    body,
    port = frontPort,
  }: { headers?: http.OutgoingHttpHeaders; body?: Buffer; port?: number } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path, headers, agent: false },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe("the visitor process's hand-off to the admin process", () => {
  it('passes the method, path, query, headers and a streamed 2 MB body on, and the answer back', async () => {
    const upload = Buffer.alloc(2 * 1024 * 1024, 7);
    const reply = await send('POST', '/api/admin/services/9/images?replace=1', {
      headers: {
        authorization: 'Bearer token-1',
        'content-type': 'application/octet-stream',
        'content-length': upload.length,
      },
      body: upload,
    });
    expect(reply.status).toBe(201);
    expect(reply.headers['x-from-admin']).toBe('yes');
    expect(JSON.parse(reply.body)).toEqual({ bytes: upload.length });
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/admin/services/9/images?replace=1');
    expect(request?.headers.authorization).toBe('Bearer token-1');
    expect(request?.body.equals(upload)).toBe(true);
  });

  it('names the client as the last X-Forwarded-For hop, after the ones it came with', async () => {
    await send('GET', '/api/admin/orders');
    await send('GET', '/api/admin/orders', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(received.map((request) => request.headers['x-forwarded-for'])).toEqual([
      '127.0.0.1',
      '203.0.113.9, 127.0.0.1',
    ]);
  });

  it('tells this process to look again after a write is answered, not after a read', async () => {
    await send('GET', '/api/admin/settings');
    await send('HEAD', '/api/admin/settings');
    expect(writes).toBe(0);
    await send('PUT', '/api/admin/settings/3', {
      headers: { 'content-type': 'application/json' },
      body: Buffer.from('{"value":"نص"}'),
    });
    expect(writes).toBe(1);
  });

  it('keeps connection headers to its own hop and passes a body sent after 100 Continue', async () => {
    const reply = await send('POST', '/api/admin/customers', {
      headers: {
        'content-type': 'application/json',
        expect: '100-continue',
        'keep-alive': 'timeout=5',
        'transfer-encoding': 'chunked',
      },
      body: Buffer.from('{"name":"سارة"}'),
    });
    expect(reply.status).toBe(201);
    const [request] = received;
    expect(request?.body.toString()).toBe('{"name":"سارة"}');
    expect(request?.headers.expect).toBeUndefined();
    expect(request?.headers['keep-alive']).toBeUndefined();
  });

  it("stops the admin process's work when the client leaves in the middle of an answer", async () => {
    const outcome = answerUntilCutOff((response) => {
      response.writeHead(200, { 'content-type': 'text/csv' });
      response.write('first chunk\n');
      // An export that would go on for ever unless its reader leaves.
      const more = setInterval(() => response.write('more\n'), 20);
      return () => clearInterval(more);
    });
    await new Promise<void>((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port: frontPort, path: '/api/admin/customers/export', agent: false },
        (response) => {
          response.once('data', () => {
            request.destroy();
            resolve();
          });
        },
      );
      request.on('error', () => undefined);
      setTimeout(() => reject(new Error('no first chunk')), 5_000);
    });
    await expect(outcome()).resolves.toBe('stopped');
  });

  it("stops the admin process's work when the client leaves before the answer starts", async () => {
    const outcome = answerUntilCutOff((response) => {
      // A slow search: nothing is written for a long while.
      const slow = setTimeout(() => response.end('late'), 60_000);
      return () => clearTimeout(slow);
    });
    const request = http.get({
      host: '127.0.0.1',
      port: frontPort,
      path: `/api/admin/orders?search=${encodeURIComponent('محمد')}`,
      agent: false,
    });
    request.on('error', () => undefined);
    setTimeout(() => request.destroy(), 200);
    await expect(outcome()).resolves.toBe('stopped');
  });

  it('hands the admin process a few quick requests at a time, but never holds an upload or export behind them', async () => {
    const held: { url: string; release: () => void }[] = [];
    const arrived: string[] = [];
    answer = (request, response) => {
      arrived.push(request.url ?? '');
      request.resume();
      held.push({
        url: request.url ?? '',
        release: () => {
          if (!response.writableEnded) response.end('{}');
        },
      });
    };
    const arrivals = (count: number) =>
      expect.poll(() => arrived.length, { timeout: 5_000 }).toBe(count);
    const lists = Array.from({ length: ADMIN_QUICK_CONNECTIONS + 2 }, (_, i) =>
      send('GET', `/api/admin/orders?page=${i + 1}`),
    );
    await arrivals(ADMIN_QUICK_CONNECTIONS);
    // The long ones pass the two quick ones still waiting.
    const upload = send('POST', '/api/admin/services/9/images', {
      headers: { 'content-type': 'application/octet-stream', 'content-length': 3 },
      body: Buffer.from('abc'),
    });
    const sheet = send('GET', '/api/admin/users/export?format=csv');
    await arrivals(ADMIN_QUICK_CONNECTIONS + 2);
    expect(arrived.slice(-2).sort()).toEqual([
      '/api/admin/services/9/images',
      '/api/admin/users/export?format=csv',
    ]);
    // One quick answer lets one more quick request in.
    held.find((request) => request.url.startsWith('/api/admin/orders'))!.release();
    await arrivals(ADMIN_QUICK_CONNECTIONS + 3);
    held.forEach((request) => request.release());
    await arrivals(ADMIN_QUICK_CONNECTIONS + 4);
    held.forEach((request) => request.release());
    const replies = await Promise.all([...lists, upload, sheet]);
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    expect(arrived.filter((url) => url.startsWith('/api/admin/orders')).sort()).toEqual(
      lists.map((_, i) => `/api/admin/orders?page=${i + 1}`).sort(),
    );
  });

  it('answers 503 in Arabic with Retry-After while the admin process cannot be reached', async () => {
    const closed = http.createServer();
    const port = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const nowhere = adminForwarder(port);
    const server = http.createServer((request, response) => nowhere.forward(request, response));
    const serverPort = await listen(server);
    try {
      const reply = await send('GET', '/api/admin/orders', { port: serverPort });
      expect(reply.status).toBe(503);
      expect(reply.headers['retry-after']).toBe('1');
      expect(JSON.parse(reply.body)).toMatchObject({ success: false, code: 'unavailable' });
      expect(JSON.parse(reply.body).message).toMatch(/[\u0600-\u06FF]/);
    } finally {
      nowhere.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('whose work a request is, and where it is answered', () => {
  const route = (method: string, url: string, flags: Partial<RegisteredRoute> = {}) =>
    ({ method, url, public: false, permission: null, kept: false, ...flags }) as RegisteredRoute;
  const registeredRoutes = [
    route('GET', '/api/admin/orders', { kept: true }),
    route('HEAD', '/api/admin/orders', { kept: true }),
    route('POST', '/api/admin/orders/:id/transition'),
    route('GET', '/api/admin/settings'),
    route('GET', '/api/admin/settings/name/:name', { public: true }),
  ];

  it("tells a visitor's request, a kept read and the rest of the back office's work apart", () => {
    const kindOf = requestKindTest({ registeredRoutes } as unknown as FastifyInstance);
    expect(kindOf('GET', '/api/settings/public')).toBe('visitor');
    expect(kindOf('GET', '/api/admin/settings/name/privacy_policy')).toBe('visitor');
    expect(kindOf('GET', '/api/admin/orders?page=2')).toBe('keptRead');
    expect(kindOf('HEAD', '/api/admin/orders')).toBe('keptRead');
    expect(kindOf('GET', '/api/%61dmin/orders')).toBe('keptRead');
    expect(kindOf('POST', '/api/admin/orders/7/transition')).toBe('admin');
    expect(kindOf('GET', '/api/admin/settings')).toBe('admin');
  });

  it('counts visitors over the last two windows: busy from the given number', () => {
    let now = 0;
    const visitors = new RecentVisitors(3, 100, () => now);
    visitors.note();
    visitors.note();
    expect(visitors.busy()).toBe(false);
    visitors.note();
    expect(visitors.busy()).toBe(true);
    now = 150; // the next window: the last one still counts
    expect(visitors.busy()).toBe(true);
    now = 250;
    expect(visitors.busy()).toBe(false);
    visitors.note();
    now = 1_000; // a long quiet: nothing is remembered
    expect(visitors.busy()).toBe(false);
  });

  it('answers kept reads here while visitors are few, and hands them over while they are many', async () => {
    const answeredHere: string[] = [];
    const server = http.createServer((request, response) => {
      answeredHere.push(request.url ?? '');
      response.end('here');
    });
    const app = { server, registeredRoutes };
    let now = 0;
    forwardAdminWork(
      app as unknown as FastifyInstance,
      forwarder,
      new RecentVisitors(3, 100, () => now),
    );
    const port = await listen(server);
    try {
      const get = async (path: string) => (await send('GET', path, { port })).body;
      const handedOver = (answer: string) => expect(JSON.parse(answer)).toEqual({ bytes: 0 });
      expect(await get('/api/admin/orders?page=1')).toBe('here'); // asked for the first time
      handedOver(await get('/api/admin/settings')); // not kept: always handed over
      for (const n of [1, 2, 3]) expect(await get(`/api/settings/public?n=${n}`)).toBe('here');
      handedOver(await get('/api/admin/orders?page=2')); // visitors are many
      handedOver(await get('/api/admin/orders?page=1'));
      now = 1_000;
      expect(await get('/api/admin/orders?page=2')).toBe('here');
      expect(received.map((request) => request.url)).toEqual([
        '/api/admin/settings',
        '/api/admin/orders?page=2',
        '/api/admin/orders?page=1',
      ]);
      expect(answeredHere.filter((url) => url.startsWith('/api/admin'))).toEqual([
        '/api/admin/orders?page=1',
        '/api/admin/orders?page=2',
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
