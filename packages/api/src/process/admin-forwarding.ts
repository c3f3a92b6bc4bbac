import { EventEmitter } from 'node:events';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { type Dispatcher, errors, Pool } from 'undici';
import { HttpError, httpErrorBody, messages } from '../http/errors.js';
import { isAdminApiPath } from '../plugins/auth.js';

/**
 * The visitor process's side of the admin process (ADMIN_PROCESS=on, ARCHITECTURE.md "SQLite
 * reads off the event loop"): a request for the back office's API is handed, untouched, to the
 * admin process on loopback before Fastify sees it, so none of its work (token check, body,
 * handler, SQL, JSON) runs on the loop that serves visitors.
 *
 * Both processes run the whole app, so which one answers is a matter of speed, never of
 * correctness: a request kept here by mistake is guarded and answered here just the same. The
 * public routes under /api/admin (sign-in, public settings by name: the privacy page reads its
 * text there) stay with visitors, and so do the reads whose answers are kept
 * (plugins/kept-answers.ts) while visitors are few (VISITORS_FIRST_FROM): sending a kept answer,
 * or drawing a quick one, costs less than handing the request over, so this process checks their
 * token and role itself, and sends what it keeps or draws.
 */

/** A route pattern (`/api/admin/settings/name/:name`) as a test of a path. */
function patternTest(pattern: string): RegExp {
  const parts = pattern.split('/').map((part) => {
    if (part.startsWith(':')) return '[^/]+';
    if (part === '*') return '.*';
    return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${parts.join('/')}/?$`, 'i');
}

function decodedPathOf(path: string): string {
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Whose work a request is, by the app's own routes: a visitor's (everything outside /api/admin,
 * and its public routes: sign-in, the public settings by name the privacy page reads), a read
 * whose answers are kept (plugins/kept-answers.ts), or the rest of the back office's.
 */
export type RequestKind = 'visitor' | 'keptRead' | 'admin';

export function requestKindTest(
  app: FastifyInstance,
): (method: string, url: string) => RequestKind {
  const patternsOf = (keep: (route: FastifyInstance['registeredRoutes'][number]) => boolean) =>
    app.registeredRoutes
      .filter((route) => isAdminApiPath(route.url) && keep(route))
      .map((route) => ({ method: route.method, test: patternTest(route.url) }));
  const publicRoutes = patternsOf((route) => route.public);
  const keptReads = patternsOf((route) => route.kept);
  const matches = (routes: typeof publicRoutes, method: string, path: string) =>
    routes.some(
      (route) =>
        (route.method === method || (method === 'HEAD' && route.method === 'GET')) &&
        route.test.test(path),
    );
  return (method, url) => {
    const path = url.split('?')[0] ?? '';
    const decoded = decodedPathOf(path);
    if (!isAdminApiPath(path) && !isAdminApiPath(decoded)) return 'visitor';
    if (matches(publicRoutes, method, decoded)) return 'visitor';
    return matches(keptReads, method, decoded) ? 'keptRead' : 'admin';
  };
}

/**
 * Visitors' requests counted over the last two windows of `windowMs`: whether visitors are here in
 * numbers (`busy`), when the back office's kept reads go to the admin process, which yields to
 * them, instead of being answered at their priority.
 */
export class RecentVisitors {
  #windowStart = Number.NEGATIVE_INFINITY;
  #current = 0;
  #previous = 0;

  constructor(
    private readonly busyFrom: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  note(): void {
    this.#turn();
    this.#current++;
  }

  busy(): boolean {
    this.#turn();
    return Math.max(this.#current, this.#previous) >= this.busyFrom;
  }

  #turn(): void {
    const now = this.now();
    if (now - this.#windowStart < this.windowMs) return;
    // A window with nothing since the last counted one leaves nothing to remember either.
    this.#previous = now - this.#windowStart < 2 * this.windowMs ? this.#current : 0;
    this.#current = 0;
    this.#windowStart = now;
  }
}

/**
 * From how many visitors' requests in 100 ms (500 a second) the kept reads go to the admin process.
 * Answering a kept read here costs this process ~140–190 µs of CPU, handing it over ~250–300 µs
 * (and the admin process's own ~240 µs), so while the machine has CPU to spare, here is cheaper
 * and faster for everyone (the kept lists alone at 50 connections, SQLite: ~2,000 → 6,100–6,900
 * req/s, p99 40–57 → 11–15 ms). But here they are served at the visitors' priority: four admins
 * asking the same search as fast as it answers took 2,600–3,300 answers a second and half of the
 * visitors' throughput (41–59 % of solo, against 70–87 % with the admin process answering them at
 * SCHED_IDLE, which gives them only what visitors leave). 500 a second is a few percent of one
 * core's worth of public answers: below it, visitors leave plenty.
 */
export const VISITORS_FIRST_FROM = { requests: 50, windowMs: 100 };

/**
 * Headers that describe one connection, not the request: never passed through a proxy. `expect`
 * too: this process has already answered `100 Continue` to the client.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'expect',
]);

type Headers = Record<string, string | string[] | undefined>;

function endToEnd(headers: Headers): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  return kept;
}

/** The app's error envelope, answered here without Fastify. */
function jsonError(status: number, message: string): string {
  return JSON.stringify(httpErrorBody(new HttpError(status, message)));
}

/** Answered while the admin process cannot be reached (restarting after a crash). */
const UNAVAILABLE_MESSAGE = 'لوحة الإدارة غير متاحة لحظياً، أعد المحاولة بعد قليل.';
const UNAVAILABLE = jsonError(503, UNAVAILABLE_MESSAGE);
/** Answered for a request that node:http accepted but cannot be passed on as it is. */
const UNFORWARDABLE = jsonError(400, messages.badRequest);

export interface AdminForwarder {
  forward(request: IncomingMessage, response: ServerResponse): void;
  close(): void;
}

/**
 * How many of the back office's quick requests (a list, a record, a statistic) the admin process
 * works on at once; the others wait here, first come first served. With one connection per
 * request (64) its loop took them all at once and answered them in the order its sockets became
 * readable: at 50 connections on the admin lists, a request now and then waited two or three
 * rounds (max 350–1,400 ms, p99 44–55 ms); with 8 the wait is the queue's, in order (max 56–78 ms,
 * p99 38–52 ms), and 4 and 16 did no better while each list cost ~600 µs of the admin's CPU. Since
 * the lists' answers are kept (plugins/kept-answers.ts) most cost a third of that, and the hop
 * itself became the larger part: 16 requests at a time let both loops handle several per wake-up
 * (two alternating pairs at 50 connections, 8 → 16: a kept first page 1,640–1,739 → 2,106–2,176
 * req/s, p99 62–64 → 43–48 ms, the hop 323–351 → 261–273 µs of the visitor's CPU; deep pages,
 * drawn every time, 908–948 → 1,217–1,251 req/s, p99 118–148 → 91–104 ms). ARCHITECTURE.md "The
 * back office in a process of its own" has the earlier runs.
 */
export const ADMIN_QUICK_CONNECTIONS = 16;
/** Requests that may hold a connection for long (below) are never queued behind the quick ones. */
const LONG_CONNECTIONS = 64;

/**
 * Whether a request may hold its connection to the admin process for long: a body arrives as
 * fast as the client sends it (an image upload on a slow line), an export streams for as long as
 * its sheet takes. Eight of either among the quick requests would stop the back office.
 */
function mayHoldLong(url: string, hasBody: boolean): boolean {
  return hasBody || (url.split('?')[0] ?? '').endsWith('/export');
}

/** Methods that never change anything (a write's answer tells this process to look again). */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Streams a request to the admin process on `127.0.0.1:port` and its answer back (uploads and
 * exports pass through without being held in memory). The client's address goes on as the last
 * `X-Forwarded-For` hop, which the admin process trusts (process/settings.ts
 * trustProxyBehindVisitor). Connections to the admin process are kept alive and reused.
 *
 * undici's pool, not node:http's client: passing a request on costs the visitor process half the
 * CPU (measured: 118 → 50 µs a request, a 1.2 KB answer at 50 connections), CPU taken from
 * visitors and, while admins page through lists, from the admin process. No timeouts of its own:
 * the admin process has its request timeout, and an export may stream for minutes.
 *
 * `afterWrite` runs once the admin process has answered a write (its transaction committed):
 * the caches this process keeps of what admins change (settings, the pages drawn from them) look
 * again at once instead of at their next periodic check, so the admin who saved, and every
 * visitor after them, reads the new value through this process without waiting.
 */
export function adminForwarder(port: number, afterWrite: () => void = () => {}): AdminForwarder {
  const poolOf = (connections: number) =>
    new Pool(`http://127.0.0.1:${port}`, { connections, headersTimeout: 0, bodyTimeout: 0 });
  const quick = poolOf(ADMIN_QUICK_CONNECTIONS);
  const long = poolOf(LONG_CONNECTIONS);
  /** The client's headers as passed on, its address last in `X-Forwarded-For`. */
  const passedOn = (request: IncomingMessage) => {
    const headers = endToEnd(request.headers);
    const client = request.socket.remoteAddress;
    const forwardedFor = request.headers['x-forwarded-for'];
    if (client !== undefined)
      headers['x-forwarded-for'] = forwardedFor ? `${forwardedFor}, ${client}` : client;
    return headers;
  };
  const forward = (request: IncomingMessage, response: ServerResponse) => {
    const method = request.method ?? 'GET';
    const headers = passedOn(request);
    // HTTP/1.1 has a body exactly when one of these says so.
    const hasBody =
      request.headers['content-length'] !== undefined ||
      request.headers['transfer-encoding'] !== undefined;
    const pool = mayHoldLong(request.url ?? '/', hasBody) ? long : quick;
    // A client that leaves stops the admin's work on its request (an export, say). An emitter of
    // 'abort', which undici takes as a signal: making an AbortController's signal and listening
    // on it took ~5 % of the visitor process's CPU while it passed admin lists on (CPU profiles).
    const leaving = new EventEmitter();
    response.on('close', () => {
      if (!response.writableFinished) leaving.emit('abort');
    });
    pool.stream(
      {
        path: request.url ?? '/',
        method: method as Dispatcher.HttpMethod,
        headers,
        body: hasBody ? request : null,
        signal: leaving,
      },
      ({ statusCode, headers: answered }) => {
        if (!READ_METHODS.has(method)) afterWrite();
        response.writeHead(statusCode, endToEnd(answered));
        return response;
      },
      (error) => {
        if (error === null || response.destroyed) return;
        if (response.headersSent) {
          response.destroy();
          return;
        }
        const refused =
          error instanceof errors.InvalidArgumentError || error instanceof errors.NotSupportedError;
        response.writeHead(refused ? 400 : 503, {
          'content-type': 'application/json; charset=utf-8',
          ...(refused ? {} : { 'retry-after': '1' }),
        });
        response.end(refused ? UNFORWARDABLE : UNAVAILABLE);
      },
    );
  };
  return {
    forward,
    close: () => {
      void quick.destroy();
      void long.destroy();
    },
  };
}

/**
 * Puts the forwarder in front of Fastify on `app.server` (call after `ready`, before `listen`):
 * the back office's requests go to the admin process, every other request to Fastify's own
 * handler, so its timeouts, client-error answers and closing behaviour stay as they are. The
 * kept reads are answered here too, unless visitors are here in numbers (`visitors`,
 * VISITORS_FIRST_FROM): from what this process keeps, or drawn here (an app built with
 * `keepKeptReadsFromSecondAsk` keeps them from their second ask).
 */
export function forwardAdminWork(
  app: FastifyInstance,
  forwarder: AdminForwarder,
  visitors = new RecentVisitors(VISITORS_FIRST_FROM.requests, VISITORS_FIRST_FROM.windowMs),
): void {
  const kindOf = requestKindTest(app);
  // Fastify gives its handler to http.createServer, which makes it the one 'request' listener.
  const [fastifyHandler, ...others] = app.server.listeners('request') as RequestListener[];
  if (fastifyHandler === undefined || others.length > 0)
    throw new Error("the server's request handler is not Fastify's alone");
  app.server.removeListener('request', fastifyHandler);
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const kind = kindOf(request.method ?? 'GET', request.url ?? '/');
    if (kind === 'visitor') visitors.note();
    const answeredHere = kind === 'visitor' || (kind === 'keptRead' && !visitors.busy());
    if (answeredHere) fastifyHandler.call(app.server, request, response);
    else forwarder.forward(request, response);
  });
}
