import fs from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { nestBracketKeys, nestFormText } from '../http/bracket-keys.js';
import { readBody, replayOf } from '../http/buffered-request.js';
import { HttpError, messages, PayloadTooLargeError } from '../http/errors.js';
import { refuseNulBytes } from '../http/nul-bytes.js';
import {
  formKindOf,
  spoofedMethodIn,
  spoofedMethodOf,
  type FormKind,
} from '../http/spoofed-method.js';
import { readUploadForm } from '../http/upload-form.js';
import { UploadedFile } from '../http/uploaded-file.js';

export { UploadedFile };

/**
 * Laravel's form conventions (ARCHITECTURE.md §2), written once:
 * - multipart/form-data, application/x-www-form-urlencoded and JSON bodies all arrive in
 *   `request.body` as one nested object; bracket keys nest (`a[0][b]=x` → `{ a: [{ b: 'x' }] }`);
 *   uploaded files are UploadedFile values;
 * - a POST whose body holds `_method=PUT|PATCH|DELETE` is routed as that method: the PUT route's
 *   own hooks (auth, …) and handler run, exactly as for a real PUT.
 *
 * How the spoofing re-routes: Fastify picks the route before it reads a body, so for a form (any
 * method) the first onRequest hook reads the body, size-limited: into memory for text forms (32 KB
 * for a stranger, 1 MB for an admin), and for an admin's multipart to a route that declares uploads,
 * parsed in one pass with each file streamed to a temporary file (removed once the answer is sent).
 * When a POST names another method, the hook hands the same socket to Fastify's router again as a
 * request of that method whose body is what was read (the POST's own reply is hijacked, so nothing
 * else of it runs). Without `_method`, the request keeps its route and reads its body from there.
 */
export interface LaravelFormsOptions {
  /** Largest file in a multipart form, in bytes (413 beyond). */
  fileSizeLimit: number;
  /** Most files in one form. */
  files?: number;
  /** Most non-file fields in one form, and the largest field value in bytes. */
  fields?: number;
  fieldSize?: number;
  /** Largest urlencoded or JSON body, in bytes. */
  bodyLimit?: number;
  /**
   * Largest body of a request without a signed-in admin (sign-in, contact form, newsletter, any
   * unknown path), in bytes. Such requests carry a few text fields and never a file.
   */
  publicBodyLimit?: number;
  /** Where uploads are streamed while a request is read (default: `<DATA_DIR>/tmp`). */
  temporaryDir?: string;
}

/** A stranger's form: text fields only, a few kilobytes (the contact form's message included). */
export const defaultPublicBodyLimit = 32 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route takes uploaded files (multipart, up to the file size limit); others refuse them. */
    uploads?: boolean;
  }
}

/** `/api/admin/services/:id` → a pattern matching its paths (with or without a trailing slash). */
function pathPatternOf(url: string): RegExp {
  const escaped = url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+');
  return new RegExp(`^${escaped.replace(/\/$/, '')}/?$`);
}

/** Whether a request part holds anything to check: not absent, and no object without keys. */
function holdsInput(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'object') return true;
  for (const _key in value) return true;
  return Object.getOwnPropertySymbols(value).length > 0;
}

/** Marks a request that handed itself over to a spoofed-method request (request logging skips it). */
export const handedOver = Symbol('laqta.handedOver');

/** A text-only multipart body (already read into memory, size-limited). */
async function readMultipartParts(request: FastifyRequest): Promise<Record<string, unknown>> {
  const pairs: [string, unknown][] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // A file sent to a route that declares none (or by a stranger) is refused, not read.
      part.file.resume();
      throw new PayloadTooLargeError();
    } else {
      // busboy cuts an over-long value short silently: refuse rather than store half a text.
      if (part.valueTruncated || part.fieldnameTruncated) throw new PayloadTooLargeError();
      pairs.push([part.fieldname, part.value]);
    }
  }
  return nestBracketKeys(pairs);
}

/**
 * The multipart body as one nested value. A body the parser cannot read (truncated, no boundary,
 * an over-long boundary, a broken part header) is the client's mistake: 400, not a 500 and a stack.
 */
async function readMultipart(request: FastifyRequest): Promise<Record<string, unknown>> {
  try {
    return await readMultipartParts(request);
  } catch (error) {
    // Our refusals and the plugin's own 4xx (a file over the limit: 413) keep their answer.
    const status = (error as { statusCode?: unknown }).statusCode;
    if (error instanceof HttpError || (typeof status === 'number' && status < 500)) throw error;
    throw new HttpError(400, messages.badRequest);
  }
}

/**
 * Runs `reading` with a folder of its own for one request's uploads, removed when the answer is
 * sent or the client goes away (whatever happened), once `reading` has settled.
 */
async function readIntoTemporaryDir(
  reply: FastifyReply,
  root: string,
  reading: (dir: string) => Promise<unknown>,
): Promise<void> {
  await fs.mkdir(root, { recursive: true });
  const dir = await fs.mkdtemp(path.join(root, 'upload-'));
  let settled: Promise<unknown> = Promise.resolve();
  const remove = () => {
    void settled
      .catch(() => undefined)
      .then(() => fs.rm(dir, { recursive: true, force: true }))
      .catch((error: unknown) => reply.log.warn({ err: error }, 'removing upload files failed'));
  };
  if (reply.raw.closed) remove();
  else reply.raw.once('close', remove);
  settled = reading(dir);
  await settled;
}

