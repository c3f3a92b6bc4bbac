import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { settingNames, settingTypes } from '@laqta/contract';
import { multipart } from './forms.js';

/**
 * Property-generated requests for the route fuzz pass (fuzz-routes.test.ts): hostile and boundary
 * path params, query strings and bodies (JSON, urlencoded, multipart, malformed), described as plain
 * values so that fast-check can print and shrink a failing one, then encoded for `inject`.
 */

/** Who sends the request: the signed-in test admin, nobody, or a credential that is not one. */
export type Credential = { kind: 'admin' } | { kind: 'none' } | { kind: 'header'; value: string };

export type BodyValue =
  string | number | boolean | null | BodyValue[] | { [key: string]: BodyValue };

export interface FileSpec {
  field: string;
  filename: string;
  type: string;
  bytes: number[];
}

export type BodySpec =
  | { kind: 'none' }
  | { kind: 'json'; value: BodyValue }
  | { kind: 'urlencoded'; value: { [key: string]: BodyValue }; pairs: [string, string][] }
  | {
      kind: 'multipart';
      value: { [key: string]: BodyValue };
      pairs: [string, string][];
      files: FileSpec[];
    }
  | { kind: 'raw'; contentType: string; payload: string };

export interface FuzzRequest {
  credential: Credential;
  /** One value per `:param` of the route, in order; `*` takes the last one as a path tail. */
  params: string[];
  /** The query string without `?` (already encoded, as a client would send it). */
  query: string;
  body: BodySpec;
  /** `_method` added to a form body (spoofing), or null. */
  spoof: string | null;
  headers: Record<string, string>;
  remoteAddress: string;
}

// ---------------------------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------------------------

/** Ids and numbers at the edges of what the code, JSON and the two databases can hold. */
const boundaryNumbers = [
  0,
  -0,
  1,
  -1,
  0.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
] as const;

/** Words the routes know (statuses, sorts, formats, setting names and types, methods). */
const knownWords = [
  'new',
  'read',
  'archived',
  'pending',
  'confirmed',
  'in_progress',
  'completed',
  'cancelled',
  'approved',
  'suspended',
  'active',
  'blocked',
  'payment',
  'refund',
  'payout',
  'succeeded',
  'failed',
  'family',
  'wedding',
  'contact_form',
  'current',
  'csv',
  'xlsx',
  '1',
  '0',
  'id',
  '-id',
  'name',
  '-name',
  'created_at',
  '-created_at',
  'price',
  '-total_spent',
  'sort_order',
  'rating',
  'SAR',
  'Asia/Riyadh',
  'https://laqta.sa',
  'admin@laqta.test',
  'correct horse battery staple',
  ...Object.values(settingNames),
  ...settingTypes,
] as const;

/** Text that has broken parsers, SQL and encodings somewhere before. */
const hostileTexts = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(3),
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '0x1F',
  '1_000',
  '01',
  '+1',
  ' 1 ',
  '١٢٣',
  '۱۲۳',
  '٣٫٥',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31',
  '+275760-09-13',
  '2026-06-15T25:00:00Z',
  '%',
  '%_%',
  '\\',
  "' OR 1=1 --",
  '"; drop table orders; --',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '\u202Eevil',
  'ـــــ',
  'أحمد الغامدي',
  'إِبْرَاهِيم',
  'مى',
  'فاطمه',
  'الرياض',
  '🙂👨‍👩‍👧',
  'a'.repeat(101),
  'ب'.repeat(256),
] as const;

/** Code points of Arabic letters, diacritics, digits and tatweel. */
const arabicText = fc.string({
  unit: fc.integer({ min: 0x0600, max: 0x06ff }).map((c) => String.fromCodePoint(c)),
  maxLength: 40,
});

