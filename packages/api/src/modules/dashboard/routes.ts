import type { FastifyPluginAsync } from 'fastify';
import { adminPaths } from '@laqta/contract';
import { ok } from '../../http/respond.js';
import { dashboardAttention } from './attention.js';
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
  app.get(adminPaths.api.dashboardStatistics, async () =>
    ok(await dashboardStatistics(app.db, new Date())),
  );
  app.get(adminPaths.api.dashboardMonthlySeries, async () =>
    ok(await dashboardMonthlySeries(app.db, new Date())),
  );
  app.get(adminPaths.api.dashboardTopIncomePhotographer, async () =>
    ok(await dashboardTopIncomePhotographer(app.db, new Date())),
  );
  app.get(adminPaths.api.dashboardTopPhotographers, async () =>
    ok(await dashboardTopPhotographers(app.db)),
  );
  app.get(adminPaths.api.dashboardLatestOrders, async () =>
    ok(await dashboardLatestOrders(app.db)),
  );
  app.get(adminPaths.api.dashboardAttention, async () =>
    ok(await dashboardAttention(app.db, app.dialect)),
  );
};

export default dashboardRoutes;
