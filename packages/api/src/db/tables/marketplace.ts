import type { Generated, GeneratedAlways, Insertable, Selectable } from 'kysely';
import type {
  CustomerStatus,
  OrderStatus,
  PhotographerStatus,
  ServiceCategory,
  TransactionMethod,
  TransactionStatus,
  TransactionType,
} from '@laqta/contract';

/** Customers ("users" in the admin menu): people who book sessions. */
export interface CustomersTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  city: string;
  avatar_url: string | null;
  status: CustomerStatus;
  /** Why the customer was blocked (migration 0030); null while active. */
  blocked_reason: Generated<string | null>;
  /** The name as searches compare it (normalizeArabic), kept by the database (migration 0007). */
  name_search: GeneratedAlways<string>;
  created_at: string;
  updated_at: string;
}

/**
 * Photographers. `rating_avg`, `reviews_count`, `rating_total` and `completed_orders_count` are kept
 * by database triggers from the reviews and orders tables (migration 0003), never written by code.
 */
export interface PhotographersTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  city: string;
  bio: string;
  avatar_url: string | null;
  /** Integer minor units (halalas). */
  starting_price: number;
  rating_avg: Generated<number | null>;
  reviews_count: Generated<number>;
  rating_total: Generated<number>;
  completed_orders_count: Generated<number>;
  status: PhotographerStatus;
  /** Why rejected or suspended, and when an application was rejected (migration 0030). */
  status_reason: Generated<string | null>;
  rejected_at: Generated<string | null>;
  /** The name and phone as searches compare them, kept by the database (migration 0009). */
  name_search: GeneratedAlways<string>;
  phone_search: GeneratedAlways<string>;
  created_at: string;
  updated_at: string;
}

/** The service categories a photographer covers (one row per category). */
export interface PhotographerSpecialtiesTable {
  photographer_id: number;
  category: ServiceCategory;
}

export interface ServicesTable {
  id: Generated<number>;
  name: string;
  description: string;
  category: ServiceCategory;
  /** Integer minor units (halalas). */
  base_price: number;
  duration_minutes: number;
  image_url: string | null;
  /** 0/1. */
  is_active: number;
  sort_order: number;
  /** Archived (migration 0030): hidden from new bookings, kept for the orders that used it. */
  archived_at: Generated<string | null>;
  /** The name and description as searches compare them, kept by the database (migration 0009). */
  name_search: GeneratedAlways<string>;
  description_search: GeneratedAlways<string>;
  created_at: string;
  updated_at: string;
}

/** Bookings. `code` is `LQ-` and the zero-padded id (see `orderCode` in the contract). */
export interface OrdersTable {
  id: Generated<number>;
  code: string;
  customer_id: number;
  photographer_id: number | null;
  service_id: number;
  session_at: string;
  city: string;
  address: string;
  /** Integer minor units (halalas). */
  price: number;
  notes: string | null;
  /** Why it was cancelled or marked no-show. */
  cancel_reason: string | null;
  status: OrderStatus;
  /** When it was completed / cancelled (migration 0020); null before, and for older orders. */
  completed_at: Generated<string | null>;
  cancelled_at: Generated<string | null>;
  /** The commission rate (percent) in force when it completed: its payout is priced with it. */
  commission_rate: Generated<number | null>;
  /** The `updated_at` of its succeeded payout, kept by a trigger (migration 0020); never written by code. */
  paid_out_at: Generated<string | null>;
  /** 1 for a completed order without a succeeded payout (the payout queue), kept by the database (migration 0022). */
  payout_due: GeneratedAlways<number>;
  created_at: string;
  updated_at: string;
}

