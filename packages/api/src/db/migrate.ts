import {
  Migrator,
  sql,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
} from 'kysely';
import { dialectOf } from './dialect.js';
import { migrations } from './migrations/index.js';

/** Serves the in-code migration list (bundled into dist/main.js, so no folder scanning). */
export class ListMigrationProvider implements MigrationProvider {
  constructor(private readonly list: Record<string, Migration>) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return this.list;
  }
}

/**
 * `schema`: PostgreSQL only, where the migration tables live. Kysely otherwise takes a
 * `kysely_migration` table in *any* schema of the database as ours (and then fails to use it).
 */
export function createMigrator<T>(
  db: Kysely<T>,
  list: Record<string, Migration> = migrations,
  schema?: string,
): Migrator {
  return new Migrator({
    db,
    provider: new ListMigrationProvider(list),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

/** The schema unqualified names resolve to (search_path), on PostgreSQL. */
async function currentSchemaOf<T>(db: Kysely<T>): Promise<string | undefined> {
  if (dialectOf(db) !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(
    db,
  );
  return rows[0]?.schema ?? undefined;
}

/** Applies every pending migration; throws the first failure (its migration rolled back). */
export async function migrateToLatest<T>(
  db: Kysely<T>,
  list?: Record<string, Migration>,
): Promise<string[]> {
  const migrator = createMigrator(db, list, await currentSchemaOf(db));
  const { error, results }: MigrationResultSet = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    const what = failed ? `Migration ${failed}` : 'Database migration';
    throw new Error(`${what} failed: ${reason}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
