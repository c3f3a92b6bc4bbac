import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { nestFormText } from './bracket-keys.js';

const refusal = Symbol('laqta.refusedQuery');

/**
 * Query strings nest like form bodies: `?filter[status]=pending` → `{ filter: { status: 'pending' } }`.
 * Fastify calls this while routing, where a throw would escape every handler and crash the
 * process, so a query refused by the parser (too many pairs, too deep) becomes a marked value that
 * `refuseUnparsedQuery` answers as its error.
 */
export function parseQueryString(query: string): Record<string, unknown> {
  try {
    return nestFormText(query);
  } catch (error) {
    return { [refusal]: error instanceof Error ? error : new Error(String(error)) };
  }
}

/**
 * An onRequest hook: answers the parser's refusal (413/422) before anything reads the query.
 * A callback, not an async function: it runs on every request, and a promise each is measurable.
 */
export function refuseUnparsedQuery(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const query = request.query as Record<symbol, unknown> | undefined;
  const refused = query?.[refusal];
  done(refused instanceof Error ? refused : undefined);
}
