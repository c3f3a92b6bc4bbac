import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * `trx` as a Kysely whose own `.transaction()` joins `trx` instead of throwing (Kysely has no
 * nested transactions). A module's query that opens a transaction of its own (settings' batch
 * store, say) then runs inside the route's, next to the audit event, without each query having
 * to take a transaction parameter.
 */
function joiningNestedTransactions(trx: Transaction<DB>): Transaction<DB> {
  const joined: Transaction<DB> = new Proxy(trx, {
    get(target, property) {
      if (property === 'transaction')
        return () => ({
          execute: <T>(work: (inner: Transaction<DB>) => Promise<T>) => work(joined),
        });
      const value: unknown = Reflect.get(target, property, target);
      // Kysely's classes keep private fields: their methods must run on the real instance.
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
  return joined;
}

/**
 * Runs a change and its audit event in one transaction: `work` gets the transaction to pass to
 * both the change's queries and recordAuditEvent. Any throw rolls back both.
 */
export function auditedChange<T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute((trx) => work(joiningNestedTransactions(trx)));
}
