import {
  adminPaths,
  idParamsSchema,
  ownerOnlySettingNames,
  publicSettingsAnswerSchema,
  publicSettingsPaths,
  settingAnswerSchema,
  settingConflictMessage,
  settingMessages,
  settingNameParamsSchema,
  settingsListAnswerSchema,
  settingsListQuerySchema,
  settingValueProblem,
  storeSettingsAnswerSchema,
  storeSettingsRequestSchema,
  storedSettingValue,
  updateSettingValueAnswerSchema,
  updateSettingValueRequestSchema,
} from '@laqta/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditSourceOf } from '../../audit/record.js';
import { recordRowChange } from '../../audit/row-change.js';
import { auditedChange } from '../../audit/transaction.js';
import {
  ConflictError,
  NotFoundError,
  UnauthenticatedError,
  ValidationError,
} from '../../http/errors.js';
import { foundRecord, ok } from '../../http/respond.js';
import type { SettingRow } from '../../db/tables/settings.js';
import { requirePermission } from '../../plugins/auth.js';
import { readyAnswer, sendReady, type ReadyAnswer } from '../../plugins/http-caching.js';
import { refuseBuiltInTypeChanges, withBuiltInType } from './built-in-types.js';
import {
  findSettingById,
  findSettingByName,
  listAboutSettings,
  listPublicSettings,
  listSettings,
  storeSettings,
  toAdminSetting,
  toSetting,
  updateSettingValue,
} from './queries.js';

const tags = ['settings'];

/**
 * The answer of a setting by name, serialised once per row of the settings snapshot (the rows are
 * the same objects until the settings change, settings-cache.ts): the privacy and terms pages ask
 * for the same few kilobytes on every visit (issue 15). A row read inside a transaction is never
 * the snapshot's, and is serialised each time.
 */
const readyAnswers = new WeakMap<SettingRow, ReadyAnswer>();

function readyAnswerOf(
  row: SettingRow,
  serialize: () => Parameters<typeof readyAnswer>[0],
): ReadyAnswer {
  let answer = readyAnswers.get(row);
  if (!answer) readyAnswers.set(row, (answer = readyAnswer(serialize())));
  return answer;
}

/** A setting's audit event: who, and its value and type before → after (about page included). */
const settingChange = (request: FastifyRequest) => ({
  ...auditSourceOf(request),
  entityType: 'setting' as const,
  actions: { created: 'setting.created', updated: 'setting.updated' } as const,
  fields: ['name', 'value', 'type'] as const,
});

const savedMessages = {
  stored: 'تم حفظ الإعدادات بنجاح',
  updated: 'تم تحديث الإعداد بنجاح',
} as const;

/**
 * Settings. Public ones (page texts, contact details, video addresses) are readable by visitors;
 * the rest need an admin token. The back office lists, stores (batch) and updates them.
 */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.api.settingByName,
    {
      config: { public: true },
      schema: {
        summary: 'One setting by name (the privacy and terms pages read their text here)',
        description: 'Public settings for everyone; a private one needs an admin token.',
        tags,
        params: settingNameParamsSchema,
        response: { 200: settingAnswerSchema },
      },
    },
    async (request, reply) => {
      const row = await findSettingByName(app.db, request.params.name);
      // A private setting needs a valid token; an unknown name is a 404 for everyone.
      if (row && row.is_public !== 1 && !request.admin) throw new UnauthenticatedError();
      if (!row) throw new NotFoundError(settingMessages.notFound);
      // Sent here, and nothing returned: an async handler that returns the reply resolves a
      // thenable, which costs the event loop two more turns per answer.
      sendReady(
        reply,
        readyAnswerOf(row, () => reply.serialize(ok(toSetting(row)))),
      );
    },
  );

  app.get(
    publicSettingsPaths.everyPage,
    {
      schema: {
        summary:
          'Every public setting in one call (footer, contacts, videos), but the legal and about texts',
        tags,
        response: { 200: publicSettingsAnswerSchema },
      },
    },
    async () => ok(await listPublicSettings(app.db)),
  );

  app.get(
    publicSettingsPaths.about,
    {
      schema: {
        summary: "The about page's public texts and video, which the public list leaves out",
        tags,
        response: { 200: publicSettingsAnswerSchema },
      },
    },
    async () => ok(await listAboutSettings(app.db)),
  );

  app.get(
    adminPaths.api.settings,
    {
      schema: {
        summary: 'Every setting, for the settings screen',
        tags,
        querystring: settingsListQuerySchema,
        response: { 200: settingsListAnswerSchema },
      },
    },
    async (request) => ok(await listSettings(app.db, app.dialect, request.query)),
  );

  app.post(
    adminPaths.api.settings,
    {
      config: { permission: 'content' },
      schema: {
        summary: 'Create or update settings in one batch: all saved, or none',
        description:
          'Multipart `settings[i][name|value|type]` (or JSON). Owner-only settings need the owner.',
        tags,
        body: storeSettingsRequestSchema,
        response: { 200: storeSettingsAnswerSchema },
      },
    },
    async (request) => {
      const { settings } = request.body;
      if (settings.some(({ name }) => ownerOnlySettingNames.includes(name)))
        requirePermission(request, 'platformSettings');
      refuseBuiltInTypeChanges(settings);
      const rows = await auditedChange(app.db, async (trx) => {
        const before = await Promise.all(settings.map(({ name }) => findSettingByName(trx, name)));
        const saved = await storeSettings(trx, settings);
        for (const [index, row] of saved.entries())
          await recordRowChange(trx, {
            ...settingChange(request),
            before: before[index],
            after: row,
          });
        return saved;
      });
      return ok(rows.map(toAdminSetting), savedMessages.stored);
    },
  );

  app.put(
    adminPaths.api.setting,
    {
      config: { permission: 'content' },
      schema: {
        summary: "Change one setting's value",
        description: 'Sent as `POST` with `_method=PUT`; `updated_at` as loaded (409 when stale).',
        tags,
        params: idParamsSchema(settingMessages.notFound),
        body: updateSettingValueRequestSchema,
        response: { 200: updateSettingValueAnswerSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      const current = withBuiltInType(
        foundRecord(await findSettingById(app.db, id), settingMessages.notFound),
      );
      if (ownerOnlySettingNames.includes(current.name))
        requirePermission(request, 'platformSettings');
      const problem = settingValueProblem(current.type, input.value);
      if (problem) throw new ValidationError({ value: [problem] });
      const value = storedSettingValue(current.type, input.value); // ١٥ → 15, asia/riyadh → Asia/Riyadh
      const outcome = await auditedChange(app.db, async (trx) => {
        const before = await findSettingById(trx, id);
        const updated = await updateSettingValue(trx, id, value, input.updated_at);
        if (updated.status === 'updated')
          await recordRowChange(trx, { ...settingChange(request), before, after: updated.row });
        return updated;
      });
      if (outcome.status === 'not_found') throw new NotFoundError(settingMessages.notFound);
      if (outcome.status === 'stale')
        throw new ConflictError(settingConflictMessage(outcome.row.name));
      return ok(toAdminSetting(outcome.row), savedMessages.updated);
    },
  );
};

export default settingsRoutes;
