import { fillPath, type AdminPagePath } from '@laqta/contract';

/** A page of one record (`/admin/users/:id`): where a list's rows and a detail's links lead. */
export type AdminRecordPage = Extract<AdminPagePath, `${string}/:id`>;

/** Where a record leads: `recordHref(adminPaths.pages.order)({ id: 7 })` → `/admin/orders/7`. */
export function recordHref(page: AdminRecordPage) {
  return (record: { id: number }): string => fillPath(page, { id: record.id });
}

/**
 * A list page narrowed by filters, e.g. a customer's orders:
 * `listHref(adminPaths.pages.orders, { customer_id: 42 })` → `/admin/orders?customer_id=42`.
 * The names are the API's query names, which the list keeps in its URL (`useListState`).
 */
export function listHref(
  page: Exclude<AdminPagePath, AdminRecordPage>,
  filters: Record<string, string | number>,
): string {
  const query = new URLSearchParams(
    Object.entries(filters).map(([name, value]) => [name, String(value)]),
  );
  return `${page}?${query.toString()}`;
}
