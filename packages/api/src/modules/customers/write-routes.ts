import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPaths,
  bulkAnswerSchema,
  customerAnswerSchema,
  customerBulkRequestSchema,
  customerMessages,
  customerStatusRequestSchema,
  customerUpdateRequestSchema,
  customerWriteMessages,
  idParamsSchema,
  personEmailSchema,
  staleRecordMessage,
  type CustomerAction,
} from '@laqta/contract';
import { auditSourceOf } from '../../audit/record.js';
import { recordRowChange } from '../../audit/row-change.js';
import { auditedChange } from '../../audit/transaction.js';
import { runBulk } from '../../http/bulk.js';
import { ConflictError, ValidationError } from '../../http/errors.js';
import { foundRecord, ok } from '../../http/respond.js';
import { declaredFieldErrors, formFieldOf } from '../../http/form-problems.js';
import { applyCustomerAction } from './actions.js';
import { matchingCustomers } from './queries.js';
import { customerWithEmail, findCustomerRecord, updateCustomer } from './writes.js';

const { notFound } = customerMessages;

const statusMessages: Record<CustomerAction, string> = {
  block: customerWriteMessages.blocked,
  unblock: customerWriteMessages.unblocked,
};

/**
 * Customers' write side (issue 14, permission `people`): edit (name, e-mail unique → 422, phone,
 * city; updated_at → 409), block with a reason and unblock, and the list's bulk actions.
 */
const customerWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const people = { permission: 'people' as const };
  const tags = ['customers'];
  const params = idParamsSchema(notFound);

  app.put(
    adminPaths.api.customer,
    {
      config: people,
      // The field problems come with a taken e-mail's in one 422 (see declaredFieldErrors).
      attachValidation: true,
      schema: {
        summary: "Edit a customer's name, e-mail, phone and city",
        description:
          'Sent as `POST` with `_method=PUT`; `updated_at` as loaded (409 when stale). An e-mail another customer has is a 422 on `email`.',
        tags,
        params,
        body: customerUpdateRequestSchema,
        response: { 200: customerAnswerSchema },
      },
    },
    async (request) => {
      const errors = declaredFieldErrors(request);
      const { id } = request.params;
      foundRecord(await findCustomerRecord(app.db, id), notFound);
      // A taken e-mail is reported with the other fields' problems.
      const email = personEmailSchema.safeParse(formFieldOf(request, 'email'));
      if (email.success && (await customerWithEmail(app.db, email.data, id)) !== undefined)
        errors.email = [customerWriteMessages.emailTaken];
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      const values = request.body;
      const customer = await auditedChange(app.db, async (trx) => {
        const before = foundRecord(await findCustomerRecord(trx, id), notFound);
        if (!(await updateCustomer(trx, id, values))) throw new ConflictError(staleRecordMessage);
        const after = foundRecord(await findCustomerRecord(trx, id), notFound);
        await recordRowChange(trx, {
          ...auditSourceOf(request),
          entityType: 'customer',
          actions: { created: 'customer.updated', updated: 'customer.updated' },
          before,
          after,
          fields: ['name', 'email', 'phone', 'city'],
        });
        return after;
      }).catch(async (error: unknown) => {
        // Taken by another write between the check and the update: the same 422.
        if (
          !(error instanceof ConflictError) &&
          (await customerWithEmail(app.db, values.email, id)) !== undefined
        )
          throw new ValidationError({ email: [customerWriteMessages.emailTaken] });
        throw error;
      });
      return ok(customer, customerWriteMessages.updated);
    },
  );

  app.post(
    adminPaths.api.customerStatus,
    {
      config: people,
      schema: {
        summary: 'Block a customer (with a reason) or unblock them',
        description:
          '`{ action: "block" | "unblock", reason?, updated_at }`: 409 when stale, 422 `invalid_transition` naming the current state.',
        tags,
        params,
        body: customerStatusRequestSchema,
        response: { 200: customerAnswerSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      const customer = await auditedChange(app.db, (trx) =>
        applyCustomerAction(trx, request, id, input, input.updated_at),
      );
      return ok(customer, statusMessages[input.action]);
    },
  );

  app.post(
    adminPaths.api.customersBulk,
    {
      config: people,
      schema: {
        summary: 'Block or unblock the chosen customers, or every one the filter keeps',
        description: 'Each row on its own: the answer reports the rows that failed and why.',
        tags,
        body: customerBulkRequestSchema,
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
          matchingCustomers(app.db, app.dialect, filter)
            .select('customers.id as id')
            .orderBy('customers.id'),
        act: async (trx, id, seen) => {
          await applyCustomerAction(trx, request, id, input, seen);
        },
      });
    },
  );
};

export default customerWriteRoutes;
