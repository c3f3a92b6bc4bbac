import type { FastifyPluginAsync } from 'fastify';
import {
  adminPaths,
  customerBulkRequestSchema,
  customerMessages,
  customerStatusRequestSchema,
  customerUpdateRequestSchema,
  customerWriteMessages,
  personEmailSchema,
  staleRecordMessage,
  type CustomerAction,
} from '@laqta/contract';
import { auditSourceOf } from '../../audit/record.js';
import { recordRowChange } from '../../audit/row-change.js';
import { auditedChange } from '../../audit/transaction.js';
import { runBulk } from '../../http/bulk.js';
import { ConflictError, ValidationError, type FieldErrors } from '../../http/errors.js';
import { foundRecord, ok, recordIdOf } from '../../http/respond.js';
import { fieldErrorsOf, parseInput } from '../../http/validate.js';
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
const customerWriteRoutes: FastifyPluginAsync = async (app) => {
  const people = { config: { permission: 'people' as const } };

  app.put<{ Params: { id: string } }>(adminPaths.api.customer, people, async (request) => {
    const id = recordIdOf(request.params.id, notFound);
    foundRecord(await findCustomerRecord(app.db, id), notFound);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const parsed = customerUpdateRequestSchema.safeParse(body);
    const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    // A taken e-mail is reported with the other fields' problems.
    const email = personEmailSchema.safeParse(body.email);
    if (email.success && (await customerWithEmail(app.db, email.data, id)) !== undefined)
      errors.email = [customerWriteMessages.emailTaken];
    if (!parsed.success || Object.keys(errors).length > 0) throw new ValidationError(errors);
    const values = parsed.data;
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
  });

  /** `POST …/users/{id}/status` `{ action: 'block' | 'unblock', reason?, updated_at }`. */
  app.post<{ Params: { id: string } }>(adminPaths.api.customerStatus, people, async (request) => {
    const id = recordIdOf(request.params.id, notFound);
    foundRecord(await findCustomerRecord(app.db, id), notFound);
    const input = parseInput(customerStatusRequestSchema, request.body ?? {});
    const customer = await auditedChange(app.db, (trx) =>
      applyCustomerAction(trx, request, id, input, input.updated_at),
    );
    return ok(customer, statusMessages[input.action]);
  });

  app.post(adminPaths.api.customersBulk, people, async (request) => {
    const input = parseInput(customerBulkRequestSchema, request.body ?? {});
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
  });
};

export default customerWriteRoutes;
