import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import {
  adminPaths,
  billboardActionLabels,
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
  displayOrderRequestSchema,
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
import { runBulk } from '../../http/bulk.js';
import { ConflictError, ValidationError, type FieldErrors } from '../../http/errors.js';
import { checkImageField } from '../../http/image-field.js';
import { foundRecord, ok, recordIdOf } from '../../http/respond.js';
import { checkedTransition, requireFresh } from '../../http/state-change.js';
import type { UploadedFile } from '../../http/uploaded-file.js';
import { fieldErrorsOf, parseInput } from '../../http/validate.js';
import { nowIso, zonedMoment } from '../../time.js';
import { saveDisplayOrder } from '../display-order.js';
import { readTimeZone } from '../settings/queries.js';
import { streamBillboardExport } from './export.js';
import { createLiveBillboardsCache } from './live-cache.js';
import { findBillboard, matchingBillboards, toBillboard } from './queries.js';
import { columnsOf, insertBillboard, setBillboardActive, updateBillboard } from './writes.js';

const { notFound } = billboardMessages;

const stateLabels = { active: 'مفعّل', inactive: 'متوقف' } as const;

/** The billboard form's fields and image, checked together (one 422 lists every problem). */
async function readBillboardForm<S extends z.ZodType>(
  schema: S,
  body: unknown,
  imageRequired: boolean,
): Promise<{ values: z.output<S>; image: UploadedFile | undefined }> {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const parsed = schema.safeParse(fields);
  const image = await checkImageField(fields.image, {
    types: billboardImageTypes,
    maxBytes: billboardImageMaxBytes,
    messages: {
      type: billboardWriteMessages.imageType,
      tooLarge: billboardWriteMessages.imageTooLarge,
    },
  });
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if (image.kind === 'invalid') errors.image = [image.message];
  if (image.kind === 'absent' && imageRequired)
    errors.image = [billboardWriteMessages.imageRequired];
  if (!parsed.success || Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { values: parsed.data, image: image.kind === 'file' ? image.file : undefined };
}

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
const billboardWriteRoutes: FastifyPluginAsync = async (app) => {
  const content = { config: { permission: 'content' as const } };
  const contentWithUploads = { config: { permission: 'content' as const, uploads: true } };
  const live = createLiveBillboardsCache(app.db);

  app.get(adminPaths.api.billboardsExport, async (request, reply) => {
    const query = parseInput(billboardExportQuerySchema, request.query ?? {});
    return streamBillboardExport(app, reply, query);
  });
  /** Drops the public cache after any billboard write, committed or not (cheap either way). */
  const invalidating = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } finally {
      live.invalidate();
    }
  };

  /** Public, no token: the billboards live now, in display order. */
  app.get(PUBLIC_LIVE_BILLBOARDS_PATH, async (_request, reply): Promise<LiveBillboardsAnswer> => {
    reply.header('cache-control', 'public, max-age=15');
    return { success: true, data: await live.read() };
  });

  app.post(adminPaths.api.billboards, contentWithUploads, async (request, reply) => {
    const { values, image } = await readBillboardForm(billboardRequestSchema, request.body, true);
    const timeZone = await readTimeZone(app.db);
    const columns = columnsOf(
      values,
      zonedMoment(values.starts_at, timeZone),
      zonedMoment(values.ends_at, timeZone),
    );
    const { url } = await app.uploads.saveUpload(image!, { field: 'image' });
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
  });

  app.put<{ Params: { id: string } }>(
    adminPaths.api.billboard,
    contentWithUploads,
    async (request) => {
      const id = recordIdOf(request.params.id, notFound);
      const current = toBillboard(foundRecord(await findBillboard(app.db, id), notFound));
      const { values, image } = await readBillboardForm(
        billboardUpdateRequestSchema,
        request.body,
        false,
      );
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

  app.post<{ Params: { id: string } }>(adminPaths.api.billboardStatus, content, async (request) => {
    const id = recordIdOf(request.params.id, notFound);
    foundRecord(await findBillboard(app.db, id), notFound);
    const input = parseInput(billboardStatusRequestSchema, request.body ?? {});
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
  });

  app.put(adminPaths.api.billboardsOrder, content, async (request) => {
    const order = parseInput(displayOrderRequestSchema, request.body ?? {});
    const moved = await invalidating(() =>
      saveDisplayOrder(
        app.db,
        request,
        'billboards',
        { type: 'billboard', action: 'billboard.reordered', unknown: notFound },
        order,
      ),
    );
    return ok({ moved }, billboardWriteMessages.reordered);
  });

  app.post(adminPaths.api.billboardsBulk, content, async (request) => {
    const input = parseInput(billboardBulkRequestSchema, request.body ?? {});
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
  });
};

export default billboardWriteRoutes;
