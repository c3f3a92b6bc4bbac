import type {
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { readCacheVersions, type CacheVersionName } from '../db/cache-version.js';
import { settingsAtLeast } from '../modules/settings/queries.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This GET route's answers are kept while what they are drawn from is unchanged. */
    kept?: KeptAnswers;
  }
  interface FastifyInstance {
    /** Whether another process draws the kept answers this one sends (`drawnBy` below). */
    keptAnswersDrawnElsewhere: boolean;
  }
  interface FastifyRequest {
    /**
     * The cache versions read before this request's answer is drawn, when it is to be kept: what
     * the handler draws under them may be kept under them too (db/kept-while-unchanged.ts).
     */
    keptVersions: Readonly<Partial<Record<CacheVersionName, number>>> | null;
  }
}

/** How a route's answers are kept (`config: { kept: { versions: ['marketplace'] } }`). */
export interface KeptAnswers {
  /**
   * The cache versions of the rows the answer is drawn from (db/cache-version.ts). The settings'
   * (currency, time zone) is always part of it.
   */
  versions: readonly Exclude<CacheVersionName, 'settings'>[];
  /**
   * What else shapes the answer besides the route and its parsed query: the business month of a
   * dashboard figure, or a list's tuning (which tests lower to reach both of its query plans).
   */
  keyOf?: (request: FastifyRequest) => string | Promise<string>;
  /** Requests whose answers are never kept: those drawn from the moment ("pending for 24 h"). */
  unless?: (request: FastifyRequest) => boolean;
}

/** An answer drawn by another process (the admin process: process/admin-forwarding.ts `draw`). */
export interface DrawnAnswer {
  status: number;
  contentType: string;
  body: string;
  /** The process that drew it (its `x-served-by`). */
  drawnBy: string;
}

export interface KeptAnswersOptions {
  /**
   * Where answers missing here are drawn, instead of by the route's own handler: a visitor
   * process hands their drawing to the admin process (at the lowest CPU priority) and keeps and
   * sends what it answers, so an answer it keeps costs no hop at all.
   */
  drawnBy?: (request: FastifyRequest) => Promise<DrawnAnswer>;
}

/** How much one process keeps, the least recently asked dropped first. */
export const keptAnswerTuning = { answers: 256, characters: 8 * 1024 * 1024 };

interface KeptAnswer {
  versions: string;
  body: string;
}

/** Answers by key, each with the versions it was drawn under, within `keptAnswerTuning`. */
class KeptAnswerStore {
  #answers = KeptAnswerStore.#bounded();

  static #bounded() {
    return new LRUCache<string, KeptAnswer>({
      max: keptAnswerTuning.answers,
      maxSize: keptAnswerTuning.characters,
      sizeCalculation: (answer) => Math.max(1, answer.body.length),
    });
  }

  /** The answer kept for `key` if it was drawn under `versions` (then the most recently asked). */
  get(key: string, versions: string): string | undefined {
    const kept = this.#answers.get(key);
    return kept?.versions === versions ? kept.body : undefined;
  }

  set(key: string, versions: string, body: string): void {
    // Bounds other than the last ones (tests lower them) start over.
    const { answers, characters } = keptAnswerTuning;
    if (this.#answers.max !== answers || this.#answers.maxSize !== characters)
      this.#answers = KeptAnswerStore.#bounded();
    this.#answers.set(key, { versions, body });
  }
}

/** What a request that missed will keep once its answer is written: its key and versions. */
const toKeep = Symbol('laqta.toKeep');
type KeepingRequest = FastifyRequest & { [toKeep]: { key: string; versions: string } | null };

/**
 * The back office's most asked reads (the orders list, the dashboard's parts) answered again
 * without drawing them again, while the data they come from is unchanged (issues 15 and 21): an
 * admin landing on the orders list or the dashboard, another opening the same page, the app
 * refetching it when its tab regains focus, an admin paging back through a search.
 *
 * A route opts in with `config: { kept }`. Before its handler, the versions it names are read (one
 * primary-key statement: the database moves them in the transaction of every write to what they
 * stand for, migrations 0042, 0051, 0052, so a write through any process, the public site's
 * bookings and an operator's SQL included, is seen by the next request); an answer kept for the
 * same route, parsed query and `keyOf` under the same versions is sent as the bytes it was
 * written as, and the handler does not run. Otherwise the handler answers and its 200 is kept.
 * The versions are read before the rows, so an answer is never kept under versions newer than the
 * rows it shows. The token and role checks run before, on every request (plugins/auth.ts), and
 * the answers kept are the same for every admin.
 */
export default fp<KeptAnswersOptions>(
  async (app, { drawnBy }) => {
    const store = new KeptAnswerStore();
    app.decorateRequest(toKeep, null);
    app.decorateRequest('keptVersions', null);
    app.decorate('keptAnswersDrawnElsewhere', drawnBy !== undefined);

    const drawElsewhere =
      drawnBy &&
      (async (request: FastifyRequest, reply: FastifyReply) => {
        const answer = await drawnBy(request);
        if (answer.drawnBy) reply.header('x-served-by', answer.drawnBy);
        return reply.code(answer.status).type(answer.contentType).send(answer.body);
      });

    const lookUp =
      (kept: KeptAnswers): preHandlerAsyncHookHandler =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        if (kept.unless?.(request)) return;
        const [read, also] = await Promise.all([
          readCacheVersions(app.db, [...kept.versions, 'settings']),
          kept.keyOf?.(request),
        ]);
        if (read === undefined) return;
        const { versions, of } = read;
        const key = `${request.routeOptions.url}\u0000${JSON.stringify(request.query)}\u0000${also ?? ''}`;
        const body = store.get(key, versions);
        if (body === undefined) {
          // This process keeps the settings in memory and rereads them every 250 ms: one read
          // before another process saved them would draw the answer with the old currency, kept
          // under the new version. Drawn here or in the admin process (which reads the versions
          // again), an answer is drawn from settings at least as new as its key says.
          await settingsAtLeast(app.db, of.settings);
          (request as KeepingRequest)[toKeep] = { key, versions };
          request.keptVersions = of;
          return;
        }
        return reply.type('application/json; charset=utf-8').send(body);
      };

    const keep: onSendHookHandler = (request, reply, payload, done) => {
      const pending = (request as KeepingRequest)[toKeep];
      if (pending !== null && reply.statusCode === 200 && typeof payload === 'string')
        store.set(pending.key, pending.versions, payload);
      done(null, payload);
    };

    app.addHook('onRoute', (route) => {
      const kept = route.config?.kept;
      if (kept === undefined) return;
      const methods = [route.method].flat();
      // Never drawn here when another process draws them (the HEAD twin of a read included).
      if (drawElsewhere && methods.every((method) => method === 'GET' || method === 'HEAD'))
        route.handler = drawElsewhere;
      // GET only (its automatic HEAD twin draws its answer each time): nothing else is a read.
      if (methods.some((method) => method !== 'GET')) return;
      route.preHandler = [[route.preHandler ?? []].flat(), lookUp(kept)].flat();
      route.onSend = [[route.onSend ?? []].flat(), keep].flat();
    });
  },
  { name: 'laqta-kept-answers', fastify: '5.x' },
);
