import { nestBracketKeys } from './bracket-keys.js';

/** Query strings nest like form bodies: `?filter[status]=pending` → `{ filter: { status: 'pending' } }`. */
export function parseQueryString(query: string): Record<string, unknown> {
  return nestBracketKeys(new URLSearchParams(query));
}
