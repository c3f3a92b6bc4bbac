/**
 * "Export selected" (issue 14): an export query may carry `ids` (the contract's
 * `exportSelectionField`, at most BULK_MAX_IDS, already validated), the rows an admin hand-picked.
 * Each list's matching query keeps only those, beside its search and filters, so the export's
 * count and its chunks agree:
 *
 *   const ids = selectedIdsOf(query);
 *   if (ids !== undefined) rows = rows.where('customers.id', 'in', ids);
 *
 * The list pages and the bulk filter parse their queries without `ids`, so for them this is
 * always undefined and nothing changes.
 */
export function selectedIdsOf(query: object): readonly number[] | undefined {
  const ids = (query as { ids?: unknown }).ids;
  return Array.isArray(ids) && ids.length > 0 ? (ids as number[]) : undefined;
}