const laravelForms: FastifyPluginAsync<LaravelFormsOptions> = async (
  app: FastifyInstance,
  options,
) => {
  const files = options.files ?? 5;
  const fieldSize = options.fieldSize ?? 1024 * 1024;
  const bodyLimit = options.bodyLimit ?? 1024 * 1024;
  const publicBodyLimit = options.publicBodyLimit ?? defaultPublicBodyLimit;

  // Paths of the routes that declare `config: { uploads: true }` (a spoofed POST is read before its
  // target route is known, so the decision is by path, for any method).
  const uploadPaths: RegExp[] = [];
  app.addHook('onRoute', (route) => {
    if (route.config?.uploads === true) uploadPaths.push(pathPatternOf(route.url));
  });
  const acceptsFiles = (request: FastifyRequest) => {
    const path = (request.raw.url ?? '').split('?')[0] ?? '';
    return uploadPaths.some((pattern) => pattern.test(path));
  };
  const fields = options.fields ?? 500;
  const uploadLimits = {
    fileSize: options.fileSizeLimit,
    files,
    fields,
    fieldSize,
    // The most a multipart body may hold before it is refused without parsing.
    totalBytes: options.fileSizeLimit * files + 2 * fieldSize,
  };
  const temporaryRoot = options.temporaryDir ?? path.join(app.config.dataDir, 'tmp');
  /** Upload forms already parsed, by the request (original or spoofed replay) that carries them. */
  const uploadForms = new WeakMap<IncomingMessage, Record<string, unknown>>();
  /** Requests re-routed by this plugin: their body was read and limited already. */
  const replays = new WeakSet<IncomingMessage>();

  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: options.fileSizeLimit,
      files,
      fields,
      fieldSize,
      parts: fields + files,
      headerPairs: 200,
    },
  });

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => {
      try {
        done(null, nestFormText(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );

  /** Re-routes the request as `replay` (another method): the original's reply is hijacked. */
  const handOver = (request: FastifyRequest, reply: FastifyReply, replay: IncomingMessage) => {
    (request as unknown as Record<symbol, boolean>)[handedOver] = true;
    reply.hijack();
    app.routing(replay, reply.raw);
  };

  /** Reads a form body (any method): parsed for uploads, kept for replay, or handed over. */
  const readForm = async (
    request: FastifyRequest,
    reply: FastifyReply,
    kind: FormKind,
    contentType: string,
  ): Promise<void> => {
    const method = request.raw.method ?? 'GET';

    // The token guard ran first: without an admin, the small limit applies from the headers on.
    const limit = request.admin ? bodyLimit : publicBodyLimit;

    // A form to a route that declares uploads: parsed as it arrives, files streamed to disk.
    if (kind === 'multipart' && acceptsFiles(request)) {
      const limits = request.admin ? uploadLimits : { ...uploadLimits, totalBytes: limit };
      let pairs: [string, unknown][] = [];
      await readIntoTemporaryDir(reply, temporaryRoot, async (dir) => {
        pairs = await readUploadForm(request.raw, limits, dir);
      });
      const form = nestBracketKeys(pairs);
      const spoofed = method === 'POST' ? spoofedMethodIn(form._method) : null;
      if (spoofed === null) {
        uploadForms.set(request.raw, form);
        return;
      }
      const replay = replayOf(request.raw, Buffer.alloc(0), spoofed);
      replays.add(replay);
      uploadForms.set(replay, form);
      handOver(request, reply, replay);
      return;
    }

    const body = await readBody(request.raw, limit);
    const spoofed = method === 'POST' ? await spoofedMethodOf(kind, body, contentType) : null;
    const replay = replayOf(request.raw, body, spoofed ?? method);
    replays.add(replay);
    if (spoofed === null) request.raw = replay;
    else handOver(request, reply, replay);
  };

  // Every method: a stranger's PUT, PATCH or DELETE is held to the same small limit as a POST.
  // Synchronous (a callback, not a promise) for what nearly every request is, one without a form
  // body: the hooks run on every GET, and a promise per hook per request was measurable (issue 15).
  app.addHook('onRequest', (request, reply, done) => {
    const contentType = request.headers['content-type'];
    if (contentType === undefined || replays.has(request.raw)) return done();
    const kind = formKindOf(contentType);
    if (kind === null) return done();
    readForm(request, reply, kind, contentType).then(() => done(), done);
  });

  /** The body's `_method` removed (it only routes), then no NUL byte in what the route reads. */
  const checkInputs = (request: FastifyRequest, done: (error?: Error) => void) => {
    const body = request.body as Record<string, unknown> | null | undefined;
    if (body !== null && typeof body === 'object' && !Array.isArray(body)) delete body._method;
    try {
      // Most GETs carry no query and no path parameter: nothing to walk.
      if (holdsInput(request.query) || holdsInput(request.params) || holdsInput(body))
        refuseNulBytes(request.query, request.params, body);
    } catch (error) {
      return done(error as Error);
    }
    done();
  };

  app.addHook('preValidation', (request, _reply, done) => {
    const uploadForm = uploadForms.get(request.raw);
    if (uploadForm) request.body = uploadForm;
    else if (request.isMultipart()) {
      readMultipart(request).then((body) => {
        request.body = body;
        checkInputs(request, done);
      }, done);
      return;
    }
    checkInputs(request, done);
  });
};

export default fp(laravelForms, { name: 'laqta-laravel-forms', fastify: '5.x' });
