import type { CompiledQuery, Compilable, Kysely } from 'kysely';

interface Prepared<R> {
  query: CompiledQuery<R>;
  /** Where each value goes among the query's parameters. */
  slots: number[];
}

const isPlainObject = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  !(value instanceof Date) &&
  !(value instanceof Uint8Array);

/**
 * A query whose shape never changes, built and compiled once per database (or transaction) and
 * then run with new values. Kysely builds and compiles a query on every call — for a small select
 * that was more time than SQLite's own (~0.1 ms on the token check each admin request makes,
 * issue 15). `build` receives placeholders instead of the values: each must reach the SQL as a
 * bound parameter (a `where` value, a `limit`, one item of an `in` list), never shape it (a whole
 * list, an optional filter), or the compile below throws. A query may take any number of values
 * (`...ids` for an `in` list): it is compiled once per count.
 *
 *   const tokenRow = preparedQuery((db: Kysely<DB>, hash: string) =>
 *     db.selectFrom('admin_tokens').selectAll().where('token_hash', '=', hash));
 *   const rows = await tokenRow(db, hashOf(token));
 */
export function preparedQuery<D, V extends readonly unknown[], R>(
  build: (db: Kysely<D>, ...values: V) => Compilable<R>,
): (db: Kysely<D>, ...values: V) => Promise<R[]> {
  const compiled = new WeakMap<Kysely<D>, Map<number, Prepared<R>>>();
  return async (db, ...values) => {
    // A list or an object would be spread over several parameters, or become a shape of its own.
    if (values.some((value) => Array.isArray(value) || isPlainObject(value)))
      throw new Error('preparedQuery: a value is not one bound parameter');
    let byCount = compiled.get(db);
    if (byCount === undefined) compiled.set(db, (byCount = new Map()));
    let prepared = byCount.get(values.length);
    if (prepared === undefined) {
      // Placeholders no caller's value can equal: their positions among the parameters.
      const placeholders = values.map((_, i) => `\u0000laqta-placeholder-${i}\u0000`);
      const query = build(db, ...(placeholders as unknown as V)).compile();
      const slots = placeholders.map((placeholder) => query.parameters.indexOf(placeholder));
      const misplaced = slots.findIndex(
        (slot, i) =>
          slot < 0 || query.parameters.filter((value) => value === placeholders[i]).length !== 1,
      );
      if (misplaced >= 0)
        throw new Error(`preparedQuery: a value (${misplaced}) is not one bound parameter`);
      prepared = { query, slots };
      byCount.set(values.length, prepared);
    }
    const parameters = [...prepared.query.parameters];
    prepared.slots.forEach((slot, i) => (parameters[slot] = values[i]));
    const result = await db.executeQuery<R>({ ...prepared.query, parameters });
    return result.rows;
  };
}
