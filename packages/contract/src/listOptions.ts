import { z } from 'zod';
import { adminPaths } from './adminPaths.js';
import { successSchema } from './list.js';

/** The choices the list filters offer (cities, services, photographers, admins). Needs a token. */
export const listOptionsPath = adminPaths.api.listOptions;

/** At most this many photographers are offered (by name); a detail view links to the rest. */
export const LIST_OPTIONS_PHOTOGRAPHERS_LIMIT = 500;

const option = z.object({ id: z.number().int(), name: z.string() });

export const listOptionsSchema = z.object({
  /** Every city that a customer or photographer lives in, sorted. */
  cities: z.array(z.string()),
  services: z.array(option),
  photographers: z.array(option),
  /** Every admin, deactivated ones too (their past activity stays), by name: the activity filter. */
  admins: z.array(option),
});
export type ListOptions = z.infer<typeof listOptionsSchema>;
export const listOptionsAnswerSchema = successSchema(listOptionsSchema);
