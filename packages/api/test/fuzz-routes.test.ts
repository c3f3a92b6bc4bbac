import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminPaths, errorCodes, UNAUTHENTICATED_MESSAGE } from '@laqta/contract';
import { issueToken } from '../src/auth/tokens.js';
import type { RegisteredRoute } from '../src/plugins/auth.js';
import { seedMarketplace } from '../src/seed/seed-marketplace.js';
import { adminIdOf, signInHeader, testAdmin, withTestAdmin } from './support/auth.js';
import { describeOnEachDatabase } from './support/databases.js';
import {
  fuzzRequestFor,
  injectOptionsOf,
  type BodyTemplate,
  type FuzzRequest,
} from './support/fuzz-requests.js';

/**
 * The fuzz pass of issue 19: every route the server registers, signed in and not, gets
 * property-generated path params, query strings and bodies (fast-check; support/fuzz-requests.ts),
 * and every answer must be below 500 and in the house envelope (ARCHITECTURE.md §2): success
 * `{ success: true, … }`, 401 `{ message: 'Unauthenticated.', code }`, 422
 * `{ message, errors, code }`, any other error `{ message, code }` in Arabic (`code` one of the
 * contract's errorCodes), and never a stack or SQL. Routes that answer files or HTML (pages,
 * assets, uploads, the export) answer such a type or that same JSON envelope.
 *
 * Bounded and reproducible: a fixed seed; first, for every route in turn, `guaranteedRuns` runs that
 * always happen (the same inputs in the same order on every run, so their outcome never depends on
 * the machine's speed), then up to `runsPerRoute` per route in all while the time budget shared by
 * the routes lasts (a loaded machine gets fewer of these, never a slower test). Widen locally with
 * FUZZ_SEED=<n|random> and FUZZ_RUNS=<n>: the time budget is lifted then, so every route gets its
 * FUZZ_RUNS runs and a failure replays with the seed and runs it printed.
 */
const seed =
  process.env.FUZZ_SEED === 'random'
    ? Date.now() % 2 ** 31
    : Number(process.env.FUZZ_SEED ?? 190_319);
const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 60);
const guaranteedRuns = Math.min(15, runsPerRoute);
const budgetMs = process.env.FUZZ_RUNS ? Number.POSITIVE_INFINITY : 18_000;

/** What a route's fast-check run tells (either phase's `RunDetails`). */
interface RunOutcome {
  failed: boolean;
  interrupted: boolean;
  counterexample: unknown;
  seed: number;
  counterexamplePath: string | null;
  errorInstance: unknown;
}

/** A 1×1 PNG: an image the services' content check accepts. */
const onePixelPng = [
  ...Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
];
const serviceFields = {
  name: 'تصوير منتجات',
  description: 'جلسة في الاستوديو',
  category: 'family',
  base_price: 150_000,
  duration_minutes: 60,
  is_active: '1',
  sort_order: 1,
};
const serviceImage = {
  field: 'image',
  filename: 'photo.png',
  type: 'image/png',
  bytes: onePixelPng,
};

/** A valid body per write route, which the fuzz sends with a field or two changed. */
const validBodies: Record<string, BodyTemplate[]> = {
  'POST /api/contact': [
    {
      value: {
        fullName: 'سارة العتيبي',
        email: 'sara@example.com',
        phone: '0501234567',
        message: 'أرغب في حجز جلسة تصوير.',
      },
    },
  ],
  'POST /api/newsletter': [{ value: { email: 'sara@example.com' } }],
  'POST /api/admin/auth/login': [{ value: { ...testAdmin } }],
  'POST /api/admin/settings': [
    { value: { settings: [{ name: 'fuzz_note', value: 'نص', type: 'text' }] } },
  ],
  'PUT /api/admin/settings/:id': [{ value: { value: 'نص' } }],
  'POST /api/admin/services': [{ value: serviceFields, files: [serviceImage] }],
  'PUT /api/admin/services/:id': [
    { value: serviceFields },
    { value: serviceFields, files: [serviceImage] },
  ],
  'PATCH /api/admin/suggestions/:id': [{ value: { status: 'read' } }],
};

