/**
 * Laravel's method spoofing: which method a POST body asks for with `_method` (PUT, PATCH or
 * DELETE), read from the raw bytes before any body parser runs (plugins/laravel-forms.ts).
 */

const spoofable = new Set(['PUT', 'PATCH', 'DELETE']);
export type FormKind = 'multipart' | 'urlencoded' | 'json';

/** The body kinds that may carry `_method`. */
export function formKindOf(contentType: string | undefined): FormKind | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'multipart/form-data') return 'multipart';
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded';
  if (type === 'application/json') return 'json';
  return null;
}

/** PUT, PATCH or DELETE when the body asks for it with `_method`; otherwise null (stay a POST). */
export async function spoofedMethodOf(
  kind: FormKind,
  body: Buffer,
  contentType: string,
): Promise<string | null> {
  let value: unknown = null;
  if (kind === 'urlencoded') {
    if (!body.includes('_method=')) return null;
    value = new URLSearchParams(body.toString('utf8')).get('_method');
  } else if (kind === 'json') {
    if (!body.includes('"_method"')) return null; // most JSON bodies: no second parse
    try {
      const parsed: unknown = JSON.parse(body.toString('utf8'));
      if (parsed !== null && typeof parsed === 'object')
        value = (parsed as Record<string, unknown>)._method;
    } catch {
      return null; // the JSON parser answers the error later
    }
  } else if (body.includes('name="_method"')) {
    // Rare path (only forms that hold `_method`): let the platform's multipart parser find it.
    try {
      const form = await new Response(body, {
        headers: { 'content-type': contentType },
      }).formData();
      value = form.get('_method');
    } catch {
      return null; // the multipart parser answers the error later
    }
  }
  return spoofedMethodIn(value);
}

/** PUT, PATCH or DELETE when a parsed `_method` value names one; otherwise null. */
export function spoofedMethodIn(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const method = value.trim().toUpperCase();
  return spoofable.has(method) ? method : null;
}
