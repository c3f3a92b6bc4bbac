/**
 * A random key made once per form (the contract's `idempotency_key`, 8–100 of [A-Za-z0-9_-]): a
 * second press, a retry after a lost answer or a double tap sends the same key, and the server
 * answers the same order instead of making two. crypto.randomUUID needs a secure context, so a
 * page served over plain http (a local network) falls back to getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
