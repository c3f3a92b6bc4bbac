import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { NotFoundError, UnauthenticatedError } from '../../http/errors.js';
import { ok } from '../../http/respond.js';
import { parseInput } from '../../http/validate.js';
import { findSettingByName, listPublicSettings, toSetting } from './queries.js';

const nameParams = z.object({ name: z.string().trim().min(1).max(100) });

export const settingMessages = {
  notFound: 'الإعداد المطلوب غير موجود.',
} as const;

/**
 * Settings. Public ones (page texts, contact details, video addresses) are readable by visitors;
 * the rest need an admin token. (The back-office list and edits are added here too.)
 */
const settingsRoutes: FastifyPluginAsync = async (app) => {
  /** `GET /api/admin/settings/name/{name}`: the privacy and terms pages read their text here. */
  app.get('/api/admin/settings/name/:name', { config: { public: true } }, async (request) => {
    const { name } = parseInput(nameParams, request.params);
    const row = await findSettingByName(app.db, name);
    // A private setting needs a valid token; an unknown name is a 404 for everyone.
    if (row && row.is_public !== 1 && !request.admin) throw new UnauthenticatedError();
    if (!row) throw new NotFoundError(settingMessages.notFound);
    return ok(toSetting(row));
  });

  /** `GET /api/settings/public`: the public settings in one call (footer, videos, about page), legal texts aside. */
  app.get('/api/settings/public', async () => ok(await listPublicSettings(app.db)));
};

export default settingsRoutes;
