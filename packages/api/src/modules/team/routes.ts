import {
  adminPaths,
  idParamsSchema,
  newTeamMemberSchema,
  teamAnswerSchema,
  teamMemberAnswerSchema,
  teamMemberWithPasswordAnswerSchema,
  teamMessages,
  teamPasswordResetSchema,
  teamRoleChangeSchema,
  type AuditAction,
  type TeamMemberWithPassword,
} from '@laqta/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { recordAuditEvent, auditSourceOf } from '../../audit/record.js';
import { auditedChange } from '../../audit/transaction.js';
import { createAdmin, findAdminByEmail } from '../../auth/admins.js';
import { generateOneTimePassword } from '../../auth/first-admin.js';
import { hashPassword } from '../../auth/password.js';
import type { DB } from '../../db/schema.js';
import { ConflictError, ValidationError } from '../../http/errors.js';
import { answerRecord, foundRecord, ok } from '../../http/respond.js';
import { requireAdmin } from '../../plugins/auth.js';
import { nowIso } from '../../time.js';
import {
  findTeamMember,
  lastSignIns,
  listTeam,
  otherActiveOwners,
  revokeAllTokens,
  toTeamMember,
  updateTeamMember,
  type TeamMemberRow,
} from './queries.js';

const { notFound } = teamMessages;
const ownerOnly = { permission: 'team' } as const;
const tags = ['team'];
/** `{id}` of a member's routes: 404 with the team's words when it names no admin. */
const memberParams = idParamsSchema(notFound);

/** The member the path names, read inside the change's transaction; 404 otherwise. */
async function memberIn(trx: Transaction<DB>, id: number): Promise<TeamMemberRow> {
  return foundRecord(await findTeamMember(trx, id), notFound);
}

/** 422 when `member` is the last active owner and the change would leave the platform without one. */
async function keepAnOwner(
  app: FastifyInstance,
  trx: Transaction<DB>,
  member: TeamMemberRow,
  field: 'role' | 'deactivated_at',
): Promise<void> {
  if (member.role !== 'owner' || member.deactivated_at !== null) return;
  if ((await otherActiveOwners(trx, app.dialect, member.id)) === 0)
    throw new ValidationError({ [field]: [teamMessages.lastOwner] });
}

async function recordMemberEvent(
  trx: Transaction<DB>,
  request: FastifyRequest,
  action: AuditAction,
  member: TeamMemberRow,
  changes: { before?: Record<string, unknown>; after?: Record<string, unknown> } = {},
): Promise<void> {
  await recordAuditEvent(trx, {
    ...auditSourceOf(request),
    action,
    entityType: 'admin',
    entityId: member.id,
    ...changes,
  });
}

/**
 * The team (issue 12, owner only): list admins, add one, change a role (stale-checked), deactivate
 * and reactivate, reset a password. Every change is audited; the last active owner can be neither
 * demoted nor deactivated.
 */
