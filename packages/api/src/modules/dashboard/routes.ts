import type { FastifyPluginAsync } from 'fastify';
import { dashboardPaths } from '@laqta/contract';
import { ok } from '../../http/respond.js';
import {
  dashboardLatestOrders,
  dashboardMonthlySeries,
  dashboardStatistics,
  dashboardTopIncomePhotographer,
  dashboardTopPhotographers,
} from './queries.js';

/**
 * The admin dashboard (spec §2 "Dashboard home"), one call per part so each part loads, fails and
 * retries on its own. Under /api/admin/, so the auth plugin requires a token for each.
 */
const dashboardRoutes: FastifyPluginAsync = async (app) => {
  app.get(dashboardPaths.statistics, async () => ok(await dashboardStatistics(app.db, new Date())));
  app.get(dashboardPaths.monthlySeries, async () =>
    ok(await dashboardMonthlySeries(app.db, new Date())),
  );
  app.get(dashboardPaths.topIncomePhotographer, async () =>
    ok(await dashboardTopIncomePhotographer(app.db, new Date())),
  );
  app.get(dashboardPaths.topPhotographers, async () => ok(await dashboardTopPhotographers(app.db)));
  app.get(dashboardPaths.latestOrders, async () => ok(await dashboardLatestOrders(app.db)));
};

export default dashboardRoutes;