export interface TransactionsTable {
  id: Generated<number>;
  order_id: number;
  type: TransactionType;
  /** Integer minor units (halalas), positive; the type gives the direction. */
  amount: number;
  /** Payouts: what the platform kept of the order's price; 0 for payments and refunds. */
  commission_amount: number;
  method: TransactionMethod;
  status: TransactionStatus;
  reference: string;
  /** A payout's bank transfer reference (migration 0020). */
  bank_reference: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface ReviewsTable {
  id: Generated<number>;
  order_id: number;
  customer_id: number;
  photographer_id: number;
  rating: number;
  comment: string | null;
  /** Hidden by a moderator (migration 0030): then it leaves the photographer's rating and count. */
  hidden_at: Generated<string | null>;
  hidden_reason: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface BillboardsTable {
  id: Generated<number>;
  title: string;
  image_url: string;
  link_url: string | null;
  starts_at: string;
  ends_at: string;
  /** 0/1. */
  is_active: number;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

// Roll-ups that the dashboard reads instead of scanning a million orders. Kept exact by triggers
// on orders, transactions (migration 0003 and after) and customers (0050); nothing else writes them.

/** Counts the database keeps exact (migration 0050): `customers`, the customers there are. */
export interface DashboardCountsTable {
  name: 'customers';
  row_count: number;
}

/** Orders per UTC day (migration 0049: the orders list's deep pages start from their day). */
export interface DashboardOrderDaysTable {
  /** `YYYY-MM-DD` of the order's created_at (UTC). */
  day: string;
  status: OrderStatus;
  orders_count: number;
}

export interface DashboardOrderMonthsTable {
  /** `YYYY-MM` of the order's created_at (UTC). */
  month: string;
  status: OrderStatus;
  orders_count: number;
}

export interface DashboardTransactionMonthsTable {
  /** `YYYY-MM` of the transaction's created_at (UTC). */
  month: string;
  type: TransactionType;
  status: TransactionStatus;
  transactions_count: number;
  amount_total: number;
  commission_total: number;
}

/** Succeeded payouts per photographer and month. */
export interface DashboardPhotographerMonthsTable {
  month: string;
  photographer_id: number;
  payouts_count: number;
  payouts_total: number;
}

/**
 * The same roll-ups per UTC quarter-hour (`YYYY-MM-DDTHH:MM`, minutes 00/15/30/45), kept by the
 * triggers of migration 0008: the quarter-hours between a business month's edge and the nearest
 * UTC month make the month buckets add up to the business month of any time zone.
 */
export interface DashboardOrderQuartersTable {
  quarter: string;
  status: OrderStatus;
  orders_count: number;
}

export interface DashboardTransactionQuartersTable {
  quarter: string;
  type: TransactionType;
  status: TransactionStatus;
  transactions_count: number;
  amount_total: number;
  commission_total: number;
}

export interface DashboardPhotographerQuartersTable {
  quarter: string;
  photographer_id: number;
  payouts_count: number;
  payouts_total: number;
}

export interface MarketplaceTables {
  customers: CustomersTable;
  photographers: PhotographersTable;
  photographer_specialties: PhotographerSpecialtiesTable;
  services: ServicesTable;
  orders: OrdersTable;
  transactions: TransactionsTable;
  reviews: ReviewsTable;
  billboards: BillboardsTable;
  dashboard_order_months: DashboardOrderMonthsTable;
  dashboard_order_days: DashboardOrderDaysTable;
  dashboard_counts: DashboardCountsTable;
  dashboard_transaction_months: DashboardTransactionMonthsTable;
  dashboard_photographer_months: DashboardPhotographerMonthsTable;
  dashboard_order_quarters: DashboardOrderQuartersTable;
  dashboard_transaction_quarters: DashboardTransactionQuartersTable;
  dashboard_photographer_quarters: DashboardPhotographerQuartersTable;
}

export type CustomerRow = Selectable<CustomersTable>;
export type PhotographerRow = Selectable<PhotographersTable>;
export type ServiceRow = Selectable<ServicesTable>;
export type OrderRow = Selectable<OrdersTable>;
export type TransactionRow = Selectable<TransactionsTable>;
export type ReviewRow = Selectable<ReviewsTable>;
export type BillboardRow = Selectable<BillboardsTable>;
export type NewCustomerRow = Insertable<CustomersTable>;
export type NewPhotographerRow = Insertable<PhotographersTable>;
export type NewServiceRow = Insertable<ServicesTable>;
export type NewOrderRow = Insertable<OrdersTable>;
export type NewTransactionRow = Insertable<TransactionsTable>;
export type NewReviewRow = Insertable<ReviewsTable>;
