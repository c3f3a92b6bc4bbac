import { sql, type Kysely } from 'kysely';
import {
  SUGGESTION_PREVIEW_LENGTH,
  digitsOnly,
  type Suggestion,
  type SuggestionListItem,
  type SuggestionListQuery,
  type SuggestionStatus,
} from '@laqta/contract';
import type { Dialect } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import type { SuggestionRow } from '../../db/tables/public.js';
import {
  contains,
  countRows,
  searchColumnContains,
  sortColumn,
  type SearchColumn,
  type CountCap,
} from '../../http/list-query.js';
import { nowIso } from '../../time.js';
import { selectedIdsOf } from '../../export/selection.js';

export function toSuggestion(row: SuggestionRow): Suggestion {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    source: row.source,
    status: row.status,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Suggestions' folded names, messages and phones, and their trigrams (migration 0009). */
const suggestionName: SearchColumn = {
  table: 'suggestions',
  column: 'name_search',
  trigramTable: 'suggestions_search',
};
const suggestionMessage: SearchColumn = { ...suggestionName, column: 'message_search' };
const suggestionPhone: SearchColumn = { ...suggestionName, column: 'phone_search' };

/**
 * Suggestions matching the search and filters: the text folded (normalizeArabic) in names,
 * messages and e-mails; a phone (any digits, spaces, dashes, +) also in phones.
 */
export function matchingSuggestions(db: Kysely<DB>, dialect: Dialect, query: SuggestionListQuery) {
  let rows = db.selectFrom('suggestions');
  if (query.search) {
    const text = query.search;
    const phone = digitsOnly(text);
    rows = rows.where((eb) =>
      eb.or([
        searchColumnContains(dialect, suggestionName, text),
        searchColumnContains(dialect, suggestionMessage, text),
        contains(dialect, { asIs: 'suggestions.email' }, text),
        ...(phone === undefined ? [] : [searchColumnContains(dialect, suggestionPhone, phone)]),
      ]),
    );
  }
  if (query.status) rows = rows.where('status', '=', query.status);
  if (query.source) rows = rows.where('source', '=', query.source);
  // An export of hand-picked rows ("export selected") keeps only those.
  const selected = selectedIdsOf(query);
  if (selected !== undefined) rows = rows.where('suggestions.id', 'in', selected);
  return rows;
}

export const suggestionSortColumns: Record<SuggestionListQuery['sort']['field'], string> = {
  name: 'name',
  source: 'source',
  status: 'status',
  created_at: 'created_at',
};

/** The first characters of a message, with an ellipsis when there is more. */
function previewOf(head: string): string {
  return head.length > SUGGESTION_PREVIEW_LENGTH
    ? `${head.slice(0, SUGGESTION_PREVIEW_LENGTH).trimEnd()}…`
    : head;
}

export async function countSuggestions(
  db: Kysely<DB>,
  dialect: Dialect,
  query: SuggestionListQuery,
  cap?: CountCap,
): Promise<number> {
  return countRows(matchingSuggestions(db, dialect, query), cap);
}

export async function suggestionPage(
  db: Kysely<DB>,
  dialect: Dialect,
  query: SuggestionListQuery,
  limit: number,
  offset: number,
): Promise<SuggestionListItem[]> {
  const { column, direction } = sortColumn(query.sort, suggestionSortColumns);
  const rows = await matchingSuggestions(db, dialect, query)
    .select(['id', 'name', 'email', 'phone', 'source', 'status', 'created_at', 'updated_at'])
    // Only the head of each message leaves the database (one more character tells "there is more").
    .select(sql<string>`substr(message, 1, ${SUGGESTION_PREVIEW_LENGTH + 1})`.as('message_head'))
    .orderBy(column, direction)
    .orderBy('id', direction)
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(({ message_head, ...row }) => ({
    ...row,
    message_preview: previewOf(message_head),
  }));
}

export function findSuggestion(db: Kysely<DB>, id: number): Promise<SuggestionRow | undefined> {
  return db.selectFrom('suggestions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function setSuggestionStatus(
  db: Kysely<DB>,
  id: number,
  status: SuggestionStatus,
): Promise<SuggestionRow | undefined> {
  return db
    .updateTable('suggestions')
    .set({ status, updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
