import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { API_DOCS_PATH } from './openapi.js';

/**
 * Security headers on every answer, two sets, both written by helmet (the one source of names and
 * values).
 *
 * Documents (the pages, the uploads, the API reference at /api/docs) get the full set: the CSP fits
 * the built Vite SPA (own scripts and styles only) and allows YouTube embeds and their thumbnails.
 */
const documentPolicy: Readonly<FastifyHelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      // Radix/React components may inject small <style> elements at runtime.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'"],
      frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      // No upgrade-insecure-requests: the product is also served over plain http on a LAN.
    },
  },
  // Cross-origin YouTube frames must load; they do not send CORP headers.
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * API answers (JSON and downloads, never rendered as a page) get what OWASP's REST Security Cheat
 * Sheet lists for them: nothing may load from or frame one (`default-src 'none'; frame-ancestors
 * 'none'`, X-Frame-Options DENY), no type sniffing, HSTS; plus CORP, so no other site can pull one
 * into its process. The document-only headers (a page's referrer, opener, agent cluster, DNS
 * prefetch, the IE and Flash era ones) do nothing on a JSON answer, and every header is bytes on
 * every answer of the busiest routes: the full set took a fifth of what a client could read per
 * second off the public setting (issue 15).
 */
const apiPolicy: Readonly<FastifyHelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  frameguard: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** Whether a path answers API data: anything under /api/ but the API reference (a document). */
function isApiData(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith(API_DOCS_PATH);
}

/** What the probe's bare route answers with by itself, not helmet's. */
const frameworkHeaders = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
]);

/**
 * The headers @fastify/helmet sets with `options`, asked of it once: a throwaway Fastify instance
 * with the plugin answers one injected request. Every value is fixed (no nonce, no per-request
 * directive), so the answer is the same for every request; registered on the server, the plugin
 * instead rebuilt helmet's middleware, re-parsing the CSP directives, on every request (~3 % of the
 * busy time under load, issue 15). Helmet stays the one source of the names and values.
 */
export async function helmetHeaders(
  options: Readonly<FastifyHelmetOptions>,
): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, options);
  probe.get('/', async () => '');
  try {
    const response = await probe.inject({ method: 'GET', url: '/' });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers))
      if (!frameworkHeaders.has(name) && value !== undefined) headers[name] = String(value);
    return headers;
  } finally {
    await probe.close();
  }
}

export default fp(
  async (app) => {
    const documentHeaders = await helmetHeaders(documentPolicy);
    // API answers carry customers' personal data and per-admin views: no browser or proxy keeps
    // one unless its route sets its own Cache-Control (which replaces this one). Pages and assets
    // (plugins/static-files.ts) set theirs.
    const apiHeaders = { ...(await helmetHeaders(apiPolicy)), 'cache-control': 'no-store' };

    // One synchronous hook, first of all (app.ts registers this plugin first): every answer,
    // errors and 404s included, carries the headers.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiData(request.url) ? apiHeaders : documentHeaders);
      done();
    });
  },
  { name: 'laqta-security-headers', fastify: '5.x' },
);
