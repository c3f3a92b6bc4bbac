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

export interface KeptAnswersOptions {
  /**
   * Keep a drawn answer only from its second ask (RecentReads): a visitor process, which answers
   * the back office's kept reads while visitors are few (process/admin-forwarding.ts).
   */
  keepFromSecondAsk?: boolean;
}

/**
 * The kept reads asked recently, by their key (route, parsed query, `keyOf`), for a process that
 * keeps an answer only from its second ask. Most reads asked once are never asked again (a page
 * deep in a list, paged through once): kept, they would push the answers asked again and again (a
 * list's first page, the dashboard) out of what the process keeps.
 */
export class RecentReads {
  readonly #asked: LRUCache<string, true>;

  constructor(remembered: number) {
    this.#asked = new LRUCache({ max: remembered });
  }

  /** Notes that `key` is asked; whether it was asked before (among the last `remembered`). */
  askedBefore(key: string): boolean {
    const before = this.#asked.has(key);
    this.#asked.set(key, true);
    return before;
  }
}

/** How many kept reads' keys RecentReads remembers: a few times what a process keeps. */
const READS_REMEMBERED = 1_024;

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
 * the answers kept are the same for every admin. With `keepFromSecondAsk` (a visitor process) an
 * answer is kept only when its key was asked before (RecentReads).
 */
export default fp<KeptAnswersOptions>(
  async (app, { keepFromSecondAsk = false }) => {
    const store = new KeptAnswerStore();
    const recentReads = keepFromSecondAsk ? new RecentReads(READS_REMEMBERED) : undefined;
    app.decorateRequest(toKeep, null);
    app.decorateRequest('keptVersions', null);

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
          // under the new version. An answer is drawn from settings at least as new as its key
          // says.
          await settingsAtLeast(app.db, of.settings);
          request.keptVersions = of;
          if (recentReads === undefined || recentReads.askedBefore(key))
            (request as KeepingRequest)[toKeep] = { key, versions };
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
      // GET only (its automatic HEAD twin draws its answer each time): nothing else is a read.
      if (methods.some((method) => method !== 'GET')) return;
      route.preHandler = [[route.preHandler ?? []].flat(), lookUp(kept)].flat();
      route.onSend = [[route.onSend ?? []].flat(), keep].flat();
    });
  },
  { name: 'laqta-kept-answers', fastify: '5.x' },
);