/** The route that revokes the token it is called with: each call gets a token of its own. */
const LOGOUT = 'POST /api/admin/auth/logout';

/** Routes whose success is a file or a page; their content types, besides the JSON envelope. */
const fileTypes =
  /^(text\/html|text\/css|text\/csv|text\/javascript|application\/javascript|image\/png|application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet)(;|$)/;
const isApiReference = (route: RegisteredRoute) =>
  route.url.startsWith('/api/docs') || route.url === '/api/openapi.json';
const answersFiles = (route: RegisteredRoute) =>
  !route.url.startsWith('/api/') || route.url.endsWith('/export');

/** Text that only a leaked error carries: a stack frame, a driver's or a database's words. */
const leak =
  /\n\s+at |SQLITE_|SqliteError|syntax error|relation "|violates|ECONN|TypeError|ReferenceError/;

const arabic = /[\u0600-\u06FF]/;

/** What is wrong with an answer (null when nothing): its status, its type, its envelope. */
function problemWith(route: RegisteredRoute, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `status ${status}`;
  const type = String(response.headers['content-type'] ?? '');
  const json = /^application\/json(;|$)/.test(type);
  if (leak.test(response.body)) return 'the body leaks an error';
  // The API reference (Swagger UI's files, the OpenAPI document in JSON and YAML): below 500 and
  // no leak is all it owes; its answers are files, not envelopes.
  if (isApiReference(route)) return null;
  // A public read or page whose ETag the request named (If-None-Match): not modified, no body.
  if (status === 304 && (route.method === 'GET' || route.method === 'HEAD'))
    return response.headers.etag && response.body === '' ? null : 'a 304 without its ETag';
  if (answersFiles(route)) {
    if (status === 304 || (status >= 300 && status < 400 && response.headers.location)) return null;
    if (!json) return fileTypes.test(type) ? null : `content type "${type}"`;
  } else if (!json) return `content type "${type}"`;
  if (route.method === 'HEAD') return response.body === '' ? null : 'a HEAD answer with a body';

  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'a body that is not JSON';
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return 'a body that is not an object';
  const envelope = body as Record<string, unknown>;
  if (status < 300) return envelope.success === true ? null : 'a success without success: true';
  if (typeof envelope.code !== 'string' || !(envelope.code in errorCodes))
    return 'an error without a code of the API description';
  if (status === 401)
    return envelope.message === UNAUTHENTICATED_MESSAGE &&
      envelope.code === 'unauthenticated' &&
      Object.keys(envelope).length === 2
      ? null
      : 'a 401 that is not { message: "Unauthenticated.", code: "unauthenticated" }';
  if (typeof envelope.message !== 'string' || !arabic.test(envelope.message))
    return 'an error without an Arabic message';
  if (envelope.success === true) return 'an error with success: true';
  // A refusal by a rule or the state machine names no field; invalid fields always do.
  if (status === 422 && envelope.code === 'validation_failed') {
    const errors = envelope.errors;
    const wellFormed =
      errors !== null &&
      typeof errors === 'object' &&
      !Array.isArray(errors) &&
      Object.keys(errors).length > 0 &&
      Object.values(errors).every(
        (list) =>
          Array.isArray(list) &&
          list.length > 0 &&
          list.every((m) => typeof m === 'string' && m !== ''),
      );
    if (!wellFormed) return 'a 422 without an errors map';
  }
  return null;
}

/** The request as a line a person can replay (bodies cut at 300 characters). */
function described(options: InjectOptions): string {
  const payload = options.payload === undefined ? '' : String(options.payload);
  return JSON.stringify({
    method: options.method,
    url: options.url,
    headers: options.headers,
    remoteAddress: options.remoteAddress,
    payload: payload.length > 300 ? `${payload.slice(0, 300)}… (${payload.length} chars)` : payload,
  });
}

