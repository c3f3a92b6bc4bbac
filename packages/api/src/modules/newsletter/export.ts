import {
  newsletterExportColumns,
  newsletterStatusLabels,
  type NewsletterSubscriber,
} from '@laqta/contract';
import type { ListExport } from '../../export/list-export.js';
import { cellFormats, dateCell, type SpreadsheetColumn } from '../../export/spreadsheet.js';

const cells: Record<
  (typeof newsletterExportColumns)[number]['key'],
  Omit<SpreadsheetColumn<NewsletterSubscriber>, 'header'>
> = {
  id: { cell: (s) => s.id, width: 8 },
  email: { cell: (s) => s.email, width: 32 },
  status: { cell: (s) => newsletterStatusLabels[s.status] },
  created_at: { cell: (s) => dateCell(s.created_at), numFmt: cellFormats.dateTime },
  unsubscribed_at: { cell: (s) => dateCell(s.unsubscribed_at), numFmt: cellFormats.dateTime },
};

/** The subscribers' export: the list's rows (`subscriberSource`) as `sendListExport` writes them. */
export const newsletterExport: ListExport<NewsletterSubscriber> = {
  fileName: 'newsletter-subscribers',
  sheetName: 'المشتركون في النشرة',
  columns: newsletterExportColumns.map((c) => ({ header: c.header, ...cells[c.key] })),
};