/** A very long text (a few kilobytes to tens of kilobytes). */
const longText = fc
  .tuple(
    fc.constantFrom('x', 'ب', '🙂', '\u0000', '[', '&', '%'),
    fc.constantFrom(1_000, 5_001, 50_001),
  )
  .map(([unit, count]) => unit.repeat(count));

export const textValue: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...knownWords), weight: 4 },
  { arbitrary: fc.constantFrom(...hostileTexts), weight: 4 },
  { arbitrary: fc.constantFrom(...boundaryNumbers).map(String), weight: 3 },
  { arbitrary: fc.integer({ min: 1, max: 30 }).map(String), weight: 2 },
  { arbitrary: arabicText, weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
  { arbitrary: longText, weight: 1 },
);

/** Keys the routes read (list parameters, form fields) and keys that are trouble for objects. */
const knownKeys = [
  'page',
  'per_page',
  'search',
  'sort',
  'status',
  'from',
  'to',
  'photographer_id',
  'service_id',
  'customer_id',
  'order_id',
  'city',
  'specialty',
  'category',
  'is_active',
  'window',
  'type',
  'source',
  'format',
  'name',
  'value',
  'settings',
  'updated_at',
  'email',
  'password',
  'message',
  'phone',
  'subject',
  'description',
  'base_price',
  'duration_minutes',
  'sort_order',
  'image',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
] as const;

const plainKey = fc.oneof(
  { arbitrary: fc.constantFrom(...knownKeys), weight: 6 },
  { arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 12 }), weight: 1 },
  { arbitrary: arabicText, weight: 1 },
);

/** A key as a form or a query string writes it: plain, with brackets, nested, or malformed. */
export const bracketKey: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: plainKey, weight: 6 },
  {
    arbitrary: fc
      .tuple(
        plainKey,
        fc.array(fc.oneof(fc.constant(''), fc.nat(3).map(String), plainKey), {
          minLength: 1,
          maxLength: 4,
        }),
      )
      .map(([head, segments]) => head + segments.map((s) => `[${s}]`).join('')),
    weight: 3,
  },
  {
    // Deeper than any form of ours, around and beyond the parser's depth cap.
    arbitrary: fc
      .tuple(plainKey, fc.integer({ min: 5, max: 60 }))
      .map(([head, depth]) => head + '[a]'.repeat(depth)),
    weight: 1,
  },
  {
    arbitrary: fc.constantFrom(
      '[]',
      '[',
      ']',
      'a[',
      'a]',
      'a[[b]]',
      'a[]b',
      '[a]',
      'a[0][1][2]',
      'a[99999999]',
      'a[-1]',
      'a[2147483648]',
      'settings[0][name]',
      'settings[][value]',
      'settings[100][name]',
      '__proto__[polluted]',
      'constructor[prototype][polluted]',
      'a[__proto__][b]',
    ),
    weight: 2,
  },
);

/** A nested body value: text and numbers at their edges, booleans, null, arrays and objects. */
const { tree: bodyTree } = fc.letrec<{
  tree: BodyValue;
  array: BodyValue[];
  object: Record<string, BodyValue>;
}>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: textValue, weight: 5 },
    { arbitrary: fc.constantFrom(...boundaryNumbers), weight: 2 },
    { arbitrary: fc.boolean(), weight: 1 },
    { arbitrary: fc.constant(null), weight: 1 },
    { arbitrary: tie('array'), weight: 1 },
    { arbitrary: tie('object'), weight: 1 },
  ),
  array: fc.array(tie('tree'), { maxLength: 4 }),
  object: fc.dictionary(plainKey, tie('tree'), { maxKeys: 5 }),
}));