/**
 * A stand-in app build: index.html, two assets and a server-render bundle whose pages draw the
 * settings they are given (the real bundle is exercised by e2e/public.spec.ts).
 */
function writeAppBuild(dist: string): void {
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body>spa</body></html>');
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log("laqta");\n');
  fs.writeFileSync(path.join(dist, 'assets', 'app.css'), 'body{margin:0}\n');
  fs.writeFileSync(
    path.join(dist, 'server', 'page.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(dist, 'server', 'render.js'),
    `export const publicPagePaths = ['/', '/landing', '/about-us', '/privacy-policy'];
export const settingTextsOf = (path) => (path === '/privacy-policy' ? ['privacy_policy'] : []);
export async function renderDocument({ template, path, data }) {
  const texts = data.publicSettings.data.map((s) => s.name + '=' + s.value).join('|');
  const body = '<h1>' + path + '</h1><p>' + (data.settingTexts.privacy_policy ?? '') + texts + '</p>';
  return template.replace('<div id="root"></div>', () => '<div id="root">' + body + '</div>');
}
`,
  );
}

const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laqta-fuzz-dist-'));
const appDist = path.join(buildDir, 'dist');
writeAppBuild(appDist);
afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }));

describeOnEachDatabase(
  'every route, fuzzed',
  (t) => {
    let admin = '';
    /** Values of a path param that name real records (ids and setting names). */
    const knownValues = new Map<string, string[]>();
    /** The team's ids: admins are few, so the settings' ids would rarely name one. */
    let adminIds: string[] = [];
    const knownParams = (route: RegisteredRoute) => (param: string) =>
      (param === 'id' && route.url.startsWith(`${adminPaths.api.team}/`)
        ? adminIds
        : knownValues.get(param)) ?? [];

    beforeAll(async () => {
      await seedMarketplace(t.db(), {
        customers: 12,
        photographers: 6,
        orders: 40,
        seed: 'fuzz',
        now: new Date('2026-06-15T12:00:00Z'),
      });
      const settings = await t.db().selectFrom('settings').select(['id', 'name']).execute();
      knownValues.set(
        'name',
        settings.map((row) => row.name),
      );
      knownValues.set(
        'id',
        settings.map((row) => String(row.id)),
      );
      adminIds = (await t.db().selectFrom('admins').select('id').execute()).map((row) =>
        String(row.id),
      );
      knownValues.set('*', ['fuzz.png', 'landing', 'privacy-policy', 'assets/app.js']);
      // A file in the uploads folder, so /uploads/* reaches a real file too.
      fs.writeFileSync(
        path.join(t.config().dataDir, 'uploads', 'fuzz.png'),
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      );
      admin = await signInHeader(t.app());
    });

    /** The header a generated request signs in with: the suite's token, or a fresh one for logout. */
    async function authorizationFor(route: RegisteredRoute) {
      if (`${route.method} ${route.url}` !== LOGOUT) return admin;
      const issued = await issueToken(t.db(), await adminIdOf(t.db()), { ttlMinutes: 60 });
      return `Bearer ${issued.plainText}`;
    }

    it(
      'answers below 500 and in the house envelope, whatever it is sent',
      async () => {
        const app = t.app();
        const routes = [...app.registeredRoutes];
        expect(routes.length).toBeGreaterThan(40);
        const started = Date.now();
        const failures: string[] = [];
        /** Per route: how many answers, and how many of them were successes (2xx) signed in. */
        const reached = new Map<string, { runs: number; successes: number }>();

        /** One route's property: every answer checked, its runs and signed-in successes tallied. */
        const propertyOf = (route: RegisteredRoute, tally: { runs: number; successes: number }) =>
          fc.asyncProperty(
            fuzzRequestFor(route, {
              params: knownParams(route),
              queries: route.url.endsWith('/export') ? ['format=csv', 'format=xlsx'] : [],
              bodies: validBodies[`${route.method} ${route.url}`] ?? [],
            }),
            async (request: FuzzRequest) => {
              const options = await injectOptionsOf(route, request, await authorizationFor(route));
              const response = await app.inject(options);
              tally.runs++;
              if (response.statusCode < 300 && request.credential.kind === 'admin')
                tally.successes++;
              const problem = problemWith(route, response);
              if (problem)
                throw new Error(
                  `${problem}: ${described(options)} → ${response.statusCode} ${response.body.slice(0, 300)}`,
                );
            },
          );
        const failureOf = (name: string, details: RunOutcome) =>
          `${name} (fast-check seed ${details.seed}, path "${details.counterexamplePath}"): ${
            details.errorInstance instanceof Error
              ? details.errorInstance.message
              : String(details.errorInstance)
          }`;
        /** The suite's token must outlive every route, or the rest would only see 401s. */
        const keepSignedIn = async (name: string) => {
          const me = await app.inject({
            method: 'GET',
            url: '/api/admin/auth/me',
            headers: { authorization: admin },
          });
          if (me.statusCode !== 200) {
            failures.push(`${name} left the fuzz's admin signed out (${me.statusCode})`);
            admin = await signInHeader(app);
          }
        };

        // First every route's guaranteed runs: the same inputs in the same order on every run, so
        // what they find, and which routes reach a success, never depends on the machine's speed.
        // The budgeted runs change the database too, so they come only after every route had these.
        const failed = new Set<string>();
        for (const route of routes) {
          const name = `${route.method} ${route.url}`;
          const tally = { runs: 0, successes: 0 };
          reached.set(name, tally);
          const details: RunOutcome = await fc.check(propertyOf(route, tally), {
            seed,
            numRuns: guaranteedRuns,
          });
          if (details.failed) {
            failures.push(failureOf(name, details));
            failed.add(name);
          }
          await keepSignedIn(name);
        }

        // Then more runs per route while the time budget lasts, shared by the routes left.
        if (runsPerRoute > guaranteedRuns)
          for (const [index, route] of routes.entries()) {
            const name = `${route.method} ${route.url}`;
            const share = (budgetMs - (Date.now() - started)) / (routes.length - index);
            if (share <= 0) break;
            if (failed.has(name)) continue;
            // Another seed, so these runs do not repeat the guaranteed ones.
            const details: RunOutcome = await fc.check(propertyOf(route, reached.get(name)!), {
              seed: seed + 1,
              numRuns: runsPerRoute - guaranteedRuns,
              plugins: Number.isFinite(share) ? [fc.interruptAfterTimeLimit(share)] : [],
            });
            // Interrupted by the time limit before a first run is no finding (fast-check counts
            // an interruption without a success as a failure, with no counterexample).
            if (details.failed && !(details.interrupted && details.counterexample === null))
              failures.push(failureOf(name, details));
            await keepSignedIn(name);
          }

        console.info(
          `fuzz [${t.dialect}] seed ${seed}: ${[...reached.values()].reduce((n, r) => n + r.runs, 0)} requests over ${routes.length} routes in ${Date.now() - started} ms`,
        );
        expect(failures, `replay with FUZZ_SEED=${seed} FUZZ_RUNS=${runsPerRoute}`).toEqual([]);

        // The inputs reached the handlers: every GET route, and every write with a valid body,
        // answered a signed-in success at least once (its guaranteed runs alone are enough, so
        // this holds on a loaded machine too).
        const neverSucceeded = [...reached.entries()]
          .filter(([name]) => name.startsWith('GET ') || name in validBodies)
          // The reference's redirect and its files by name are not inputs a fuzzer can find.
          .filter(([name]) => !name.startsWith('GET /api/docs/static'))
          .filter(([, tally]) => tally.successes === 0)
          .map(([name, tally]) => `${name} (${tally.runs} runs)`);
        expect(neverSucceeded).toEqual([]);
      },
      // The guaranteed runs are not bounded by the budget: room for them on a loaded machine.
      Number.isFinite(budgetMs) ? budgetMs + 60_000 : 24 * 60 * 60_000,
    );
  },
  { env: { ...withTestAdmin.env, APP_DIST_DIR: appDist } },
);
