import { createHash } from 'node:crypto';
import { adminPaths, publicApiPaths, publicSettingsPaths } from '@laqta/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

/**
 * Validators for what every visitor reads (issue 15): the public settings (by name and the list),
 * the public catalogue and the server-rendered pages answer with an ETag of their bytes, and a
 * request whose If-None-Match names it gets a bodiless 304. The JSON reads also say
 * `Cache-Control: public, no-cache` instead of the API's no-store: a browser or a proxy may keep
 * them but asks again every time, so a saved setting is never shown stale (the pages keep their
 * own no-cache, plugins/static-files.ts). Only tokenless reads: with an Authorization header an
 * answer may hold what only an admin sees (a private setting) and stays no-store.
 */

/** The JSON reads open to everyone, by route pattern. */
const publicReads = new Set<string>([
  adminPaths.api.settingByName,
  publicSettingsPaths.everyPage,
  publicSettingsPaths.about,
  publicApiPaths.services,
  publicApiPaths.photographers,
  publicApiPaths.photographer,
]);

export const publicReadCacheControl = 'public, no-cache';

/**
 * The ETag of some bytes: a strong validator (the answer's exact bytes, so each encoding of a page
 * has its own). Answers repeat: the public JSON is the same string again and again (kept by
 * value, a few), a rendered page the same Buffer until its next render (kept by identity), so
 * the hash is taken once per distinct answer, not per request.
 */
const tagsOfText = new LRUCache<string, string>({ max: 64 });
const tagsOfBytes = new WeakMap<Buffer, string>();

function tagOf(bytes: string | Buffer): string {
  const kept = typeof bytes === 'string' ? tagsOfText.get(bytes) : tagsOfBytes.get(bytes);
  if (kept !== undefined) return kept;
  const tag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
  if (typeof bytes === 'string') tagsOfText.set(bytes, tag);
  else tagsOfBytes.set(bytes, tag);
  return tag;
}

/**
 * A public JSON read made ready once and sent many times (issue 15): its bytes (UTF-8, so no
 * request encodes them again) and their ETag. A route keeps one per source value (the setting
 * by name keeps one per row of the settings snapshot, so per settings revision) and sends it with
 * `sendReady`: no serialising, encoding or hashing per request.
 */
export interface ReadyAnswer {
  bytes: Buffer;
  tag: string;
}

/** `body` as the route's serializer wrote it (`reply.serialize`: checked against its schema in tests). */
export function readyAnswer(body: ReturnType<FastifyReply['serialize']>): ReadyAnswer {
  const bytes =
    typeof body === 'string' ? Buffer.from(body) : Buffer.isBuffer(body) ? body : Buffer.from(body);
  return { bytes, tag: tagOf(bytes) };
}

/**
 * The ETag of an answer sent with `sendReady`, on its reply (read by the onSend hook below). A
 * reply decoration, so every reply is made with the property and setting it changes no object's
 * shape; a WeakMap entry per answer cost the collector more (issue 15).
 */
const readyTag = Symbol('laqta.readyTag');
type TaggedReply = FastifyReply & { [readyTag]: string | null };

/** Sends a ready answer as JSON; the hook below validates it with its kept ETag. */
export function sendReady(reply: FastifyReply, answer: ReadyAnswer): FastifyReply {
  (reply as TaggedReply)[readyTag] = answer.tag;
  return reply.type('application/json; charset=utf-8').send(answer.bytes);
}

/** Whether If-None-Match names `tag` (a list, `*`, or weak forms of it). */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag);
}

/** Which kind of public answer this is, if any: a JSON read, a rendered page, or neither. */
function publicAnswerKind(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): 'read' | 'page' | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (reply.statusCode !== 200 || request.headers.authorization !== undefined) return null;
  const route = request.routeOptions.url;
  if (
    route !== undefined &&
    publicReads.has(route) &&
    (typeof payload === 'string' || Buffer.isBuffer(payload))
  )
    return 'read';
  const type = reply.getHeader('content-type');
  if (Buffer.isBuffer(payload) && typeof type === 'string' && type.startsWith('text/html'))
    return 'page';
  return null;
}

export default fp(
  async (app) => {
    app.decorateReply(readyTag, null);
    app.addHook('onSend', (request, reply, payload, done) => {
      const kind = publicAnswerKind(request, reply, payload);
      if (kind === null) return done(null, payload);
      const tag = (reply as TaggedReply)[readyTag] ?? tagOf(payload as string | Buffer);
      reply.header('etag', tag);
      if (kind === 'read') reply.header('cache-control', publicReadCacheControl);
      if (!matches(request.headers['if-none-match'], tag)) return done(null, payload);
      // Not modified: the validator and the caching headers, no body.
      reply.code(304);
      reply.removeHeader('content-type');
      reply.removeHeader('content-encoding');
      reply.removeHeader('content-length');
      // A HEAD route's own onSend measures the body it is handed: an empty one, not null.
      done(null, request.method === 'HEAD' ? '' : null);
    });
  },
  { name: 'laqta-http-caching', fastify: '5.x' },
);
