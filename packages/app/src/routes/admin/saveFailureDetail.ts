import { SettingsError } from '../../api/settings';

/**
 * The second line under a red save message: the server's own words when they help the admin (a
 * conflict with another admin's edit, a refused value, a role that may not, no connection); nothing
 * for server faults.
 */
export function saveFailureDetail(error: unknown): string | undefined {
  if (!(error instanceof SettingsError)) return undefined;
  // 403: outside the admin's role, in the server's Arabic words.
  if ([0, 403, 409, 422].includes(error.status)) return error.message;
  return undefined;
}
