import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/routes.js';
import customerRoutes from './customers/routes.js';
import customerWriteRoutes from './customers/write-routes.js';
import listOptionsRoutes from './list-options/routes.js';
import orderRoutes from './orders/routes.js';
import photographerRoutes from './photographers/routes.js';
import photographerWriteRoutes from './photographers/write-routes.js';
import reviewRoutes from './reviews/routes.js';
import newsletterRoutes from './newsletter/routes.js';
import transactionRoutes from './transactions/routes.js';
import billboardsRoutes from './billboards/routes.js';
import billboardWriteRoutes from './billboards/write-routes.js';
import dashboardRoutes from './dashboard/routes.js';
import healthRoutes from './health/routes.js';
import publicRoutes from './public/routes.js';
import servicesRoutes from './services/routes.js';
import serviceStateRoutes from './services/state-routes.js';
import settingsRoutes from './settings/routes.js';
import suggestionsRoutes from './suggestions/routes.js';
import suggestionBulkRoutes from './suggestions/bulk-routes.js';
import teamRoutes from './team/routes.js';
import activityRoutes from './activity/routes.js';
import profileRoutes from './profile/routes.js';
import securityRoutes from './security/routes.js';
import payoutRoutes from './payouts/routes.js';
import notifications from './notifications/plugin.js';
import notificationRoutes from './notifications/routes.js';
import catalogRoutes from './catalog/routes.js';
import bookingRoutes from './booking/routes.js';

/**
 * Every API module (a Fastify plugin with its routes, paths written in full: `/api/admin/settings`).
 * One import and one entry per module; app.ts registers them in this order.
 */
export const modules: FastifyPluginAsync[] = [
  // one line per module, below
  healthRoutes,
  settingsRoutes,
  publicRoutes,
  dashboardRoutes,
  authRoutes,
  servicesRoutes,
  serviceStateRoutes,
  suggestionsRoutes,
  suggestionBulkRoutes,
  billboardsRoutes,
  billboardWriteRoutes,
  customerRoutes,
  customerWriteRoutes,
  photographerRoutes,
  photographerWriteRoutes,
  reviewRoutes,
  newsletterRoutes,
  orderRoutes,
  transactionRoutes,
  listOptionsRoutes,
  teamRoutes,
  activityRoutes,
  profileRoutes,
  securityRoutes,
  payoutRoutes,
  notifications,
  notificationRoutes,
  catalogRoutes,
  bookingRoutes,
];
