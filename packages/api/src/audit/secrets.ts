/**
 * Keys whose values never enter the audit trail, wherever they sit in a before/after object:
 * anything that is, or would let someone make, a credential. Matched case-insensitively as parts
 * of a key (`password_hash`, `access_token`, `totpSecret`, `recovery_codes`…).
 */
const SECRET_KEY =
  /pass(word)?|token|hash|secret|otp|recovery|api_?key|credential|cookie|authorization/i;

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

/** A copy of `value` without any secret key, at any depth (arrays walked too). */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !isSecretKey(key))
      .map(([key, inner]) => [key, withoutSecrets(inner)]),
  );
}
