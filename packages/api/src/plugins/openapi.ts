import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorAnswerSchema, errorCodes } from '@laqta/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAdminApiPath } from './auth.js';

/** Where the document and its interactive reference live. */
export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

// The error envelope as one component every error answer of the document refers to.
z.globalRegistry.add(errorAnswerSchema, {
  id: 'ErrorAnswer',
  description: 'Every error answer. `code` is one of the error codes of the API description.',
});

/** The error answers a route may give, from what its options declare (auth, role, inputs). */
function errorAnswersOf(
  method: string,
  url: string,
  schema: Record<string, unknown>,
  config: RouteConfig,
) {
  const answer = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } },
  });
  const errors: Record<string, unknown> = {};
  const guarded = isAdminApiPath(url) && config.public !== true;
  if (schema.body || schema.querystring) errors['400'] = answer('The request could not be read.');
  if (guarded) {
    errors['401'] = answer('No valid admin token (`{ message: "Unauthenticated.", code }`).');
    errors['403'] = answer("The admin's role may not call this route.");
  }
  if (schema.params) errors['404'] = answer('No record with this id.');
  if (method !== 'GET' && guarded)
    errors['409'] = answer(
      'The record changed since the client loaded it (`stale_edit`: reload, keep what was typed) or the change clashes with another record (`conflict`).',
    );
  if (schema.body || schema.querystring || schema.params)
    errors['422'] = answer(
      'Invalid fields (`validation_failed`: `errors` maps each field to its Arabic messages), or an action the record’s state or a rule refuses (`invalid_transition`, `refused`).',
    );
  if (method !== 'GET' && !guarded)
    errors['429'] = answer('Too many attempts from this address (`throttled`); see `Retry-After`.');
  errors['500'] = answer('An unexpected failure on the server.');
  return errors;
}

interface RouteConfig {
  public?: boolean;
  permission?: string | null;
}

const jsonSchemaTransform = createJsonSchemaTransform({ skipList: [] });
const formContentTypes = [
  'application/json',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
];

/**
 * The OpenAPI 3.1 document of every /api route, generated from the zod schemas the routes declare
 * (fastify-type-provider-zod + @fastify/swagger), at `GET /api/openapi.json`, and an interactive
 * reference (Swagger UI, served from this server: no CDN) at `/api/docs`. Pages, assets and the
 * reference's own routes are left out. Registered before the modules so it sees every route.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Laqta API (لقطة)',
          version: '1.0.0',
          description: [
            'The API of Laqta, the Arabic marketplace for booking photographers.',
            '',
            'Answers: `{ success: true, data, message? }`; lists add `meta` (`current_page`, `per_page`, `total`, `last_page`, `total_capped`).',
            'Errors: `{ success: false, message, code }` with an Arabic `message`; a 422 of fields is `{ message, errors, code }`.',
            'Admin routes (`/api/admin/…`) need `Authorization: Bearer <token>` from `POST /api/admin/auth/login`.',
            'Writes accept JSON, `multipart/form-data` or a urlencoded form; a POST with `_method=PUT|PATCH|DELETE` is that method.',
            '',
            'Error codes:',
            ...Object.entries(errorCodes).map(([code, meaning]) => `- \`${code}\`: ${meaning}`),
          ].join('\n'),
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
        },
      },
      transform: (document) => {
        const { url, route } = document;
        if (!url.startsWith('/api/') || url.startsWith(API_DOCS_PATH) || url === OPENAPI_PATH)
          return { schema: { hide: true }, url };
        const transformed = jsonSchemaTransform(document);
        const config = (route.config ?? {}) as RouteConfig;
        const source = (document.schema ?? {}) as Record<string, unknown>;
        const schema = (transformed.schema ?? {}) as Record<string, unknown>;
        schema.response = {
          ...errorAnswersOf(String(route.method), url, source, config),
          ...(schema.response as Record<string, unknown> | undefined),
        };
        if (isAdminApiPath(url) && config.public !== true) schema.security = [{ bearerAuth: [] }];
        // Every write reads JSON, a multipart form (files) or a urlencoded form alike.
        if (schema.body && !schema.consumes) schema.consumes = formContentTypes;
        return { ...transformed, schema };
      },
      transformObject: createJsonSchemaTransformObject({}),
    });

    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      // Everything from this server (no CDN, no validator badge calling out); no
      // upgrade-insecure-requests, since the product is also served over plain http on a LAN.
      staticCSP: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'self'"],
      },
      uiConfig: { deepLinking: true, persistAuthorization: false, validatorUrl: null },
    });

    app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(app.swagger()),
    );
  },
  { name: 'laqta-openapi', fastify: '5.x' },
);