/** The shapes of our forms with hostile values: a settings batch, a setting value, a service. */
const formShaped: fc.Arbitrary<Record<string, BodyValue>> = fc.oneof(
  fc.record(
    {
      settings: fc.array(
        fc.record(
          {
            name: fc.oneof(fc.constantFrom(...Object.values(settingNames)), textValue),
            value: bodyTree,
            type: fc.oneof(fc.constantFrom(...settingTypes), textValue),
          },
          { requiredKeys: [] },
        ),
        { maxLength: 4 },
      ),
    },
    { requiredKeys: [] },
  ),
  fc.record({ value: bodyTree, updated_at: textValue }, { requiredKeys: [] }),
  fc.record(
    {
      name: textValue,
      description: textValue,
      category: textValue,
      base_price: bodyTree,
      duration_minutes: bodyTree,
      is_active: bodyTree,
      sort_order: bodyTree,
    },
    { requiredKeys: [] },
  ),
  fc.record(
    {
      email: textValue,
      password: textValue,
      name: textValue,
      phone: textValue,
      message: textValue,
      status: textValue,
    },
    { requiredKeys: [] },
  ),
);

const bodyObject: fc.Arbitrary<Record<string, BodyValue>> = fc.oneof(
  formShaped,
  fc.dictionary(plainKey, bodyTree, { maxKeys: 6 }),
  fc.constant({}),
);

/** Raw pairs sent beside the nested value: bracket keys, repeats, hostile text. */
const rawPairs = fc.array(fc.tuple(bracketKey, textValue), { maxLength: 6 });

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const fileSpec: fc.Arbitrary<FileSpec> = fc.record({
  field: fc.oneof(fc.constantFrom('image', 'file', 'settings[0][value]', 'image[]'), plainKey),
  filename: fc.constantFrom(
    'photo.png',
    'a.jpg',
    '',
    'x.svg',
    '../../evil.png',
    'صورة.png',
    `${'a'.repeat(300)}.png`,
  ),
  type: fc.constantFrom(
    'image/png',
    'image/jpeg',
    'image/webp',
    'image/svg+xml',
    'text/plain',
    'application/octet-stream',
    '',
  ),
  bytes: fc.oneof(
    fc.constant<number[]>([]),
    fc.array(fc.nat(255), { maxLength: 64 }).map((tail) => [...pngSignature, ...tail]),
    fc.array(fc.nat(255), { maxLength: 2048 }),
  ),
});

/** Bodies no well-behaved client sends: broken JSON and multipart, odd content types. */
const rawBody: fc.Arbitrary<BodySpec> = fc.record({
  kind: fc.constant('raw' as const),
  contentType: fc.constantFrom(
    'application/json',
    'application/json; charset=latin1',
    'application/x-www-form-urlencoded',
    'application/x-www-form-urlencoded; charset=utf-16',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=X',
    `multipart/form-data; boundary=${'b'.repeat(300)}`,
    'text/plain',
    'application/xml',
    'application/octet-stream',
    'image/png',
  ),
  payload: fc.oneof(
    fc.constantFrom(
      '',
      '{',
      '{"a":',
      '[1,2',
      'null',
      '"text"',
      '1',
      'true',
      '[]',
      '{"_method":"PUT"',
      '{"__proto__":{"polluted":1}}',
      '{"a":1,"a":2}',
      '['.repeat(5_000),
      '--X\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
      '--X\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--X--\r\n',
      '--X\r\nContent-Disposition: form-data\r\n\r\nb\r\n--X--\r\n',
      '=&'.repeat(2_000),
      'a[=1&b]=2&%=3&%zz=4',
    ),
    textValue,
  ),
});

export const bodySpec: fc.Arbitrary<BodySpec> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'none' as const }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('json' as const),
      value: fc.oneof(bodyObject, bodyTree),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('urlencoded' as const),
      value: bodyObject,
      pairs: rawPairs,
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('multipart' as const),
      value: bodyObject,
      pairs: rawPairs,
      files: fc.array(fileSpec, { maxLength: 2 }),
    }),
    weight: 3,
  },
  { arbitrary: rawBody, weight: 2 },
);

