import { z } from 'zod';
import { adminPaths, fillPath } from './adminPaths.js';
import { customerSchema, customerStatuses, customerStatusSchema } from './customer.js';
import { listFilter, listMessages, listQuerySchema, listSchema } from './list.js';
import { exportSelectionField } from './listExports.js';
import { orderStatusSchema } from './order.js';

/** The customers screen's API paths (from `adminPaths`): list, detail and spreadsheet export. */
export const customerPaths = {
  list: adminPaths.api.customers,
  export: adminPaths.api.customersExport,
  detail: (id: number | string) => fillPath(adminPaths.api.customer, { id }),
} as const;

export const customerListSorts = ['name', 'city', 'created_at'] as const;
export type CustomerListSort = (typeof customerListSorts)[number];

/** The filters of the customers list (and of its export). */
export const customerListFilters = {
  status: listFilter.choice(customerStatuses),
  city: listFilter.text(),
};

/** `search` matches the name, e-mail or phone. */
export const customerListQuerySchema = listQuerySchema({
  sorts: customerListSorts,
  defaultSort: '-created_at',
  filters: customerListFilters,
});

/**
 * A customer's figures: every order they placed, and what they spent — the prices of their
 * completed orders (integer minor units).
 */
export const customerListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  status: customerStatusSchema,
  orders_count: z.number().int(),
  total_spent: z.number().int(),
  created_at: z.string(),
  /** Sent back by a bulk action (`updated_at` map), so a row changed since is reported stale. */
  updated_at: z.string(),
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;

export const customerListAnswerSchema = listSchema(customerListItemSchema).extend({
  currency: z.string(),
});
export type CustomerListAnswer = z.infer<typeof customerListAnswerSchema>;

/** One of the customer's orders on the detail view. */
export const customerOrderSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  service: z.string(),
  photographer: z.string().nullable(),
  session_at: z.string(),
  status: orderStatusSchema,
  price: z.number().int(),
  created_at: z.string(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/** How many of the newest orders the detail view shows. */
export const CUSTOMER_DETAIL_ORDERS_LIMIT = 20;

export const customerDetailSchema = z.object({
  currency: z.string(),
  customer: customerSchema.extend({
    orders_count: z.number().int(),
    total_spent: z.number().int(),
  }),
  /** The newest orders, at most CUSTOMER_DETAIL_ORDERS_LIMIT. */
  orders: z.array(customerOrderSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const customerExportFormats = ['xlsx', 'csv'] as const;
export type CustomerExportFormat = (typeof customerExportFormats)[number];

/** The export takes the list's search, filters and sort (not its page) and a format. */
export const customerExportQuerySchema = customerListQuerySchema.safeExtend({
  format: z.enum(customerExportFormats, {
    error: () => listMessages.choice(customerExportFormats),
  }),
  ...exportSelectionField,
});

/** The export's columns, in order, with their Arabic headers. */
export const customerExportColumns = [
  { key: 'id', header: 'الرقم' },
  { key: 'name', header: 'الاسم' },
  { key: 'email', header: 'البريد الإلكتروني' },
  { key: 'phone', header: 'الجوال' },
  { key: 'city', header: 'المدينة' },
  { key: 'status', header: 'الحالة' },
  { key: 'orders_count', header: 'عدد الطلبات' },
  { key: 'total_spent', header: 'إجمالي الإنفاق' },
  { key: 'created_at', header: 'تاريخ الانضمام' },
] as const;
