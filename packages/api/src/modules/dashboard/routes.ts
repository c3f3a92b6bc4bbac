import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPaths,
  dashboardAttentionAnswerSchema,
  dashboardLatestOrdersAnswerSchema,
  dashboardMonthlySeriesAnswerSchema,
  dashboardStatisticsAnswerSchema,
  dashboardTopIncomePhotographerAnswerSchema,
  dashboardTopPhotographersAnswerSchema,
} from '@laqta/contract';
import { ok } from '../../http/respond.js';
import type { KeptAnswers } from '../../plugins/kept-answers.js';
import { monthOf } from '../../time.js';
import { readTimeZone } from '../settings/queries.js';
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
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['dashboard'];
  // Each part but "needs attention" (drawn from the moment) is kept while no order, transaction,
  // customer, photographer, service or setting changed (plugins/kept-answers.ts); those about
  // "this month" or the last twelve also until the business month turns.
  const kept: KeptAnswers = { versions: ['marketplace'] };
  const keptThisMonth: KeptAnswers = {
    ...kept,
    keyOf: async () => monthOf(new Date(), await readTimeZone(app.db)),
  };
  app.get(
    adminPaths.api.dashboardStatistics,
    {
      config: { kept: keptThisMonth },
      schema: {
        summary: 'Counts of customers, photographers and orders; revenue and commission',
        tags,
        response: { 200: dashboardStatisticsAnswerSchema },
      },
    },
    async () => ok(await dashboardStatistics(app.db, new Date())),
  );
  app.get(
    adminPaths.api.dashboardMonthlySeries,
    {
      config: { kept: keptThisMonth },
      schema: {
        summary: 'Orders and revenue of the last twelve months',
        tags,
        response: { 200: dashboardMonthlySeriesAnswerSchema },
      },
    },
    async () => ok(await dashboardMonthlySeries(app.db, new Date())),
  );
  app.get(
    adminPaths.api.dashboardTopIncomePhotographer,
    {
      config: { kept: keptThisMonth },
      schema: {
        summary: 'The photographer paid out most this month',
        tags,
        response: { 200: dashboardTopIncomePhotographerAnswerSchema },
      },
    },
    async () => ok(await dashboardTopIncomePhotographer(app.db, new Date())),
  );
  app.get(
    adminPaths.api.dashboardTopPhotographers,
    {
      config: { kept: kept },
      schema: {
        summary: 'Approved photographers with the most completed orders',
        tags,
        response: { 200: dashboardTopPhotographersAnswerSchema },
      },
    },
    async () => ok(await dashboardTopPhotographers(app.db)),
  );
  app.get(
    adminPaths.api.dashboardLatestOrders,
    {
      config: { kept: kept },
      schema: {
        summary: 'The newest orders',
        tags,
        response: { 200: dashboardLatestOrdersAnswerSchema },
      },
    },
    async () => ok(await dashboardLatestOrders(app.db)),
  );
  app.get(
    adminPaths.api.dashboardAttention,
    {
      schema: {
        summary: 'What needs attention: overdue, unassigned and cancelled orders; payouts due',
        tags,
        response: { 200: dashboardAttentionAnswerSchema },
      },
    },
    async () => ok(await dashboardAttention(app.db, app.dialect)),
  );
};

export default dashboardRoutes;