/** A body a route accepts as it is: the fuzz sends it with a field or two changed or dropped. */
export interface BodyTemplate {
  value: { [key: string]: BodyValue };
  files?: FileSpec[];
}

/**
 * A valid body with up to two fields replaced by hostile values or left out, in any encoding: these
 * get past validation to the queries and the storage, where the edges of columns and files lie.
 */
function nearlyValid(template: BodyTemplate): fc.Arbitrary<BodySpec> {
  const keys = Object.keys(template.value);
  const change = fc.tuple(fc.constantFrom(...keys), fc.option(bodyTree, { nil: undefined }));
  return fc
    .record({
      kind: fc.constantFrom('json' as const, 'urlencoded' as const, 'multipart' as const),
      changes: fc.oneof(fc.constant([]), fc.array(change, { minLength: 1, maxLength: 2 })),
    })
    .map(({ kind, changes }) => {
      const value = { ...template.value };
      for (const [key, replacement] of changes) {
        if (replacement === undefined) delete value[key];
        else value[key] = replacement;
      }
      if (kind === 'json') return { kind, value };
      if (kind === 'urlencoded') return { kind, value, pairs: [] };
      return { kind, value, pairs: [], files: template.files ?? [] };
    });
}

// ---------------------------------------------------------------------------------------------
// Paths, query strings, headers
// ---------------------------------------------------------------------------------------------

/** A path segment for `:id`-like params: real ids, ids at the edges, and things that are no id. */
export function paramSegment(knownValues: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.integer({ min: 1, max: 30 }).map(String), weight: 4 },
    ...(knownValues.length > 0 ? [{ arbitrary: fc.constantFrom(...knownValues), weight: 3 }] : []),
    { arbitrary: fc.constantFrom(...boundaryNumbers).map(String), weight: 3 },
    {
      arbitrary: fc.constantFrom(
        '99999999999999999999',
        '9'.repeat(400),
        '1e3',
        '1.0',
        '0x10',
        '%00',
        '1%00',
        '%',
        '%zz',
        '%C0%AE',
        '%F0%9F%99%82',
        '..',
        '%2e%2e',
        '١',
        encodeURIComponent('محمد'),
        encodeURIComponent(' 1'),
      ),
      weight: 3,
    },
    { arbitrary: textValue.map(encodeLoosely), weight: 2 },
  );
}

/** A tail for a wildcard route: pages, assets, the server bundle, traversal, API look-alikes. */
export const pathTail: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    'landing',
    'landing/',
    'about-us',
    'privacy-policy',
    'admin/orders',
    'index.html',
    'assets/app.js',
    'assets/app.css',
    'assets/missing.js',
    'assets',
    'server/render.js',
    'server/page.html',
    '.env',
    '../package.json',
    '..%2f..%2fetc%2fpasswd',
    '%2e%2e/%2e%2e/etc/passwd',
    'api/unknown',
    'uploads/fuzz.png',
    'fuzz.png',
    'x%00.png',
    '%',
    encodeURIComponent('صفحة'),
  ),
  fc.array(paramSegment([]), { minLength: 1, maxLength: 4 }).map((segments) => segments.join('/')),
);

/** percent-encoding that survives lone surrogates (sent as the bytes of U+FFFD). */
export function encodeLoosely(text: string): string {
  return encodeURIComponent(text.replace(/\p{Cs}/gu, '\uFFFD'));
}

