import {
  adminPaths,
  twoFactorPolicyAnswerSchema,
  twoFactorPolicyMessages,
  twoFactorPolicyUpdateSchema,
} from '@laqta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditSourceOf } from '../../audit/record.js';
import { recordRowChange } from '../../audit/row-change.js';
import { auditedChange } from '../../audit/transaction.js';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors.js';
import { foundRecord, ok } from '../../http/respond.js';
import { requireAdmin } from '../../plugins/auth.js';
import { findSecurityPolicy, toTwoFactorPolicy, updateTwoFactorRequired } from './queries.js';

const policyMissing = 'سياسة الأمان غير موجودة';
const tags = ['security'];

/**
 * The owner's "require two-factor for everyone" (issue 12): every role reads it; an owner changes
 * it (permission `team`), stale-checked and audited. The requirement itself is enforced in
 * plugins/auth.ts, on every request of an admin without two-factor.
 */
const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.api.twoFactorPolicy,
    {
      schema: {
        summary: 'Whether every admin must use two-factor sign-in',
        tags,
        response: { 200: twoFactorPolicyAnswerSchema },
      },
    },
    async () => ok(toTwoFactorPolicy(foundRecord(await findSecurityPolicy(app.db), policyMissing))),
  );

  /** `PUT /api/admin/security/two-factor` (or POST `_method=PUT`): two_factor_required, updated_at. */
  app.put(
    adminPaths.api.twoFactorPolicy,
    {
      config: { permission: 'team' },
      schema: {
        summary: 'Require two-factor of every admin, or stop requiring it (owner)',
        description:
          '`updated_at` as loaded (409 when stale); the owner must be enrolled to turn it on.',
        tags,
        body: twoFactorPolicyUpdateSchema,
        response: { 200: twoFactorPolicyAnswerSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const input = request.body;
      // Turned on by an owner without two-factor, it would shut them out of the switch itself.
      if (input.two_factor_required && !admin.twoFactorEnabled)
        throw new ValidationError({
          two_factor_required: [twoFactorPolicyMessages.ownerMustEnrolFirst],
        });
      const after = await auditedChange(app.db, async (trx) => {
        const before = await findSecurityPolicy(trx);
        if (!before) throw new NotFoundError(policyMissing);
        if (before.updated_at !== input.updated_at)
          throw new ConflictError(twoFactorPolicyMessages.stale);
        if ((before.two_factor_required === 1) === input.two_factor_required) return before;
        const updated = await updateTwoFactorRequired(
          trx,
          input.two_factor_required,
          input.updated_at,
        );
        if (!updated) throw new ConflictError(twoFactorPolicyMessages.stale);
        await recordRowChange(trx, {
          ...auditSourceOf(request),
          entityType: 'security_policy',
          actions: {
            created: 'security.two_factor_requirement_changed',
            updated: 'security.two_factor_requirement_changed',
          },
          before,
          after: updated,
          fields: ['two_factor_required'],
        });
        return updated;
      });
      const policy = toTwoFactorPolicy(after);
      return ok(
        policy,
        policy.two_factor_required
          ? twoFactorPolicyMessages.requiredOn
          : twoFactorPolicyMessages.requiredOff,
      );
    },
  );
};

export default securityRoutes;
