import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  photographerExportColumns,
  photographerStatusLabels,
  serviceCategoryLabels,
  type ListQuery,
  type Photographer,
  type photographerExportQuerySchema,
} from '@laqta/contract';
import { pageChunks } from '../../export/page-chunks.js';
import {
  cellFormats,
  dateCell,
  moneyCell,
  sendSpreadsheet,
  type SpreadsheetColumn,
} from '../../export/spreadsheet.js';
import {
  countPhotographers,
  orderedPhotographers,
  specialtiesOf,
  toPhotographer,
} from './queries.js';

type Row = Omit<Photographer, 'bio' | 'avatar_url' | 'updated_at' | 'status_reason'>;

const cells: Record<
  (typeof photographerExportColumns)[number]['key'],
  Omit<SpreadsheetColumn<Row>, 'header'>
> = {
  id: { cell: (p) => p.id, width: 8 },
  name: { cell: (p) => p.name, width: 24 },
  email: { cell: (p) => p.email, width: 28 },
  phone: { cell: (p) => p.phone },
  city: { cell: (p) => p.city },
  specialties: {
    cell: (p) => p.specialties.map((s) => serviceCategoryLabels[s]).join('، '),
    width: 24,
  },
  starting_price: { cell: (p) => moneyCell(p.starting_price), numFmt: cellFormats.money },
  rating_avg: {
    cell: (p) => (p.rating_avg === null ? null : Math.round(p.rating_avg * 100) / 100),
  },
  reviews_count: { cell: (p) => p.reviews_count },
  completed_orders_count: { cell: (p) => p.completed_orders_count },
  status: {
    cell: (p) => (p.rejected_at !== null ? 'مرفوض' : photographerStatusLabels[p.status]),
  },
  created_at: { cell: (p) => dateCell(p.created_at), numFmt: cellFormats.dateTime },
};
const columns = photographerExportColumns.map((c) => ({ header: c.header, ...cells[c.key] }));

/** Every photographer the list's search and filters keep, in its order, through the one exporter. */
export async function streamPhotographerExport(
  app: FastifyInstance,
  reply: FastifyReply,
  query: ListQuery<typeof photographerExportQuerySchema>,
) {
  const { db, dialect } = app;
  const chunks = pageChunks<Row>(async (limit, offset) => {
    const rows = await orderedPhotographers(db, dialect, query)
      .select([
        'photographers.id',
        'photographers.name',
        'photographers.email',
        'photographers.phone',
        'photographers.city',
        'photographers.starting_price',
        'photographers.rating_avg',
        'photographers.reviews_count',
        'photographers.completed_orders_count',
        'photographers.status',
        'photographers.rejected_at',
        'photographers.created_at',
      ])
      .limit(limit)
      .offset(offset)
      .execute();
    const specialties = await specialtiesOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => {
      const photographer = toPhotographer(row, specialties.get(row.id) ?? []);
      return {
        ...photographer,
        starting_price: Number(photographer.starting_price),
        reviews_count: Number(photographer.reviews_count),
        completed_orders_count: Number(photographer.completed_orders_count),
      };
    });
  });
  return sendSpreadsheet(app, reply, {
    format: query.format,
    fileName: 'photographers',
    sheetName: 'المصورون',
    columns,
    total: await countPhotographers(db, dialect, query),
    chunks,
  });
}
