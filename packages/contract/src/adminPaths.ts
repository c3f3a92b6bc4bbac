/**
 * Every back-office path, page and API alike, in one table. The router, the sidebar, row links,
 * the app's API calls and the server's route registrations all read it, so a path is written once.
 *
 * Paths keep their `:param` placeholders (the router and Fastify register them as they are);
 * `fillPath` fills them for a link or a request:
 *
 *   adminPaths.pages.customer                      // '/admin/users/:id'
 *   fillPath(adminPaths.pages.customer, { id: 7 }) // '/admin/users/7'
 *   adminPaths.api.customers                       // '/api/admin/users'
 */

/** The back office's pages live under this path. */
export const ADMIN_PAGES_ROOT = '/admin';
/** The API lives under this path (the app's client adds it itself). */
export const API_ROOT = '/api';
/** Every route under this prefix needs an admin token, unless the route says it is public. */
export const ADMIN_API_ROOT = `${API_ROOT}${ADMIN_PAGES_ROOT}` as const;

const page = <P extends string>(path: P) => `${ADMIN_PAGES_ROOT}/${path}` as const;
const api = <P extends string>(path: P) => `${ADMIN_API_ROOT}/${path}` as const;

export const adminPaths = {
  /** Pages of the single-page app, as the specification writes them (`Photographers` included). */
  pages: {
    home: page('home'),
    customers: page('users'),
    customer: page('users/:id'),
    /** Issue 14: edit a customer's name, e-mail, phone and city. */
    customerEdit: page('users/:id/edit'),
    photographers: page('Photographers'),
    photographer: page('Photographers/:id'),
    /** Issue 14: add a photographer (waits in the approval queue) and edit one. */
    photographerNew: page('Photographers/new'),
    photographerEdit: page('Photographers/:id/edit'),
    orders: page('orders'),
    order: page('orders/:id'),
    services: page('services'),
    serviceNew: page('services/new'),
    service: page('services/:id'),
    serviceEdit: page('services/:id/edit'),
    suggestions: page('suggestion'),
    suggestion: page('suggestion/:id'),
    billboards: page('billboards'),
    /** Issue 14: add a billboard and edit one (schedule, image, on/off, order). */
    billboardNew: page('billboards/new'),
    billboard: page('billboards/:id'),
    billboardEdit: page('billboards/:id/edit'),
    /** Issue 14: the newsletter's subscribers (search, dates, export, unsubscribe). */
    newsletter: page('newsletter'),
    transactions: page('transactions'),
    transaction: page('transactions/:id'),
    /** The payout queue (issue 13): completed orders waiting for their photographer's payout. */
    payouts: page('payouts'),
    settings: page('setting'),
    about: page('about'),
    /** Who did what (issue 12): the audit trail, every role reads it. */
    activity: page('activity'),
    /** The team (owner only, issue 12). */
    team: page('team'),
    /** The signed-in admin's own profile: name, avatar, password, sessions, two-factor. */
    profile: page('profile'),
  },
  /** API routes, written in full (`/api/admin/…`); all need an admin token unless noted. */
  api: {
    /** Public: signs in. */
    login: api('auth/login'),
    /** Public: sign-in's second step (the login answer's challenge and a code). */
    loginTwoFactor: api('auth/two-factor'),
    me: api('auth/me'),
    logout: api('auth/logout'),
    dashboardStatistics: api('dashboard/statistics'),
    dashboardMonthlySeries: api('dashboard/monthly-series'),
    dashboardTopIncomePhotographer: api('dashboard/top-income-photographer'),
    dashboardTopPhotographers: api('dashboard/top-photographers'),
    dashboardLatestOrders: api('dashboard/latest-orders'),
    customers: api('users'),
    customersExport: api('users/export'),
    customer: api('users/:id'),
    photographers: api('photographers'),
    photographer: api('photographers/:id'),
    orders: api('orders'),
    order: api('orders/:id'),
    services: api('services'),
    service: api('services/:id'),
    suggestions: api('suggestions'),
    suggestion: api('suggestions/:id'),
    billboards: api('billboards'),
    billboard: api('billboards/:id'),
    transactions: api('transactions'),
    transaction: api('transactions/:id'),
    /** Order operations (issue 13, permission `orders`; a refund also `money`). */
    orderTransition: api('orders/:id/transition'),
    orderAssign: api('orders/:id/photographer'),
    orderPhotographerOptions: api('orders/:id/photographer-options'),
    orderReschedule: api('orders/:id/session'),
    /** Refund part or all of what was paid (permission `money`). */
    orderRefund: api('orders/:id/refunds'),
    /** The messages sent or to be sent about the order (issue 20's outbox; every role reads). */
    orderNotifications: api('orders/:id/notifications'),
    /** Spreadsheet exports (every role reads): the list's query plus `format=xlsx|csv`. */
    ordersExport: api('orders/export'),
    transactionsExport: api('transactions/export'),
    /** The payout queue and paying it out; a pending transaction settled (permission `money`). */
    payouts: api('payouts'),
    payoutsPay: api('payouts/pay'),
    transactionStatus: api('transactions/:id/status'),
    /** The dashboard's "needs attention" counts (every role reads). */
    dashboardAttention: api('dashboard/attention'),
    settings: api('settings'),
    setting: api('settings/:id'),
    /** Public: one public setting by name. */
    settingByName: api('settings/name/:name'),
    listOptions: api('list-options'),
    /**
     * Issue 14, the write side of people and content. Photographers (`people`): create (POST
     * `photographers`), edit (PUT `photographer`), a state-machine action, bulk, export.
     */
    photographerStatus: api('photographers/:id/status'),
    photographersBulk: api('photographers/bulk'),
    photographersExport: api('photographers/export'),
    /** Customers (`people`): edit (PUT `customer`), block/unblock, bulk (export: `customersExport`). */
    customerStatus: api('users/:id/status'),
    customersBulk: api('users/bulk'),
    /** Reviews (`people`): list, export, hide/show, bulk. */
    reviews: api('reviews'),
    reviewsExport: api('reviews/export'),
    reviewVisibility: api('reviews/:id/visibility'),
    reviewsBulk: api('reviews/bulk'),
    /** Services (`content`): activate/deactivate/archive (DELETE `service` when unused), display order, bulk, export. */
    serviceStatus: api('services/:id/status'),
    servicesOrder: api('services/order'),
    servicesBulk: api('services/bulk'),
    servicesExport: api('services/export'),
    /** Billboards (`content`): create (POST `billboards`), edit (PUT `billboard`), on/off, order, bulk, export. */
    billboardStatus: api('billboards/:id/status'),
    billboardsOrder: api('billboards/order'),
    billboardsBulk: api('billboards/bulk'),
    billboardsExport: api('billboards/export'),
    /** Suggestions (`suggestions`): bulk mark read / archive, export. */
    suggestionsBulk: api('suggestions/bulk'),
    suggestionsExport: api('suggestions/export'),
    /** Newsletter subscribers (`content`): list, export, unsubscribe, bulk. */
    newsletterSubscribers: api('newsletter-subscribers'),
    newsletterSubscribersExport: api('newsletter-subscribers/export'),
    newsletterSubscriberUnsubscribe: api('newsletter-subscribers/:id/unsubscribe'),
    newsletterSubscribersBulk: api('newsletter-subscribers/bulk'),
    /** The team (owner only): list and add; one admin; their role, access and password. */
    team: api('team'),
    teamMember: api('team/:id'),
    teamMemberRole: api('team/:id/role'),
    teamMemberDeactivate: api('team/:id/deactivate'),
    teamMemberReactivate: api('team/:id/reactivate'),
    teamMemberPassword: api('team/:id/password'),
    /** Who did what (every role reads it); one record's history with entity_type + entity_id. */
    activity: api('activity'),
    /** The signed-in admin's own record (every role): profile, password, sessions. */
    profile: api('profile'),
    profilePassword: api('profile/password'),
    profileSessions: api('profile/sessions'),
    profileSession: api('profile/sessions/:id'),
    /** Two-factor sign-in of the signed-in admin: start (POST), confirm, disable, new recovery codes. */
    profileTwoFactor: api('profile/two-factor'),
    profileTwoFactorConfirm: api('profile/two-factor/confirm'),
    profileTwoFactorDisable: api('profile/two-factor/disable'),
    profileTwoFactorRecoveryCodes: api('profile/two-factor/recovery-codes'),
    /** Whether every admin must use two-factor (read: every role; change: owner, `team`). */
    twoFactorPolicy: api('security/two-factor'),
  },
} as const;

