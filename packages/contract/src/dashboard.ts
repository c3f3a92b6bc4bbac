import { z } from 'zod';
import { adminPaths } from './adminPaths.js';
import { successSchema } from './list.js';
import { orderStatusSchema } from './order.js';

/**
 * The admin dashboard (spec §2 "Dashboard home"): each part is its own call, so each part loads,
 * fails and retries on its own. All need an admin token. Months (`YYYY-MM`) are calendar months
 * in the platform's time zone (the `timezone` setting, Asia/Riyadh by default).
 */
export const dashboardPaths = {
  statistics: adminPaths.api.dashboardStatistics,
  monthlySeries: adminPaths.api.dashboardMonthlySeries,
  topIncomePhotographer: adminPaths.api.dashboardTopIncomePhotographer,
  topPhotographers: adminPaths.api.dashboardTopPhotographers,
  latestOrders: adminPaths.api.dashboardLatestOrders,
} as const;

/** How many rows the list parts show. */
export const DASHBOARD_TOP_PHOTOGRAPHERS_LIMIT = 5;
export const DASHBOARD_LATEST_ORDERS_LIMIT = 8;
/** The series covers the current month and the 11 before it. */
export const DASHBOARD_SERIES_MONTHS = 12;

/** `YYYY-MM`. */
const monthSchema = z.string().regex(/^\d{4}-\d{2}$/);
/** Integer minor units (halalas) of `currency`. */
const moneySchema = z.number().int();

export const dashboardStatisticsSchema = z.object({
  currency: z.string(),
  month: monthSchema,
  customers: z.number().int(),
  photographers: z.object({
    approved: z.number().int(),
    pending: z.number().int(),
    suspended: z.number().int(),
  }),
  orders: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    confirmed: z.number().int(),
    in_progress: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
    no_show: z.number().int(),
  }),
  /** Succeeded payments − succeeded refunds. */
  revenue: z.object({ this_month: moneySchema, total: moneySchema }),
  /** What the platform kept of the orders it paid out (succeeded payouts' commission). */
  commission: z.object({ this_month: moneySchema, total: moneySchema }),
});
export type DashboardStatistics = z.infer<typeof dashboardStatisticsSchema>;
export const dashboardStatisticsAnswerSchema = successSchema(dashboardStatisticsSchema);

export const dashboardMonthSchema = z.object({
  month: monthSchema,
  /** Orders created in the month. */
  orders: z.number().int(),
  /** Succeeded payments − succeeded refunds made in the month. */
  revenue: moneySchema,
});
export type DashboardMonth = z.infer<typeof dashboardMonthSchema>;

export const dashboardMonthlySeriesSchema = z.object({
  currency: z.string(),
  /** Oldest first, always `DASHBOARD_SERIES_MONTHS` entries, the last is the current month. */
  months: z.array(dashboardMonthSchema),
});
export type DashboardMonthlySeries = z.infer<typeof dashboardMonthlySeriesSchema>;
export const dashboardMonthlySeriesAnswerSchema = successSchema(dashboardMonthlySeriesSchema);

export const dashboardPhotographerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  avatar_url: z.string().nullable(),
  rating_avg: z.number().nullable(),
  reviews_count: z.number().int(),
  completed_orders: z.number().int(),
});
export type DashboardPhotographer = z.infer<typeof dashboardPhotographerSchema>;

export const dashboardTopIncomePhotographerSchema = z.object({
  currency: z.string(),
  month: monthSchema,
  /** Null when no photographer was paid out this month. */
  photographer: dashboardPhotographerSchema.nullable(),
  /** Sum of the photographer's succeeded payouts this month. */
  income: moneySchema,
  /** How many payouts that sum holds. */
  payouts: z.number().int(),
});
export type DashboardTopIncomePhotographer = z.infer<typeof dashboardTopIncomePhotographerSchema>;
export const dashboardTopIncomePhotographerAnswerSchema = successSchema(
  dashboardTopIncomePhotographerSchema,
);

export const dashboardTopPhotographersSchema = z.object({
  /** Approved photographers by completed orders, then rating, then id. */
  items: z.array(dashboardPhotographerSchema),
});
export type DashboardTopPhotographers = z.infer<typeof dashboardTopPhotographersSchema>;
export const dashboardTopPhotographersAnswerSchema = successSchema(dashboardTopPhotographersSchema);

export const dashboardLatestOrderSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  customer: z.object({ id: z.number().int(), name: z.string() }),
  photographer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  service: z.object({ id: z.number().int(), name: z.string() }),
  status: orderStatusSchema,
  price: moneySchema,
  created_at: z.string(),
});
export type DashboardLatestOrder = z.infer<typeof dashboardLatestOrderSchema>;

export const dashboardLatestOrdersSchema = z.object({
  currency: z.string(),
  /** Newest first. */
  items: z.array(dashboardLatestOrderSchema),
});
export type DashboardLatestOrders = z.infer<typeof dashboardLatestOrdersSchema>;
export const dashboardLatestOrdersAnswerSchema = successSchema(dashboardLatestOrdersSchema);
