import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import {
  adminPaths,
  billboardActionLabels,
  billboardAnswerSchema,
  billboardBulkRequestSchema,
  billboardExportQuerySchema,
  billboardImageMaxBytes,
  billboardImageTypes,
  billboardMessages,
  billboardRequestSchema,
  billboardStatusRequestSchema,
  billboardTransitions,
  billboardUpdateRequestSchema,
  billboardWriteMessages,
  bulkAnswerSchema,
  displayOrderAnswerSchema,
  displayOrderRequestSchema,
  idParamsSchema,
  liveBillboardsAnswerSchema,
  PUBLIC_LIVE_BILLBOARDS_PATH,
  staleRecordMessage,
  type Billboard,
  type BillboardAction,
  type LiveBillboardsAnswer,
} from '@laqta/contract';
import { auditSourceOf } from '../../audit/record.js';
import { recordRowChange } from '../../audit/row-change.js';
import { auditedChange } from '../../audit/transaction.js';
import type { DB } from '../../db/schema.js';
import { spreadsheetResponses } from '../../export/spreadsheet.js';
import { runBulk } from '../../http/bulk.js';
import { ConflictError } from '../../http/errors.js';
import { checkedImageForm, type ImageFormField } from '../../http/form-problems.js';
import { foundRecord, ok } from '../../http/respond.js';
import { checkedTransition, requireFresh } from '../../http/state-change.js';
import { nowIso, zonedMoment } from '../../time.js';
import { saveDisplayOrder } from '../display-order.js';
import { readTimeZone } from '../settings/queries.js';
import { streamBillboardExport } from './export.js';
import { createLiveBillboardsCache } from './live-cache.js';
import { findBillboard, matchingBillboards, toBillboard } from './queries.js';
import { columnsOf, insertBillboard, setBillboardActive, updateBillboard } from './writes.js';

const { notFound } = billboardMessages;
const tags = ['billboards'];
const params = idParamsSchema(notFound);

const stateLabels = { active: 'مفعّل', inactive: 'متوقف' } as const;

/** The billboard form's image: JPEG, PNG or WebP by its bytes, at most 5 MB; kept when not sent. */
const optionalImage: ImageFormField = {
  name: 'image',
  rules: {
    types: billboardImageTypes,
    maxBytes: billboardImageMaxBytes,
    messages: {
      type: billboardWriteMessages.imageType,
      tooLarge: billboardWriteMessages.imageTooLarge,
    },
  },
};
/** A new billboard's image must be sent. */
const requiredImage = {
  ...optionalImage,
  required: { message: billboardWriteMessages.imageRequired },
};

const billboardChange = (request: FastifyRequest) => ({
  ...auditSourceOf(request),
  entityType: 'billboard' as const,
  actions: { created: 'billboard.created', updated: 'billboard.updated' } as const,
  fields: [
    'title',
    'link_url',
    'starts_at',
    'ends_at',
    'is_active',
    'sort_order',
    'image_url',
  ] as const,
});

async function billboardIn(trx: Transaction<DB>, id: number): Promise<Billboard> {
  return toBillboard(foundRecord(await findBillboard(trx, id), notFound));
}

async function applyBillboardAction(
  trx: Transaction<DB>,
  request: FastifyRequest,
  id: number,
  action: BillboardAction,
  seen: string | undefined,
): Promise<Billboard> {
  const current = await billboardIn(trx, id);
  requireFresh(current.updated_at, seen);
  const to = checkedTransition({
    table: billboardTransitions,
    action,
    state: current.is_active ? 'active' : 'inactive',
    actionLabels: billboardActionLabels,
    stateLabels,
    reason: undefined,
  });
  const after = toBillboard(await setBillboardActive(trx, id, to === 'active'));
  const audited = action === 'activate' ? 'billboard.activated' : 'billboard.deactivated';
  await recordRowChange(trx, {
    ...auditSourceOf(request),
    entityType: 'billboard',
    actions: { created: audited, updated: audited },
    before: current,
    after,
    fields: ['is_active'],
  });
  return after;
}

/**
 * Billboards' write side (issue 14, permission `content`) and the public list of the live ones.
 * Schedules are typed in the platform's time zone (the `timezone` setting) and stored as UTC.
 * Every write drops the public list's cache, so a change shows on the site at once.
 */
const billboardWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { permission: 'content' as const };
  const configWithUploads = { permission: 'content' as const, uploads: true };
  const live = createLiveBillboardsCache(app.db);

  app.get(
    adminPaths.api.billboardsExport,
    {
      schema: {
        summary: 'Export the billboards the list keeps (XLSX or CSV)',
        tags,
        querystring: billboardExportQuerySchema,
        response: spreadsheetResponses,
      },
    },
    async (request, reply) => streamBillboardExport(app, reply, request.query),
  );
  /** Drops the public cache after any billboard write, committed or not (cheap either way). */
  const invalidating = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } finally {
      live.invalidate();
    }
  };

  /** Public, no token: the billboards live now, in display order. */
  app.get(
    PUBLIC_LIVE_BILLBOARDS_PATH,
    {
      schema: {
        summary: 'The billboards live now, in display order (public)',
        description: 'Kept up to 15 s by caches (`Cache-Control: public, max-age=15`).',
        tags,
        response: { 200: liveBillboardsAnswerSchema },
      },
    },
    async (_request, reply): Promise<LiveBillboardsAnswer> => {
      reply.header('cache-control', 'public, max-age=15');
      return { success: true, data: await live.read() };
    },
  );

  app.post(
    adminPaths.api.billboards,
    {
      config: configWithUploads,
      // A bad or missing image is listed with the fields' problems in one 422 (checkedImageForm).
      attachValidation: true,
      schema: {
        summary: 'Create a billboard (multipart form with its image)',
        description: "`starts_at`/`ends_at` as the platform's wall clock (`YYYY-MM-DDTHH:mm`).",
        tags,
        body: billboardRequestSchema,
        response: { 201: billboardAnswerSchema },
      },
    },
    async (request, reply) => {
      const image = await checkedImageForm(request, requiredImage);
      const values = request.body;
      const timeZone = await readTimeZone(app.db);
      const columns = columnsOf(
        values,
        zonedMoment(values.starts_at, timeZone),
        zonedMoment(values.ends_at, timeZone),
      );
      const { url } = await app.uploads.saveUpload(image, { field: 'image' });
      try {
        const billboard = await invalidating(() =>
          auditedChange(app.db, async (trx) => {
            const created = toBillboard(await insertBillboard(trx, columns, url));
            await recordRowChange(trx, {
              ...billboardChange(request),
              before: undefined,
              after: created,
            });
            return created;
          }),
        );
        return reply.code(201).send(ok(billboard, billboardWriteMessages.created));
      } catch (error) {
        await app.uploads.removeUpload(url);
        throw error;
      }
    },
  );

  app.put(
    adminPaths.api.billboard,
    {
      config: configWithUploads,
      attachValidation: true,
      schema: {
        summary: 'Update a billboard (multipart form; the image only when replaced)',
        description:
          'Sent as `POST` with `_method=PUT`; `updated_at` as loaded (409 when stale); no `image` keeps the current one.',
        tags,
        params,
        body: billboardUpdateRequestSchema,
        response: { 200: billboardAnswerSchema },
      },
    },
    async (request) => {
      const image = await checkedImageForm(request, optionalImage);
      const { id } = request.params;
      const current = toBillboard(foundRecord(await findBillboard(app.db, id), notFound));
      const values = request.body;
      if (values.updated_at !== current.updated_at) throw new ConflictError(staleRecordMessage);
      const timeZone = await readTimeZone(app.db);
      const columns = columnsOf(
        values,
        zonedMoment(values.starts_at, timeZone),
        zonedMoment(values.ends_at, timeZone),
      );
      const saved = image ? await app.uploads.saveUpload(image, { field: 'image' }) : undefined;
      let billboard: Billboard;
      try {
        billboard = await invalidating(() =>
          auditedChange(app.db, async (trx) => {
            const before = await billboardIn(trx, id);
            const row = await updateBillboard(trx, id, values.updated_at, columns, saved?.url);
            if (!row) throw new ConflictError(staleRecordMessage);
            const after = toBillboard(row);
            await recordRowChange(trx, { ...billboardChange(request), before, after });
            return after;
          }),
        );
      } catch (error) {
        if (saved) await app.uploads.removeUpload(saved.url);
        throw error;
      }
      if (saved && current.image_url !== saved.url)
        await app.uploads.removeUpload(current.image_url).catch((error: unknown) => {
          request.log.warn({ err: error }, 'removing a replaced billboard image failed');
        });
      return ok(billboard, billboardWriteMessages.updated);
    },
  );

  app.post(
    adminPaths.api.billboardStatus,
    {
      config,
      schema: {
        summary: 'Activate or deactivate a billboard',
        description: '`updated_at` as loaded (409 when stale); 422 naming the current state.',
        tags,
        params,
        body: billboardStatusRequestSchema,
        response: { 200: billboardAnswerSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      foundRecord(await findBillboard(app.db, id), notFound);
      const input = request.body;
      const billboard = await invalidating(() =>
        auditedChange(app.db, (trx) =>
          applyBillboardAction(trx, request, id, input.action, input.updated_at),
        ),
      );
      return ok(
        billboard,
        input.action === 'activate'
          ? billboardWriteMessages.activated
          : billboardWriteMessages.deactivated,
      );
    },
  );

  app.put(
    adminPaths.api.billboardsOrder,
    {
      config,
      schema: {
        summary: 'Save the display order of the billboards that moved',
        tags,
        body: displayOrderRequestSchema,
        response: { 200: displayOrderAnswerSchema },
      },
    },
    async (request) => {
      const moved = await invalidating(() =>
        saveDisplayOrder(
          app.db,
          request,
          'billboards',
          { type: 'billboard', action: 'billboard.reordered', unknown: notFound },
          request.body,
        ),
      );
      return ok({ moved }, billboardWriteMessages.reordered);
    },
  );

  app.post(
    adminPaths.api.billboardsBulk,
    {
      config,
      schema: {
        summary: 'Activate or deactivate chosen (or all matching) billboards',
        description:
          'Each row on its own: 200 with every row tried, or only the failures by filter.',
        tags,
        body: billboardBulkRequestSchema,
        response: { 200: bulkAnswerSchema },
      },
    },
    async (request) => {
      const input = request.body;
      const now = nowIso();
      return invalidating(() =>
        runBulk(input.action, {
          db: app.db,
          request,
          selection: input,
          idsMatching: (filter) =>
            matchingBillboards(app.db, app.dialect, filter, now)
              .select('billboards.id as id')
              .orderBy('billboards.id'),
          act: async (trx, id, seen) => {
            await applyBillboardAction(trx, request, id, input.action, seen);
          },
        }),
      );
    },
  );
};

export default billboardWriteRoutes;
