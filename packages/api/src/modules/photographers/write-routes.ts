import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  adminPaths,
  personEmailSchema,
  photographerAvatarMaxBytes,
  photographerAvatarTypes,
  photographerBulkRequestSchema,
  photographerExportQuerySchema,
  photographerMessages,
  photographerRequestSchema,
  photographerStatusRequestSchema,
  photographerUpdateRequestSchema,
  photographerWriteMessages,
  staleRecordMessage,
  type Photographer,
  type PhotographerAction,
  type PhotographerSuspensionConfirmation,
} from '@laqta/contract';
import type { z } from 'zod';
import { auditSourceOf } from '../../audit/record.js';
import { recordRowChange } from '../../audit/row-change.js';
import { auditedChange } from '../../audit/transaction.js';
import { runBulk } from '../../http/bulk.js';
import { ConflictError, ValidationError, type FieldErrors } from '../../http/errors.js';
import { checkImageField } from '../../http/image-field.js';
import type { UploadedFile } from '../../http/uploaded-file.js';
import { foundRecord, ok, recordIdOf } from '../../http/respond.js';
import { fieldErrorsOf, parseInput } from '../../http/validate.js';
import { applyPhotographerAction, SuspensionNeedsConfirmation } from './actions.js';
import { streamPhotographerExport } from './export.js';
import { matchingPhotographers } from './queries.js';
import {
  findPhotographerRecord,
  insertPhotographer,
  photographerWithEmail,
  updatePhotographer,
} from './writes.js';

const { notFound } = photographerMessages;

const statusMessages: Record<PhotographerAction, string> = {
  approve: photographerWriteMessages.approved,
  reject: photographerWriteMessages.rejected,
  suspend: photographerWriteMessages.suspended,
  reinstate: photographerWriteMessages.reinstated,
};

