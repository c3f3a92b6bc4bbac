import {
  adminPaths,
  ownerOnlySettingNames,
  settingConflictMessage,
  settingMessages,
  settingsListQuerySchema,
  settingValueProblem,
  storeSettingsRequestSchema,
  storedSettingValue,
  updateSettingValueRequestSchema,
} from '@laqta/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { auditSourceOf } from '../../audit/record.js';
import { recordRowChange } from '../../audit/row-change.js';
import { auditedChange } from '../../audit/transaction.js';
import {
  ConflictError,
  NotFoundError,
  UnauthenticatedError,
  ValidationError,
} from '../../http/errors.js';
import { foundRecord, ok, recordIdOf } from '../../http/respond.js';
import { parseInput } from '../../http/validate.js';
import { requirePermission } from '../../plugins/auth.js';
import { refuseBuiltInTypeChanges, withBuiltInType } from './built-in-types.js';
import {
  findSettingById,
  findSettingByName,
  listPublicSettings,
  listSettings,
  storeSettings,
  toAdminSetting,
  toSetting,
  updateSettingValue,
} from './queries.js';

const nameParams = z.object({ name: z.string().trim().min(1).max(100) });

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
const settingsRoutes: FastifyPluginAsync = async (app) => {
  /** `GET /api/admin/settings/name/{name}`: the privacy and terms pages read their text here. */
  app.get(adminPaths.api.settingByName, { config: { public: true } }, async (request) => {
    const { name } = parseInput(nameParams, request.params);
    const row = await findSettingByName(app.db, name);
    // A private setting needs a valid token; an unknown name is a 404 for everyone.
    if (row && row.is_public !== 1 && !request.admin) throw new UnauthenticatedError();
    if (!row) throw new NotFoundError(settingMessages.notFound);
    return ok(toSetting(row));
  });

  /** `GET /api/settings/public`: the public settings in one call (footer, videos, about page), legal texts aside. */
  app.get('/api/settings/public', async () => ok(await listPublicSettings(app.db)));

  /** `GET /api/admin/settings?type=&search=`: every setting, for the settings screen. */
  app.get(adminPaths.api.settings, async (request) => {
    const query = parseInput(settingsListQuerySchema, request.query ?? {});
    return ok(await listSettings(app.db, app.dialect, query));
  });

  /** `POST /api/admin/settings` (multipart `settings[i][name|value|type]`): all saved, or none. */
  app.post(adminPaths.api.settings, { config: { permission: 'content' } }, async (request) => {
    const { settings } = parseInput(storeSettingsRequestSchema, request.body ?? {});
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
  });

  /** `POST /api/admin/settings/{id}` with `_method=PUT` and `value` (+ the `updated_at` loaded). */
  app.put<{ Params: { id: string } }>(
    adminPaths.api.setting,
    { config: { permission: 'content' } },
    async (request) => {
      const id = recordIdOf(request.params.id, settingMessages.notFound);
      const input = parseInput(updateSettingValueRequestSchema, request.body ?? {});
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
