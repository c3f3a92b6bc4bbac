import { z } from 'zod';
import { MAX_RECORD_ID } from './recordIds.js';

/**
 * The path parameters of a record's routes (`/api/admin/orders/{id}`): a positive whole number in
 * digits, at most MAX_RECORD_ID. A path that names no record is a 404 with the resource's own
 * `notFound` message (the server answers a path parameter that fails its schema with a 404), so
 * `/orders/abc` and `/orders/999999` read the same to a client.
 */
export function idParamsSchema(notFound: string) {
  return z.object({
    id: z
      .string()
      .regex(/^\d{1,10}$/, notFound)
      .transform(Number)
      .refine((id) => id >= 1 && id <= MAX_RECORD_ID, notFound),
  });
}
