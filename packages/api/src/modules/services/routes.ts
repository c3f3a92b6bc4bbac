import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  adminPaths,
  serviceListQuerySchema,
  serviceMessages,
  serviceRequestSchema,
  staleRecordMessage,
  type ServiceRequest,
} from '@laqta/contract';
import { auditSourceOf } from '../../audit/record.js';
import { recordRowChange } from '../../audit/row-change.js';
import { auditedChange } from '../../audit/transaction.js';
import { ConflictError, ValidationError, type FieldErrors } from '../../http/errors.js';
import { answerList, parseListQuery } from '../../http/list-query.js';
import { answerRecord, foundRecord, ok, recordIdOf } from '../../http/respond.js';
import { fieldErrorsOf } from '../../http/validate.js';
import { checkServiceImage } from './image.js';
import {
  countServices,
  findService,
  insertService,
  servicePage,
  toService,
  updateService,
} from './queries.js';
import type { UploadedFile } from '../../http/uploaded-file.js';

const { notFound } = serviceMessages;

type RecordRequest = FastifyRequest<{ Params: { id: string } }>;

/** The service a path names, or a 404 (an id that is not a positive whole number names none). */
async function serviceOf(app: FastifyInstance, request: RecordRequest) {
  const id = recordIdOf(request.params.id, notFound);
  return foundRecord(await findService(app.db, id), notFound);
}

/**
 * Validates a services form (fields and image together, so one 422 lists every problem).
 * The image is required when `imageRequired` (create), optional otherwise (update keeps the old one).
 */
async function readServiceForm(
  body: unknown,
  { imageRequired }: { imageRequired: boolean },
): Promise<{ values: ServiceRequest; image: UploadedFile | undefined }> {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const parsed = serviceRequestSchema.safeParse(fields);
  const image = await checkServiceImage(fields.image);
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if (image.kind === 'invalid') errors.image = [image.message];
  if (image.kind === 'absent' && imageRequired) errors.image = [serviceMessages.imageRequired];
  if (!parsed.success || Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { values: parsed.data, image: image.kind === 'file' ? image.file : undefined };
}

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
const servicesRoutes: FastifyPluginAsync = async (app) => {
  /** `GET /api/admin/services`: the list (ARCHITECTURE.md §2 page, per_page, search, sort, filters). */
  app.get(adminPaths.api.services, async (request) => {
    const query = parseListQuery(serviceListQuerySchema, request);
    return answerList(query, {
      count: () => countServices(app.db, app.dialect, query),
      rows: (limit, offset) => servicePage(app.db, app.dialect, query, limit, offset),
    });
  });

  app.get<{ Params: { id: string } }>(adminPaths.api.service, async (request) => {
    const row = await findService(app.db, recordIdOf(request.params.id, notFound));
    return answerRecord(row && toService(row), notFound);
  });

  app.post(
    adminPaths.api.services,
    { config: { uploads: true, permission: 'content' } },
    async (request, reply) => {
      const { values, image } = await readServiceForm(request.body, { imageRequired: true });
      const { url } = await app.uploads.saveUpload(image!, { field: 'image' });
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

  app.put<{ Params: { id: string } }>(
    adminPaths.api.service,
    { config: { uploads: true, permission: 'content' } },
    async (request) => {
      const current = await serviceOf(app, request);
      const { values, image } = await readServiceForm(request.body, { imageRequired: false });
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
