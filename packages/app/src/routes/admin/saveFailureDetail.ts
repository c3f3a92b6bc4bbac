import { SettingsError } from '../../api/settings';

/**
 * The second line under a red save message: the server's own words when they help the admin (a
 * conflict with another admin's edit, a refused value, no connection); nothing for server faults.
 */
export function saveFailureDetail(error: unknown): string | undefined {
  if (!(error instanceof SettingsError)) return undefined;
  if (error.status === 409 || error.status === 422 || error.status === 0) return error.message;
  return undefined;
}
