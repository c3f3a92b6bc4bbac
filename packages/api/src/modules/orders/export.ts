import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  orderExportColumns,
  type orderExportQuerySchema,
  orderStatusLabels,
  type ListQuery,
  type OrderListItem,
} from '@laqta/contract';
import { keysetAfter, keysetChunks } from '../../export/keyset.js';
import {
  cellFormats,
  dateCell,
  moneyCell,
  sendSpreadsheet,
  type SpreadsheetColumn,
} from '../../export/spreadsheet.js';
import { sortColumn } from '../../http/list-query.js';
import { readTimeZone } from '../settings/queries.js';
import {
  countOrders,
  matchingOrders,
  orderRowsWithNames,
  orderSortColumns,
  resolveOrderSearch,
  toOrder,
} from './queries.js';

export type OrderExportQuery = ListQuery<typeof orderExportQuerySchema>;

const cells: Record<
  (typeof orderExportColumns)[number]['key'],
  Omit<SpreadsheetColumn<OrderListItem>, 'header'>
> = {
  code: { cell: (o) => o.code, width: 12 },
  created_at: { cell: (o) => dateCell(o.created_at), numFmt: cellFormats.dateTime },
  status: { cell: (o) => orderStatusLabels[o.status] },
  customer: { cell: (o) => o.customer.name, width: 24 },
  photographer: { cell: (o) => o.photographer?.name ?? null, width: 24 },
  service: { cell: (o) => o.service.name, width: 20 },
  city: { cell: (o) => o.city },
  session_at: { cell: (o) => dateCell(o.session_at), numFmt: cellFormats.dateTime },
  price: { cell: (o) => moneyCell(o.price), numFmt: cellFormats.money },
};
const columns = orderExportColumns.map((c) => ({ header: c.header, ...cells[c.key] }));

/**
 * Every order matching the orders list's search and filters, in its order, as XLSX or CSV (the
 * shared exporter): each chunk's ids come from an index range after the last row (keyset), then
 * only those rows are joined with their names, as the list's pages are.
 */
export async function streamOrderExport(
  app: FastifyInstance,
  reply: FastifyReply,
  query: OrderExportQuery,
) {
  const { db, dialect } = app;
  const [search, timeZone] = await Promise.all([
    resolveOrderSearch(db, dialect, query.search),
    readTimeZone(db),
  ]);
  const { column, direction } = sortColumn(query.sort, orderSortColumns);
  const field = query.sort.field;
  const chunks = keysetChunks<OrderListItem>(
    async (after, limit) => {
      let ids = matchingOrders(db, dialect, timeZone, query, search, 'page').select('orders.id');
      if (after !== undefined) ids = ids.where(keysetAfter(column, 'orders.id', direction, after));
      const page = await ids
        .orderBy(column, direction)
        .orderBy('orders.id', direction)
        .limit(limit)
        .execute();
      if (page.length === 0) return [];
      const rows = await orderRowsWithNames(
        db,
        page.map((r) => r.id),
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return page.flatMap(({ id }) => {
        const row = byId.get(id);
        return row ? [toOrder(row)] : [];
      });
    },
    (order) => ({ value: order[field], id: order.id }),
  );
  return sendSpreadsheet(app, reply, {
    format: query.format,
    fileName: 'orders',
    sheetName: 'الطلبات',
    columns,
    total: await countOrders(db, dialect, timeZone, query, search),
    chunks,
  });
}
