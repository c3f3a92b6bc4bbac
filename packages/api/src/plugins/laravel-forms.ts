import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { nestBracketKeys, nestFormText } from '../http/bracket-keys.js';
import { readBody, replayOf } from '../http/buffered-request.js';
import { HttpError, messages, PayloadTooLargeError } from '../http/errors.js';
import { refuseNulBytes } from '../http/nul-bytes.js';
import { formKindOf, spoofedMethodOf } from '../http/spoofed-method.js';
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
 * How the spoofing re-routes: Fastify picks the route before it reads a body, so for a form POST the
 * first onRequest hook reads the body into memory (size-limited), and when it names another method,
 * hands the same socket to Fastify's router again as a request of that method whose body is the
 * buffered bytes (the POST's own reply is hijacked, so nothing else of it runs). Without `_method`,
 * the request keeps its route and simply reads its body from the buffer.
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

/** Marks a request that handed itself over to a spoofed-method request (request logging skips it). */
export const handedOver = Symbol('laqta.handedOver');

async function readMultipartParts(
  request: FastifyRequest,
  acceptsFiles: boolean,
): Promise<Record<string, unknown>> {
  const pairs: [string, unknown][] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file' && !acceptsFiles) {
      // A file sent to a route that declares none is refused, not read.
      part.file.resume();
      throw new PayloadTooLargeError();
    }
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      // An empty file input is sent as a nameless, empty part: treat it as absent, like Laravel.
      if (part.filename === '' && buffer.length === 0) continue;
      pairs.push([part.fieldname, new UploadedFile(part.filename, part.mimetype, buffer)]);
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
async function readMultipart(
  request: FastifyRequest,
  acceptsFiles: boolean,
): Promise<Record<string, unknown>> {
  try {
    return await readMultipartParts(request, acceptsFiles);
  } catch (error) {
    // Our refusals and the plugin's own 4xx (a file over the limit: 413) keep their answer.
    const status = (error as { statusCode?: unknown }).statusCode;
    if (error instanceof HttpError || (typeof status === 'number' && status < 500)) throw error;
    throw new HttpError(400, messages.badRequest);
  }
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
  // The most a multipart body may hold before it is refused without parsing.
  const multipartLimit = options.fileSizeLimit * files + 2 * fieldSize;

  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: options.fileSizeLimit,
      files,
      fields: options.fields ?? 500,
      fieldSize,
      parts: (options.fields ?? 500) + files,
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

  app.addHook('onRequest', async (request, reply) => {
    if (request.raw.method !== 'POST') return;
    const contentType = request.headers['content-type'] ?? '';
    const kind = formKindOf(contentType);
    if (kind === null) return;
    // The token guard ran first: without an admin, the small limit applies from the headers on.
    const limit = !request.admin
      ? publicBodyLimit
      : kind === 'multipart' && acceptsFiles(request)
        ? multipartLimit
        : bodyLimit;
    const body = await readBody(request.raw, limit);
    const method = await spoofedMethodOf(kind, body, contentType);
    if (method === null) {
      request.raw = replayOf(request.raw, body, 'POST');
      return;
    }
    (request as unknown as Record<symbol, boolean>)[handedOver] = true;
    reply.hijack();
    app.routing(replayOf(request.raw, body, method), reply.raw);
  });

  app.addHook('preValidation', async (request) => {
    if (request.isMultipart()) request.body = await readMultipart(request, acceptsFiles(request));
    const body = request.body as Record<string, unknown> | null | undefined;
    if (body !== null && typeof body === 'object' && !Array.isArray(body)) delete body._method;
    refuseNulBytes(request.query, request.params, body);
  });
};

export default fp(laravelForms, { name: 'laqta-laravel-forms', fastify: '5.x' });