const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.api.team,
    {
      config: ownerOnly,
      schema: {
        summary: 'Every admin, deactivated ones too, with their latest sign-in (owner)',
        tags,
        response: { 200: teamAnswerSchema },
      },
    },
    async () => {
      const [rows, signIns] = await Promise.all([listTeam(app.db), lastSignIns(app.db)]);
      return ok(rows.map((row) => toTeamMember(row, signIns.get(row.id) ?? null)));
    },
  );

  app.get(
    adminPaths.api.teamMember,
    {
      config: ownerOnly,
      schema: {
        summary: 'One admin of the team (owner)',
        tags,
        params: memberParams,
        response: { 200: teamMemberAnswerSchema },
      },
    },
    async (request) => {
      const row = await findTeamMember(app.db, request.params.id);
      return answerRecord(row && toTeamMember(row), notFound);
    },
  );

  /** `POST /api/admin/team`: 201 with the member and, when the owner set none, a one-time password. */
  app.post(
    adminPaths.api.team,
    {
      config: ownerOnly,
      schema: {
        summary: 'Add an admin (owner); without a password, a one-time one is answered once',
        tags,
        body: newTeamMemberSchema,
        response: { 201: teamMemberWithPasswordAnswerSchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const emailTaken = new ValidationError({ email: [teamMessages.emailTaken] });
      if (await findAdminByEmail(app.db, input.email)) throw emailTaken;
      const password = input.password ?? generateOneTimePassword();
      let member: TeamMemberRow;
      try {
        member = await auditedChange(app.db, async (trx) => {
          const created = await createAdmin(trx, { ...input, password });
          await recordMemberEvent(trx, request, 'admin.created', created, {
            after: { name: created.name, email: created.email, role: created.role },
          });
          return created;
        });
      } catch (error) {
        // Added by another owner a moment ago: the same answer as above.
        if (await findAdminByEmail(app.db, input.email)) throw emailTaken;
        throw error;
      }
      const answer: TeamMemberWithPassword = {
        member: toTeamMember(member),
        one_time_password: input.password === undefined ? password : null,
      };
      return reply.code(201).send(ok(answer, teamMessages.created));
    },
  );

  /** `PUT /api/admin/team/{id}/role` `{ role, updated_at }`: 409 when another owner changed them first. */
  app.put(
    adminPaths.api.teamMemberRole,
    {
      config: ownerOnly,
      schema: {
        summary: "Change an admin's role (owner); the last active owner keeps theirs",
        description: '`updated_at` as loaded (409 `stale_edit` when another owner was first).',
        tags,
        params: memberParams,
        body: teamRoleChangeSchema,
        response: { 200: teamMemberAnswerSchema },
      },
    },
    async (request) => {
      const input = request.body;
      const member = await auditedChange(app.db, async (trx) => {
        const current = await memberIn(trx, request.params.id);
        if (current.updated_at !== input.updated_at)
          throw new ConflictError(teamMessages.staleRole);
        if (current.role === input.role) return current;
        if (input.role !== 'owner') await keepAnOwner(app, trx, current, 'role');
        const updated = await updateTeamMember(trx, current.id, { role: input.role });
        await recordMemberEvent(trx, request, 'admin.role_changed', updated, {
          before: { role: current.role },
          after: { role: updated.role },
        });
        return updated;
      });
      return ok(toTeamMember(member), teamMessages.roleChanged);
    },
  );

  /** `POST /api/admin/team/{id}/deactivate`: sign-in refused and every token revoked, at once. */
  app.post(
    adminPaths.api.teamMemberDeactivate,
    {
      config: ownerOnly,
      schema: {
        summary: 'Deactivate an admin: sign-in refused, every session ended (owner)',
        tags,
        params: memberParams,
        response: { 200: teamMemberAnswerSchema },
      },
    },
    async (request) => {
      const member = await auditedChange(app.db, async (trx) => {
        const current = await memberIn(trx, request.params.id);
        if (current.deactivated_at !== null) return current;
        await keepAnOwner(app, trx, current, 'deactivated_at');
        const updated = await updateTeamMember(trx, current.id, { deactivated_at: nowIso() });
        await revokeAllTokens(trx, current.id);
        await recordMemberEvent(trx, request, 'admin.deactivated', updated, {
          before: { deactivated_at: null },
          after: { deactivated_at: updated.deactivated_at },
        });
        return updated;
      });
      return ok(toTeamMember(member), teamMessages.deactivated);
    },
  );

  app.post(
    adminPaths.api.teamMemberReactivate,
    {
      config: ownerOnly,
      schema: {
        summary: 'Reactivate an admin (owner)',
        tags,
        params: memberParams,
        response: { 200: teamMemberAnswerSchema },
      },
    },
    async (request) => {
      const member = await auditedChange(app.db, async (trx) => {
        const current = await memberIn(trx, request.params.id);
        if (current.deactivated_at === null) return current;
        const updated = await updateTeamMember(trx, current.id, { deactivated_at: null });
        await recordMemberEvent(trx, request, 'admin.reactivated', updated, {
          before: { deactivated_at: current.deactivated_at },
          after: { deactivated_at: null },
        });
        return updated;
      });
      return ok(toTeamMember(member), teamMessages.reactivated);
    },
  );

  /** `POST /api/admin/team/{id}/password`: a new password (given, or one-time) and signed out everywhere. */
  app.post(
    adminPaths.api.teamMemberPassword,
    {
      config: ownerOnly,
      schema: {
        summary: "Reset an admin's password and sign them out everywhere (owner)",
        description: 'Without a password, a one-time one is made and answered once.',
        tags,
        params: memberParams,
        body: teamPasswordResetSchema,
        response: { 200: teamMemberWithPasswordAnswerSchema },
      },
    },
    async (request) => {
      const input = request.body;
      // The profile's change asks for the current password; a reset of one's own here would not.
      if (request.params.id === requireAdmin(request).id)
        throw new ValidationError({ password: [teamMessages.ownPasswordReset] });
      const password = input.password ?? generateOneTimePassword();
      const passwordHash = await hashPassword(password);
      const member = await auditedChange(app.db, async (trx) => {
        const current = await memberIn(trx, request.params.id);
        const updated = await updateTeamMember(trx, current.id, { password_hash: passwordHash });
        await revokeAllTokens(trx, current.id);
        // No values: the trail says a reset happened, never anything of the password.
        await recordMemberEvent(trx, request, 'admin.password_reset', updated);
        return updated;
      });
      const answer: TeamMemberWithPassword = {
        member: toTeamMember(member),
        one_time_password: input.password === undefined ? password : null,
      };
      return ok(answer, teamMessages.passwordReset);
    },
  );
};

export default teamRoutes;
