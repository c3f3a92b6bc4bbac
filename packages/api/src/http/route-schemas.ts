import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { NotFoundError, ValidationError } from './errors.js';
import { fieldErrorsOf } from './validate.js';

/**
 * How a route's zod schemas (`schema: { params, querystring, body, response }` in its options,
 * from packages/contract) check requests and answers. fastify-type-provider-zod types the handler
 * from the same schemas and turns them into the OpenAPI document (plugins/openapi.ts); these
 * compilers replace its own so a client sees this API's answers:
 * - an invalid body or query is the 422 `{ message, errors, code: 'validation_failed' }` with the
 *   contract's Arabic messages, exactly as `parseInput` answered inside handlers before;
 * - a path parameter that fails its schema names nothing: 404 with the schema's message (the
 *   resource's "not found"), as `recordIdOf` answered.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    if (result.success) return { value: result.data };
    if (httpPart === 'params') return { error: new NotFoundError(result.error.issues[0]?.message) };
    return { error: new ValidationError(fieldErrorsOf(result.error)) };
  };

/** An answer that does not match its declared schema: the server drifted from the contract. */
export class AnswerDriftError extends Error {
  constructor(
    readonly route: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(
      `The answer of ${route} does not match its schema: ${z.prettifyError(new z.ZodError(issues))}`,
    );
    this.name = 'AnswerDriftError';
  }
}

/**
 * Answers are written with JSON.stringify as they are, in every mode (a schema never strips or
 * reshapes what a client gets). With `checkAnswers` (tests and development) each answer is first
 * parsed with its declared schema and a mismatch is an AnswerDriftError (a 500 the test sees), so a
 * drift between the server and the contract fails a test rather than a client. Production skips
 * the check: it is a test of the code, not of the request.
 */
export function serializerCompilerOf(checkAnswers: boolean): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url, httpStatus }) => {
    if (!checkAnswers || !(schema instanceof z.ZodType)) return (data) => JSON.stringify(data);
    const route = `${method} ${url} → ${httpStatus}`;
    return (data) => {
      const result = schema.safeParse(data);
      if (!result.success) throw new AnswerDriftError(route, result.error.issues);
      return JSON.stringify(data);
    };
  };
}