/** A query string: known and random keys, brackets, repeats, malformed escapes, many pairs. */
export const queryString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constant(''), weight: 4 },
  {
    arbitrary: fc
      .record({
        pairs: fc.array(fc.tuple(bracketKey, textValue), { maxLength: 8 }),
        encodeBrackets: fc.boolean(),
        repeatFirst: fc.nat(3),
        tail: fc.constantFrom('', '&', '&&', '=', '&=', '%', '%zz', '&a', '#x', '&%E0%A4%A'),
      })
      .map(({ pairs, encodeBrackets, repeatFirst, tail }) => {
        const key = (k: string) => {
          const encoded = encodeLoosely(k);
          return encodeBrackets ? encoded : encoded.replace(/%5B/g, '[').replace(/%5D/g, ']');
        };
        const all = pairs.length > 0 ? [...pairs, ...Array(repeatFirst).fill(pairs[0])] : pairs;
        return all.map(([k, v]) => `${key(k)}=${encodeLoosely(v)}`).join('&') + tail;
      }),
    weight: 8,
  },
  {
    // Around and beyond the cap on pairs (about 1,000).
    arbitrary: fc
      .tuple(fc.constantFrom('=', 'a[]=1', 'page=1', 'a=b'), fc.constantFrom(999, 1_001, 5_000))
      .map(([pair, count]) => Array(count).fill(pair).join('&')),
    weight: 1,
  },
);

const optionalHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/*', 'x/y;;q=a'),
    'accept-encoding': fc.constantFrom(
      'br',
      'gzip',
      'identity',
      '*',
      'br;q=0, gzip;q=0',
      'zstd, x',
    ),
    'accept-language': fc.constantFrom('ar', 'en-US', '*', ';;;'),
    range: fc.constantFrom(
      'bytes=0-0',
      'bytes=-1',
      'bytes=5-1',
      'bytes=0-99999999999999999999',
      'bytes=a-b',
      'bytes=0-1,2-3,4-5',
      'lines=1-2',
    ),
    'if-none-match': fc.constantFrom('*', '"x"', 'W/"1"', 'garbage'),
    'if-modified-since': fc.constantFrom(
      'garbage',
      new Date(0).toUTCString(),
      'Fri, 31 Dec 9999 23:59:59 GMT',
    ),
    'x-forwarded-for': fc.constantFrom('10.0.0.1', '1.2.3.4, 5.6.7.8', 'garbage', '::1'),
    origin: fc.constantFrom('https://evil.example', 'null'),
  },
  { requiredKeys: [] },
);

const credential: fc.Arbitrary<Credential> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'admin' as const }), weight: 7 },
  { arbitrary: fc.constant({ kind: 'none' as const }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('header' as const),
      value: fc.constantFrom(
        'Bearer ',
        'Bearer abc',
        `Bearer ${'A'.repeat(43)}`,
        'Basic YWRtaW46YWRtaW4=',
        'bearer',
        `Bearer ${'x'.repeat(5_000)}`,
      ),
    }),
    weight: 1,
  },
);

/** What a route's real records and files are called, so some requests reach past the 404s and 422s. */
export interface KnownInputs {
  /** Values of a path param (`id`, `name`, or `*` for a wildcard's tail) that name something real. */
  params: (param: string) => readonly string[];
  /** Whole query strings the route accepts (e.g. `format=csv` for the export). */
  queries: readonly string[];
  /** Bodies the route accepts (its writes), to be sent nearly as they are. */
  bodies: readonly BodyTemplate[];
}

