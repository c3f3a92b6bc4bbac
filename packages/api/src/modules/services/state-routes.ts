import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import {
  adminPaths,
  bulkAnswerSchema,
  displayOrderAnswerSchema,
  displayOrderRequestSchema,
  idParamsSchema,
  serviceAnswerSchema,
  serviceDeletedAnswerSchema,
  serviceActionLabels,
  serviceBulkRequestSchema,
  serviceDeleteRequestSchema,
  serviceExportQuerySchema,
  serviceMessages,
  serviceStateLabels,
  serviceStateOf,
  serviceStatusRequestSchema,
  serviceTransitions,
  serviceWriteMessages,
  type AuditAction,
  type Service,
  type ServiceAction,
} from '@laqta/contract';
import { auditSourceOf, recordAuditEvent } from '../../audit/record.js';
import { recordRowChange } from '../../audit/row-change.js';
import { auditedChange } from '../../audit/transaction.js';
import type { DB } from '../../db/schema.js';
import { runBulk } from '../../http/bulk.js';
import { spreadsheetResponses } from '../../export/spreadsheet.js';
import { HttpError } from '../../http/errors.js';
import { foundRecord, ok } from '../../http/respond.js';
import { checkedTransition, requireFresh } from '../../http/state-change.js';
import { saveDisplayOrder } from '../display-order.js';
import { streamServiceExport } from './export.js';
import { findService, matchingServices, toService } from './queries.js';
import { deleteService, ordersUsingService, setServiceState } from './writes.js';

const { notFound } = serviceMessages;
const tags = ['services'];
const params = idParamsSchema(notFound);

const auditActionOf: Record<ServiceAction, AuditAction> = {
  activate: 'service.activated',
  deactivate: 'service.deactivated',
  archive: 'service.archived',
  unarchive: 'service.unarchived',
};
const answerOf: Record<ServiceAction, string> = {
  activate: serviceWriteMessages.activated,
  deactivate: serviceWriteMessages.deactivated,
  archive: serviceWriteMessages.archived,
  unarchive: serviceWriteMessages.unarchived,
};

async function serviceIn(db: Transaction<DB>, id: number): Promise<Service> {
  const row = foundRecord(await findService(db, id), notFound);
  return toService(row);
}

/** One service's action in the caller's transaction (the service's route or a bulk row). */
async function applyServiceAction(
  trx: Transaction<DB>,
  request: FastifyRequest,
  id: number,
  action: ServiceAction,
  seen: string | undefined,
): Promise<Service> {
  const current = await serviceIn(trx, id);
  requireFresh(current.updated_at, seen);
  const to = checkedTransition({
    table: serviceTransitions,
    action,
    state: serviceStateOf(current),
    actionLabels: serviceActionLabels,
    stateLabels: serviceStateLabels,
    reason: undefined,
  });
  await setServiceState(trx, id, to);
  const after = await serviceIn(trx, id);
  const audited = auditActionOf[action];
  await recordRowChange(trx, {
    ...auditSourceOf(request),
    entityType: 'service',
    actions: { created: audited, updated: audited },
    before: current,
    after,
    fields: ['is_active', 'archived_at'],
  });
  return after;
}

/**
 * Services beyond their form (issue 14, permission `content`): activate, deactivate, archive
 * (hidden from new bookings, kept for history), unarchive; delete only when no order used it;
 * the display order the admin chose; the list's bulk actions.
 */
const serviceStateRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { permission: 'content' as const };

  app.get(
    adminPaths.api.servicesExport,
    {
      schema: {
        summary: 'Export the services the list keeps (XLSX or CSV)',
        tags,
        querystring: serviceExportQuerySchema,
        response: spreadsheetResponses,
      },
    },
    async (request, reply) => streamServiceExport(app, reply, request.query),
  );

  app.post(
    adminPaths.api.serviceStatus,
    {
      config,
      schema: {
        summary: 'Activate, deactivate, archive or unarchive a service',
        description: '`updated_at` as loaded (409 when stale); 422 naming the current state.',
        tags,
        params,
        body: serviceStatusRequestSchema,
        response: { 200: serviceAnswerSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      foundRecord(await findService(app.db, id), notFound);
      const input = request.body;
      const service = await auditedChange(app.db, (trx) =>
        applyServiceAction(trx, request, id, input.action, input.updated_at),
      );
      return ok(service, answerOf[input.action]);
    },
  );

  /** `DELETE …/services/{id}` `{ updated_at }`: only a service no order used (else 422: archive it). */
  app.delete(
    adminPaths.api.service,
    {
      config,
      schema: {
        summary: 'Delete a service no order used (otherwise 422: archive it)',
        description: 'Or `POST` with `_method=DELETE`; `updated_at` as loaded (409 when stale).',
        tags,
        params,
        body: serviceDeleteRequestSchema,
        response: { 200: serviceDeletedAnswerSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      foundRecord(await findService(app.db, id), notFound);
      const input = request.body;
      const removed = await auditedChange(app.db, async (trx) => {
        const current = await serviceIn(trx, id);
        requireFresh(current.updated_at, input.updated_at);
        const used = await ordersUsingService(trx, id);
        if (used > 0) throw new HttpError(422, serviceWriteMessages.inUse(used));
        await deleteService(trx, id);
        await recordAuditEvent(trx, {
          ...auditSourceOf(request),
          action: 'service.deleted',
          entityType: 'service',
          entityId: id,
          before: {
            name: current.name,
            category: current.category,
            base_price: current.base_price,
          },
          after: null,
        });
        return current;
      });
      // The deleted row was the image's only reference (best effort).
      if (removed.image_url)
        await app.uploads.removeUpload(removed.image_url).catch((error: unknown) => {
          request.log.warn({ err: error }, 'removing a deleted service image failed');
        });
      return ok({ id }, serviceWriteMessages.deleted);
    },
  );

  /** `PUT …/services/order` `{ items: [{ id, sort_order }] }`: the positions of the moved services. */
  app.put(
    adminPaths.api.servicesOrder,
    {
      config,
      schema: {
        summary: 'Save the display order of the services that moved',
        tags,
        body: displayOrderRequestSchema,
        response: { 200: displayOrderAnswerSchema },
      },
    },
    async (request) => {
      const moved = await saveDisplayOrder(
        app.db,
        request,
        'services',
        { type: 'service', action: 'service.reordered', unknown: notFound },
        request.body,
      );
      return ok({ moved }, serviceWriteMessages.reordered);
    },
  );

  app.post(
    adminPaths.api.servicesBulk,
    {
      config,
      schema: {
        summary: 'Activate, deactivate or archive chosen (or all matching) services',
        description:
          'Each row on its own: 200 with every row tried, or only the failures by filter.',
        tags,
        body: serviceBulkRequestSchema,
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
          matchingServices(app.db, app.dialect, filter)
            .select('services.id as id')
            .orderBy('services.id'),
        act: async (trx, id, seen) => {
          await applyServiceAction(trx, request, id, input.action, seen);
        },
      });
    },
  );
};

export default serviceStateRoutes;