/** The photographer form's fields and avatar, checked together so one 422 lists every problem. */
async function readPhotographerForm<S extends z.ZodType>(
  schema: S,
  body: unknown,
  exceptId?: number,
  db?: Parameters<typeof photographerWithEmail>[0],
): Promise<{ values: z.output<S>; avatar: UploadedFile | undefined }> {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const parsed = schema.safeParse(fields);
  const avatar = await checkImageField(fields.avatar, {
    types: photographerAvatarTypes,
    maxBytes: photographerAvatarMaxBytes,
    messages: {
      type: photographerWriteMessages.avatarType,
      tooLarge: photographerWriteMessages.avatarTooLarge,
    },
  });
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if (avatar.kind === 'invalid') errors.avatar = [avatar.message];
  // A taken e-mail is reported with the other fields' problems, not after they are fixed.
  const email = personEmailSchema.safeParse(fields.email);
  if (email.success && db && (await photographerWithEmail(db, email.data, exceptId)) !== undefined)
    errors.email = [photographerWriteMessages.emailTaken];
  if (!parsed.success || Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { values: parsed.data, avatar: avatar.kind === 'file' ? avatar.file : undefined };
}

/** A unique-e-mail race lost to another write between the check and the insert: the same 422. */
async function emailRace(
  error: unknown,
  db: Parameters<typeof photographerWithEmail>[0],
  email: string,
  exceptId?: number,
): Promise<never> {
  if ((await photographerWithEmail(db, email, exceptId)) !== undefined)
    throw new ValidationError({ email: [photographerWriteMessages.emailTaken] });
  throw error;
}

const photographerFields = [
  'name',
  'email',
  'phone',
  'city',
  'bio',
  'specialties',
  'starting_price',
  'avatar_url',
] as const;

/** The record as the trail compares it: specialties as one text (arrays never compare equal). */
const forAudit = (photographer: Photographer) => ({
  ...photographer,
  specialties: photographer.specialties.join('، '),
});

const photographerChange = (request: FastifyRequest) => ({
  ...auditSourceOf(request),
  entityType: 'photographer' as const,
  actions: { created: 'photographer.created', updated: 'photographer.updated' } as const,
  fields: photographerFields,
});

/**
 * Photographers' write side (issue 14, permission `people`): create and edit (multipart, avatar
 * ≤ 2 MB by its bytes), the state machine (approve, reject, suspend with confirmation, reinstate)
 * and the list's bulk actions.
 */
const photographerWriteRoutes: FastifyPluginAsync = async (app) => {
  const people = { config: { permission: 'people' as const } };
  const peopleWithUploads = { config: { permission: 'people' as const, uploads: true } };

  /** `GET …/photographers/export?format=xlsx|csv&…` the list's search, filters and order (every role). */
  app.get(adminPaths.api.photographersExport, async (request, reply) => {
    const query = parseInput(photographerExportQuerySchema, request.query ?? {});
    return streamPhotographerExport(app, reply, query);
  });

  app.post(adminPaths.api.photographers, peopleWithUploads, async (request, reply) => {
    const { values, avatar } = await readPhotographerForm(
      photographerRequestSchema,
      request.body,
      undefined,
      app.db,
    );
    const saved = avatar ? await app.uploads.saveUpload(avatar, { field: 'avatar' }) : undefined;
    try {
      const record = await auditedChange(app.db, async (trx) => {
        const id = await insertPhotographer(trx, values, saved?.url ?? null);
        const created = foundRecord(await findPhotographerRecord(trx, id), notFound);
        await recordRowChange(trx, {
          ...photographerChange(request),
          before: undefined,
          after: forAudit(created),
        });
        return created;
      }).catch((error: unknown) => emailRace(error, app.db, values.email));
      return reply.code(201).send(ok(record, photographerWriteMessages.created));
    } catch (error) {
      if (saved) await app.uploads.removeUpload(saved.url);
      throw error;
    }
  });

  app.put<{ Params: { id: string } }>(
    adminPaths.api.photographer,
    peopleWithUploads,
    async (request) => {
      const id = recordIdOf(request.params.id, notFound);
      const current = foundRecord(await findPhotographerRecord(app.db, id), notFound);
      const { values, avatar } = await readPhotographerForm(
        photographerUpdateRequestSchema,
        request.body,
        id,
        app.db,
      );
      if (values.updated_at !== current.updated_at) throw new ConflictError(staleRecordMessage);
      const saved = avatar ? await app.uploads.saveUpload(avatar, { field: 'avatar' }) : undefined;
      let record;
      try {
        record = await auditedChange(app.db, async (trx) => {
          const before = foundRecord(await findPhotographerRecord(trx, id), notFound);
          if (!(await updatePhotographer(trx, id, values.updated_at, values, saved?.url)))
            throw new ConflictError(staleRecordMessage);
          const after = foundRecord(await findPhotographerRecord(trx, id), notFound);
          await recordRowChange(trx, {
            ...photographerChange(request),
            before: forAudit(before),
            after: forAudit(after),
          });
          return after;
        }).catch((error: unknown) => emailRace(error, app.db, values.email, id));
      } catch (error) {
        if (saved) await app.uploads.removeUpload(saved.url);
        throw error;
      }
      if (saved && current.avatar_url && current.avatar_url !== saved.url)
        await app.uploads.removeUpload(current.avatar_url).catch((error: unknown) => {
          request.log.warn({ err: error }, 'removing a replaced photographer avatar failed');
        });
      return ok(record, photographerWriteMessages.updated);
    },
  );

  /** `POST …/photographers/{id}/status` `{ action, reason?, updated_at, confirm? }`. */
  app.post<{ Params: { id: string } }>(
    adminPaths.api.photographerStatus,
    people,
    async (request, reply) => {
      const id = recordIdOf(request.params.id, notFound);
      foundRecord(await findPhotographerRecord(app.db, id), notFound);
      const input = parseInput(photographerStatusRequestSchema, request.body ?? {});
      try {
        const record = await auditedChange(app.db, (trx) =>
          applyPhotographerAction(trx, request, id, input, input.updated_at),
        );
        return ok(record, statusMessages[input.action]);
      } catch (error) {
        if (!(error instanceof SuspensionNeedsConfirmation)) throw error;
        const answer: PhotographerSuspensionConfirmation = {
          success: false,
          message: error.message,
          confirmation_required: true,
          orders: error.orders,
        };
        return reply.code(409).send(answer);
      }
    },
  );

  /** `POST …/photographers/bulk`: approve, suspend or reinstate the chosen or all matching rows. */
  app.post(adminPaths.api.photographersBulk, people, async (request) => {
    const input = parseInput(photographerBulkRequestSchema, request.body ?? {});
    return runBulk(input.action, {
      db: app.db,
      request,
      selection: input,
      idsMatching: (filter) =>
        matchingPhotographers(app.db, app.dialect, filter)
          .select('photographers.id as id')
          .orderBy('photographers.id'),
      act: async (trx, id, seen) => {
        await applyPhotographerAction(
          trx,
          request,
          id,
          { action: input.action, reason: input.reason, confirm: input.confirm },
          seen,
        );
      },
    });
  });
};

export default photographerWriteRoutes;