/** The requests to fuzz one route with. */
export function fuzzRequestFor(
  route: { method: string; url: string },
  known: KnownInputs,
): fc.Arbitrary<FuzzRequest> {
  const params = [...route.url.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((match) => {
    const values = known.params(match[1] ?? '*');
    const generated = match[0] === '*' ? pathTail : paramSegment(values);
    return match[0] === '*' && values.length > 0
      ? fc.oneof(
          { arbitrary: fc.constantFrom(...values), weight: 2 },
          { arbitrary: generated, weight: 1 },
        )
      : generated;
  });
  const query =
    known.queries.length === 0
      ? queryString
      : fc.oneof(
          queryString,
          fc
            .tuple(fc.constantFrom(...known.queries), queryString)
            .map(([head, rest]) => (rest === '' ? head : `${head}&${rest}`)),
        );
  const takesBody = !['GET', 'HEAD'].includes(route.method);
  return fc.record({
    credential,
    params: fc.tuple(...params),
    query,
    body: !takesBody
      ? fc.constant({ kind: 'none' as const })
      : known.bodies.length === 0
        ? bodySpec
        : fc.oneof(bodySpec, fc.oneof(...known.bodies.map(nearlyValid))),
    spoof: takesBody
      ? fc.option(
          fc.constantFrom(
            'PUT',
            'PATCH',
            'DELETE',
            'put',
            ' patch ',
            'GET',
            'POST',
            'HEAD',
            'OPTIONS',
            '',
          ),
          { freq: 3 },
        )
      : fc.constant(null),
    headers: optionalHeaders,
    remoteAddress: fc.oneof(fc.ipV4(), fc.ipV6(), fc.constant('127.0.0.1')),
  });
}

// ---------------------------------------------------------------------------------------------
// Encoding
// ---------------------------------------------------------------------------------------------

/** `{ a: { b: [1] } }` → `[['a[b][0]', '1']]`, as a browser form would send it. */
export function bracketPairs(value: BodyValue, prefix = ''): [string, string][] {
  if (value === null) return prefix ? [[prefix, '']] : [];
  if (Array.isArray(value))
    return value.flatMap((item, i) => bracketPairs(item, `${prefix}[${i}]`));
  if (typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      bracketPairs(item, prefix ? `${prefix}[${key}]` : key),
    );
  return prefix ? [[prefix, String(value)]] : [];
}

function withSpoof(pairs: [string, string][], spoof: string | null): [string, string][] {
  return spoof === null ? pairs : [['_method', spoof], ...pairs];
}

async function encodedBody(
  body: BodySpec,
  spoof: string | null,
): Promise<{ payload?: string | Buffer; headers: Record<string, string> }> {
  switch (body.kind) {
    case 'none':
      return { headers: {} };
    case 'json': {
      const value =
        spoof !== null &&
        body.value !== null &&
        typeof body.value === 'object' &&
        !Array.isArray(body.value)
          ? { _method: spoof, ...body.value }
          : body.value;
      return { payload: JSON.stringify(value), headers: { 'content-type': 'application/json' } };
    }
    case 'urlencoded': {
      const pairs = withSpoof([...bracketPairs(body.value), ...body.pairs], spoof);
      return {
        payload: pairs.map(([k, v]) => `${encodeLoosely(k)}=${encodeLoosely(v)}`).join('&'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      };
    }
    case 'multipart': {
      const form = new FormData();
      for (const [k, v] of withSpoof([...bracketPairs(body.value), ...body.pairs], spoof))
        form.append(k, v);
      for (const file of body.files)
        form.append(
          file.field,
          new Blob([new Uint8Array(file.bytes)], { type: file.type }),
          file.filename,
        );
      return multipart(form);
    }
    case 'raw':
      return { payload: body.payload, headers: { 'content-type': body.contentType } };
  }
}

/** The `inject` options of a generated request for `route` (`authorization`: the admin's header). */
export async function injectOptionsOf(
  route: { method: string; url: string },
  request: FuzzRequest,
  adminAuthorization: string,
): Promise<InjectOptions> {
  let index = 0;
  const path = route.url.replace(/:[A-Za-z0-9_]+|\*/g, () => request.params[index++] ?? '');
  const { payload, headers: bodyHeaders } = await encodedBody(request.body, request.spoof);
  const authorization =
    request.credential.kind === 'admin'
      ? adminAuthorization
      : request.credential.kind === 'header'
        ? request.credential.value
        : undefined;
  return {
    method: route.method as InjectOptions['method'],
    url: request.query === '' ? path : `${path}?${request.query}`,
    headers: {
      ...request.headers,
      ...bodyHeaders,
      ...(authorization === undefined ? {} : { authorization }),
    },
    remoteAddress: request.remoteAddress,
    ...(payload === undefined ? {} : { payload }),
  };
}
