import { Validator } from '@seriousme/openapi-schema-validator';
import { errorCodes } from '@laqta/contract';
import { describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/databases.js';

interface Operation {
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type OpenApiDocument = {
  openapi: string;
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: Record<string, { enum?: string[] }> }> };
};

/** `/api/admin/orders/:id` → `/api/admin/orders/{id}` (OpenAPI's way of writing a parameter). */
const openApiPathOf = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** The API's own routes: not the pages and assets, nor the reference's files and the document. */
const isDescribedRoute = (url: string) =>
  url.startsWith('/api/') && !url.startsWith('/api/docs') && url !== '/api/openapi.json';

describeOnEachDatabase('the API description', (t) => {
  const documentOf = async () => {
    const response = await t.app().inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    return response.json() as OpenApiDocument;
  };

  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await documentOf();
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(
      document as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every API route with the method it answers', async () => {
    const document = await documentOf();
    const described = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const routes = t
      .app()
      .registeredRoutes.filter(({ method, url }) => method !== 'HEAD' && isDescribedRoute(url))
      .map(({ method, url }) => `${method} ${openApiPathOf(url)}`);
    expect(routes.length).toBeGreaterThan(90);
    expect(routes.filter((route) => !described.has(route))).toEqual([]);
  });

  it('declares the answer of every route, its inputs, and the token where one is needed', async () => {
    const document = await documentOf();
    const open = new Set(
      t
        .app()
        .registeredRoutes.filter((route) => route.public)
        .map(({ method, url }) => `${method} ${openApiPathOf(url)}`),
    );
    const undeclared: string[] = [];
    const unsecured: string[] = [];
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const success = Object.entries(operation.responses).find(([status]) => /^2/.test(status));
        const declared = success?.[1].content && Object.values(success[1].content)[0]?.schema;
        if (!declared) undeclared.push(`${method.toUpperCase()} ${path}`);
        const route = `${method.toUpperCase()} ${path}`;
        const guarded = path.startsWith('/api/admin/') && !open.has(route);
        if (guarded && !operation.security) unsecured.push(route);
        for (const name of path.match(/\{(\w+)\}/g) ?? [])
          expect(
            operation.parameters?.some((p) => p.in === 'path' && `{${p.name}}` === name),
            `${method} ${path} declares ${name}`,
          ).toBe(true);
      }
    expect(undeclared).toEqual([]);
    expect(unsecured).toEqual([]);
  });

  it('lists every error code with its meaning, in the error envelope and the introduction', async () => {
    const document = await documentOf();
    const codes = Object.keys(errorCodes);
    expect(document.components.schemas.ErrorAnswer?.properties?.code?.enum).toEqual(codes);
    for (const code of codes) expect(document.info.description).toContain(`\`${code}\``);
  });

  it('serves an interactive reference at /api/docs from this server', async () => {
    const page = await t.app().inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger');
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.js/);
    // Its scripts come from here, and plain http (a LAN) is not upgraded to https.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

describeOnEachDatabase('error answers', (t) => {
  const knownCodes = Object.keys(errorCodes);

  it.each([
    ['GET', '/api/admin/orders', 401, 'unauthenticated'],
    ['GET', '/api/nowhere', 404, 'not_found'],
    ['GET', '/api/admin/settings/name/no_such_setting', 404, 'not_found'],
    ['DELETE', '/api/health', 404, 'not_found'],
  ])('%s %s carries the code beside its Arabic message', async (method, url, status, code) => {
    const response = await t.app().inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
    expect(knownCodes).toContain(response.json().code);
  });

  it('a 422 of fields keeps Laravel’s shape and adds validation_failed', async () => {
    const response = await t.app().inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: '', email: 'not-an-email', message: '' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['code', 'errors', 'message']);
    expect(body.code).toBe('validation_failed');
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('error codes', () => {
  it('are snake_case words, each with its meaning', () => {
    for (const [code, meaning] of Object.entries(errorCodes)) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(meaning.length).toBeGreaterThan(10);
    }
  });
});
