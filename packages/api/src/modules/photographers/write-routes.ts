import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPaths,
  bulkAnswerSchema,
  errorAnswerSchema,
  idParamsSchema,
  personEmailSchema,
  photographerAnswerSchema,
  photographerAvatarMaxBytes,
  photographerAvatarTypes,
  photographerBulkRequestSchema,
  photographerExportQuerySchema,
  photographerMessages,
  photographerRequestSchema,
  photographerStatusRequestSchema,
  photographerSuspensionConfirmationSchema,
  photographerUpdateRequestSchema,
  photographerWriteMessages,
  staleRecordMessage,
  type Photographer,
  type PhotographerAction,
  type PhotographerSuspensionConfirmation,
} from '@laqta/contract';
import { auditSourceOf } from '../../audit/record.js';
import { recordRowChange } from '../../audit/row-change.js';
import { auditedChange } from '../../audit/transaction.js';
import { spreadsheetResponses } from '../../export/spreadsheet.js';
import { runBulk } from '../../http/bulk.js';
import { ConflictError, ValidationError, type FieldErrors } from '../../http/errors.js';
import { checkImageField } from '../../http/image-field.js';
import type { UploadedFile } from '../../http/uploaded-file.js';
import { foundRecord, ok } from '../../http/respond.js';
import { applyPhotographerAction, SuspensionNeedsConfirmation } from './actions.js';
import { streamPhotographerExport } from './export.js';
import { declaredFieldErrors, formFieldOf } from '../../http/form-problems.js';
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

/**
 * The rest of the photographer form's problems, added to its declared fields' (`errors`, from
 * declaredFieldErrors) so one 422 lists every problem: the avatar's bytes and a taken e-mail.
 * Answers the checked avatar, if one was sent; a too large one is a 413.
 */
async function checkedAvatar(
  request: FastifyRequest,
  errors: FieldErrors,
  db: Parameters<typeof photographerWithEmail>[0],
  exceptId?: number,
): Promise<UploadedFile | undefined> {
  const avatar = await checkImageField(formFieldOf(request, 'avatar'), {
    types: photographerAvatarTypes,
    maxBytes: photographerAvatarMaxBytes,
    messages: {
      type: photographerWriteMessages.avatarType,
      tooLarge: photographerWriteMessages.avatarTooLarge,
    },
  });
  if (avatar.kind === 'invalid') errors.avatar = [avatar.message];
  // A taken e-mail is reported with the other fields' problems, not after they are fixed.
  const email = personEmailSchema.safeParse(formFieldOf(request, 'email'));
  if (email.success && (await photographerWithEmail(db, email.data, exceptId)) !== undefined)
    errors.email = [photographerWriteMessages.emailTaken];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return avatar.kind === 'file' ? avatar.file : undefined;
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
const photographerWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const people = { permission: 'people' as const };
  const peopleWithUploads = { permission: 'people' as const, uploads: true };
  const tags = ['photographers'];
  const params = idParamsSchema(notFound);

  app.get(
    adminPaths.api.photographersExport,
    {
      schema: {
        summary: 'Every photographer the search and filters keep, as XLSX or CSV',
        description: 'The list’s query without its page; `ids=…` keeps only those rows.',
        tags,
        querystring: photographerExportQuerySchema,
        response: spreadsheetResponses,
      },
    },
    async (request, reply) => streamPhotographerExport(app, reply, request.query),
  );

  app.post(
    adminPaths.api.photographers,
    {
      config: peopleWithUploads,
      // The field problems come with the avatar's and a taken e-mail's in one 422.
      attachValidation: true,
      schema: {
        summary: 'Add a photographer (pending, in the approval queue)',
        description:
          'Multipart, with an optional `avatar` file; `starting_price` in halalas. An e-mail another photographer has is a 422 on `email`; an avatar past 2 MB a 413.',
        tags,
        body: photographerRequestSchema,
        response: { 201: photographerAnswerSchema },
      },
    },
    async (request, reply) => {
      const avatar = await checkedAvatar(request, declaredFieldErrors(request), app.db);
      const values = request.body;
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
    },
  );

  app.put(
    adminPaths.api.photographer,
    {
      config: peopleWithUploads,
      attachValidation: true,
      schema: {
        summary: "Edit a photographer's details and picture",
        description:
          'Sent as multipart `POST` with `_method=PUT`; `updated_at` as loaded (409 when stale); no `avatar` keeps the picture.',
        tags,
        params,
        body: photographerUpdateRequestSchema,
        response: { 200: photographerAnswerSchema },
      },
    },
    async (request) => {
      const errors = declaredFieldErrors(request);
      const { id } = request.params;
      const current = foundRecord(await findPhotographerRecord(app.db, id), notFound);
      const avatar = await checkedAvatar(request, errors, app.db, id);
      const values = request.body;
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

  app.post(
    adminPaths.api.photographerStatus,
    {
      config: people,
      schema: {
        summary: 'Approve, reject, suspend or reinstate a photographer',
        description:
          '`{ action, reason?, updated_at, confirm? }`. 409 `stale_edit` when stale; 409 `conflict` with `confirmation_required` and the confirmed orders ahead when a suspension needs `confirm: true`; 422 `invalid_transition` naming the current state.',
        tags,
        params,
        body: photographerStatusRequestSchema,
        response: {
          200: photographerAnswerSchema,
          409: z.union([photographerSuspensionConfirmationSchema, errorAnswerSchema]),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const input = request.body;
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
          code: 'conflict',
          confirmation_required: true,
          orders: error.orders,
        };
        return reply.code(409).send(answer);
      }
    },
  );

  app.post(
    adminPaths.api.photographersBulk,
    {
      config: people,
      schema: {
        summary:
          'Approve, suspend or reinstate the chosen photographers, or every one the filter keeps',
        description:
          'Each row on its own (a suspension goes ahead with `confirm`): the answer reports the rows that failed and why.',
        tags,
        body: photographerBulkRequestSchema,
        response: { 200: bulkAnswerSchema },
      },
    },
    async (request) => {
      const input = request.body;
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
    },
  );
};

export default photographerWriteRoutes;
