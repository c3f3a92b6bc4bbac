import { z } from 'zod';
import { successSchema } from './list.js';

/** `GET /api/health`: the server, its database and its upload storage answer. */
export const healthAnswerSchema = successSchema(
  z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) }),
);
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;
