import type { Migration } from 'kysely';

/**
 * Every migration, in order of their keys. One migration set runs on SQLite and PostgreSQL.
 * Each area adds one line here; keys are `NNNN_area` and never change once merged.
 */
export const migrations: Record<string, Migration> = {};
