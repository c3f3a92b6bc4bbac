/** Encodes a FormData the way a browser does, for `inject`: `{ payload, headers }`. */
export async function multipart(
  form: FormData,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/** `{ a: 'x' }` → `a=x` with application/x-www-form-urlencoded. */
export function urlencoded(fields: Record<string, string>): {
  payload: string;
  headers: Record<string, string>;
} {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}
