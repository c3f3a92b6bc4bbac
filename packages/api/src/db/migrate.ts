import {
  Migrator,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
} from 'kysely';
import { migrations } from './migrations/index.js';

/** Serves the in-code migration list (bundled into dist/main.js, so no folder scanning). */
export class ListMigrationProvider implements MigrationProvider {
  constructor(private readonly list: Record<string, Migration>) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return this.list;
  }
}

export function createMigrator<T>(
  db: Kysely<T>,
  list: Record<string, Migration> = migrations,
): Migrator {
  return new Migrator({ db, provider: new ListMigrationProvider(list) });
}

/** Applies every pending migration; throws the first failure (its migration rolled back). */
export async function migrateToLatest<T>(
  db: Kysely<T>,
  list?: Record<string, Migration>,
): Promise<string[]> {
  const { error, results }: MigrationResultSet = await createMigrator(db, list).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    const what = failed ? `Migration ${failed}` : 'Database migration';
    throw new Error(`${what} failed: ${reason}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
