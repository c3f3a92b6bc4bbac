import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { errorCodeOf } from '../http/errors.js';
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
 * text there) stay with visitors.
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

/** Whether a request (method, raw URL) is the back office's work, by the app's own routes. */
export function adminWorkTest(app: FastifyInstance): (method: string, url: string) => boolean {
  const publicRoutes = app.registeredRoutes
    .filter((route) => route.public && isAdminApiPath(route.url))
    .map((route) => ({ method: route.method, test: patternTest(route.url) }));
  return (method, url) => {
    const path = url.split('?')[0] ?? '';
    const decoded = decodedPathOf(path);
    if (!isAdminApiPath(path) && !isAdminApiPath(decoded)) return false;
    return !publicRoutes.some(
      (route) =>
        (route.method === method || (method === 'HEAD' && route.method === 'GET')) &&
        route.test.test(decoded),
    );
  };
}

/** Headers that describe one connection, not the request: never passed through a proxy. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const kept: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  return kept;
}

/** Answered while the admin process cannot be reached (restarting after a crash). */
const UNAVAILABLE = JSON.stringify({
  success: false,
  message: 'لوحة الإدارة غير متاحة لحظياً، أعد المحاولة بعد قليل.',
  code: errorCodeOf(503),
});

export interface AdminForwarder {
  forward(request: IncomingMessage, response: ServerResponse): void;
  close(): void;
}

/** Methods that never change anything (a write's answer tells this process to look again). */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Streams a request to the admin process on `127.0.0.1:port` and its answer back (uploads and
 * exports pass through without being held in memory). The client's address goes on as the last
 * `X-Forwarded-For` hop, which the admin process trusts (process/settings.ts
 * trustProxyBehindVisitor). Connections to the admin process are kept alive and reused.
 *
 * `afterWrite` runs once the admin process has answered a write (its transaction committed):
 * the caches this process keeps of what admins change (settings, the pages drawn from them) look
 * again at once instead of at their next periodic check, so the admin who saved, and every
 * visitor after them, reads the new value through this process without waiting.
 */
export function adminForwarder(port: number, afterWrite: () => void = () => {}): AdminForwarder {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 16 });
  const forward = (request: IncomingMessage, response: ServerResponse) => {
    const headers = endToEnd(request.headers);
    const client = request.socket.remoteAddress;
    const forwardedFor = request.headers['x-forwarded-for'];
    if (client !== undefined)
      headers['x-forwarded-for'] = forwardedFor ? `${forwardedFor}, ${client}` : client;
    const upstream = http.request(
      { host: '127.0.0.1', port, method: request.method, path: request.url, headers, agent },
      (answer) => {
        if (!READ_METHODS.has(request.method ?? 'GET')) afterWrite();
        response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      },
    );
    upstream.on('error', () => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      response.writeHead(503, {
        'content-type': 'application/json; charset=utf-8',
        'retry-after': '1',
      });
      response.end(UNAVAILABLE);
    });
    // A client that leaves stops the admin's work on its request (an export, say).
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  };
  return { forward, close: () => agent.destroy() };
}

/**
 * Puts the forwarder in front of Fastify on `app.server` (call after `ready`, before `listen`):
 * the back office's requests go to the admin process, every other request to Fastify's own
 * handler, so its timeouts, client-error answers and closing behaviour stay as they are.
 */
export function forwardAdminWork(app: FastifyInstance, forwarder: AdminForwarder): void {
  const isAdminWork = adminWorkTest(app);
  // Fastify gives its handler to http.createServer, which makes it the one 'request' listener.
  const [fastifyHandler, ...others] = app.server.listeners('request') as RequestListener[];
  if (fastifyHandler === undefined || others.length > 0)
    throw new Error("the server's request handler is not Fastify's alone");
  app.server.removeListener('request', fastifyHandler);
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (isAdminWork(request.method ?? 'GET', request.url ?? '/'))
      forwarder.forward(request, response);
    else fastifyHandler.call(app.server, request, response);
  });
}
