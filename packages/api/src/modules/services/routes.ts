import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPaths,
  idParamsSchema,
  serviceAnswerSchema,
  serviceListAnswerSchema,
  serviceListQuerySchema,
  serviceMessages,
  serviceRequestSchema,
  staleRecordMessage,
} from '@laqta/contract';
import { auditSourceOf } from '../../audit/record.js';
import { recordRowChange } from '../../audit/row-change.js';
import { auditedChange } from '../../audit/transaction.js';
import { ConflictError } from '../../http/errors.js';
import { checkedImageForm } from '../../http/form-problems.js';
import { answerList } from '../../http/list-query.js';
import { answerRecord, foundRecord, ok } from '../../http/respond.js';
import { optionalServiceImage, requiredServiceImage } from './image.js';
import {
  countServices,
  findService,
  insertService,
  servicePage,
  toService,
  updateService,
} from './queries.js';

const { notFound } = serviceMessages;
const tags = ['services'];
const params = idParamsSchema(notFound);

/** A service's audit event: who, and the form's fields before → after. */
const serviceChange = (request: FastifyRequest) => ({
  ...auditSourceOf(request),
  entityType: 'service' as const,
  actions: { created: 'service.created', updated: 'service.updated' } as const,
  fields: [
    'name',
    'description',
    'category',
    'base_price',
    'duration_minutes',
    'image_url',
    'is_active',
    'sort_order',
  ] as const,
});

/**
 * Services (`/admin/services`): list, detail, create (multipart) and update (`_method=PUT`). Under
 * /api/admin/, so every route needs a token.
 */
const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.api.services,
    {
      schema: {
        summary: 'A page of services, in display order by default',
        tags,
        querystring: serviceListQuerySchema,
        response: { 200: serviceListAnswerSchema },
      },
    },
    async (request) => {
      const query = request.query;
      return answerList(query, {
        count: (cap) => countServices(app.db, app.dialect, query, cap),
        rows: (limit, offset) => servicePage(app.db, app.dialect, query, limit, offset),
      });
    },
  );

  app.get(
    adminPaths.api.service,
    {
      schema: {
        summary: 'One service',
        tags,
        params,
        response: { 200: serviceAnswerSchema },
      },
    },
    async (request) => {
      const row = await findService(app.db, request.params.id);
      return answerRecord(row && toService(row), notFound);
    },
  );

  app.post(
    adminPaths.api.services,
    {
      config: { uploads: true, permission: 'content' },
      // A bad or missing image is listed with the fields' problems in one 422 (checkedImageForm).
      attachValidation: true,
      schema: {
        summary: 'Create a service (multipart form with its image)',
        description: '`base_price` in halalas; `image` required.',
        tags,
        body: serviceRequestSchema,
        response: { 201: serviceAnswerSchema },
      },
    },
    async (request, reply) => {
      const image = await checkedImageForm(request, requiredServiceImage);
      const values = request.body;
      const { url } = await app.uploads.saveUpload(image, { field: 'image' });
      try {
        const row = await auditedChange(app.db, async (trx) => {
          const inserted = await insertService(trx, values, url);
          await recordRowChange(trx, {
            ...serviceChange(request),
            before: undefined,
            after: inserted,
          });
          return inserted;
        });
        return reply.code(201).send(ok(toService(row), serviceMessages.created));
      } catch (error) {
        // No row points at the new file: do not leave it behind.
        await app.uploads.removeUpload(url);
        throw error;
      }
    },
  );

  app.put(
    adminPaths.api.service,
    {
      config: { uploads: true, permission: 'content' },
      attachValidation: true,
      schema: {
        summary: 'Update a service (multipart form; the image only when replaced)',
        description:
          'Sent as `POST` with `_method=PUT`; `updated_at` as loaded (409 when stale); no `image` keeps the current one.',
        tags,
        params,
        body: serviceRequestSchema,
        response: { 200: serviceAnswerSchema },
      },
    },
    async (request) => {
      const image = await checkedImageForm(request, optionalServiceImage);
      const current = foundRecord(await findService(app.db, request.params.id), notFound);
      const values = request.body;
      const saved = image ? await app.uploads.saveUpload(image, { field: 'image' }) : undefined;
      let row;
      try {
        row = await auditedChange(app.db, async (trx) => {
          const before = (await findService(trx, current.id)) ?? current;
          // The updated_at the form loaded (issue 14): another save since → 409, nothing changed.
          if (values.updated_at !== undefined && values.updated_at !== before.updated_at)
            throw new ConflictError(staleRecordMessage);
          // An archived service stays off (hidden from new bookings) until it is unarchived.
          const kept = before.archived_at === null ? values : { ...values, is_active: false };
          const updated = await updateService(trx, current.id, kept, saved?.url);
          await recordRowChange(trx, { ...serviceChange(request), before, after: updated });
          return updated;
        });
      } catch (error) {
        if (saved) await app.uploads.removeUpload(saved.url);
        throw error;
      }
      // The replaced image is no longer referenced by any row: remove it (best effort).
      if (saved && current.image_url && current.image_url !== saved.url)
        await app.uploads.removeUpload(current.image_url).catch((error: unknown) => {
          request.log.warn({ err: error }, 'removing a replaced service image failed');
        });
      return ok(toService(row), serviceMessages.updated);
    },
  );
};

export default servicesRoutes;