export type AdminPagePath = (typeof adminPaths.pages)[keyof typeof adminPaths.pages];
export type AdminApiPath = (typeof adminPaths.api)[keyof typeof adminPaths.api];

/** The `:name` placeholders of a path, as a union of names (`'id'` for `/admin/users/:id`). */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values `fillPath` needs for a path: none for a path without placeholders. */
export type PathValues<P extends string> = [PathParams<P>] extends [never]
  ? []
  : [values: Record<PathParams<P>, string | number>];

/**
 * A path with its placeholders filled (each value URI-encoded), e.g.
 * `fillPath(adminPaths.api.order, { id: 3 })` → `/api/admin/orders/3`. A missing value is a type
 * error, so a link cannot point at `/admin/users/:id` by mistake.
 */
export function fillPath<P extends string>(path: P, ...values: PathValues<P>): string {
  const given = (values[0] ?? {}) as Record<string, string | number>;
  return path.replace(/:([A-Za-z_]\w*)/g, (placeholder, name: string) => {
    const value = given[name];
    return value === undefined ? placeholder : encodeURIComponent(String(value));
  });
}

/** A page path relative to the back office's root (`users/:id`), as a nested router route wants it. */
export function adminRoutePath(path: AdminPagePath): string {
  return path.slice(ADMIN_PAGES_ROOT.length + 1);
}
