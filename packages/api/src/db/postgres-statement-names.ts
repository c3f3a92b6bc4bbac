import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * PostgreSQL's prepared statements for the queries the server asks again and again
 * (ARCHITECTURE.md "A request's cost"). Kysely sends every query unnamed, and PostgreSQL parses and
 * plans an unnamed statement at each call: for a deep page of the orders list that was ~0.8 of its
 * ~1.6 ms in the backends (parse 0.03–0.07 ms and plan 0.05–0.3 ms for each of its six
 * statements), CPU that the backends, at normal priority, take from the visitors while admins
 * work. A named statement is parsed once per connection, and after five runs PostgreSQL keeps a
 * generic plan when it costs no more than the ones made for each run's values.
 *
 * Which texts get a name: reads and writes (not DDL, which migrations run once), seen at least
 * twice (a one-off query does not keep a statement on every connection), and none that selects
 * `*`: a column added by a newer server's migration would change its result, and PostgreSQL
 * refuses to run such a statement again ("cached plan must not change result type").
 *
 * Nor a text whose best plan depends on its values: a search (`like` a pattern) or a list of ids
 * (`= any($n)`). After five runs PostgreSQL may keep a generic plan made without the values, and
 * for these it judged by the runs it had seen: an admin who searched orders for a rare name a few
 * times got the customer index's plan for every search after, and "محمد" (2,000 customers,
 * 20,000 orders) went from 11 to 75 ms a page. Sent unnamed, each run is planned for its values.
 */
export const statementNaming = {
  /** Names given in all, per process (each is a statement on each connection that runs it). */
  namesAtMost: 256,
  /** Runs of a text before it is named. */
  runsBeforeNaming: 2,
  /** Texts whose runs are counted at once; past it the count starts again. */
  textsCountedAtMost: 4096,
};

const NAMEABLE = /^\s*(select|with|insert|update|delete)\b/i;
const SELECTS_ALL = /\bselect\s+\*|\.\*/i;
/** A pattern match or an array of values (db/id-list.ts): the plan depends on the values. */
const PLANNED_FOR_ITS_VALUES = /\bi?like\b|=\s*any\s*\(/i;

/** The names this process gives its statements, one per text. */
export class StatementNames {
  readonly #names = new Map<string, string>();
  readonly #runs = new Map<string, number>();

  /** The statement's name, or undefined to send it unnamed. */
  nameOf(text: string): string | undefined {
    const known = this.#names.get(text);
    if (known !== undefined) return known;
    if (this.#names.size >= statementNaming.namesAtMost) return undefined;
    if (!NAMEABLE.test(text) || SELECTS_ALL.test(text) || PLANNED_FOR_ITS_VALUES.test(text))
      return undefined;
    const runs = (this.#runs.get(text) ?? 0) + 1;
    if (runs < statementNaming.runsBeforeNaming) {
      if (this.#runs.size >= statementNaming.textsCountedAtMost) this.#runs.clear();
      this.#runs.set(text, runs);
      return undefined;
    }
    this.#runs.delete(text);
    // Unique per text (pg refuses one name for two texts on a connection); under 63 bytes.
    const name = `laqta_${createHash('sha1').update(text).digest('hex').slice(0, 32)}`;
    this.#names.set(text, name);
    return name;
  }
}

type Query = (...args: unknown[]) => unknown;

/**
 * A pg `Client` class whose `query(text, values)` (the form Kysely uses) runs a statement named
 * by `names`; every other form is pg's own.
 */
export function namingClient(names: StatementNames): typeof pg.Client {
  const plainQuery = pg.Client.prototype.query as Query;
  class NamingClient extends pg.Client {}
  (NamingClient.prototype as { query: Query }).query = function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const [text, values] = args;
    if (args.length === 2 && typeof text === 'string' && Array.isArray(values)) {
      const name = names.nameOf(text);
      if (name !== undefined) return plainQuery.call(this, { name, text, values });
    }
    return plainQuery.apply(this, args);
  };
  return NamingClient;
}
