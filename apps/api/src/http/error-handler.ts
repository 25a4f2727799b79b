import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../lib/database-unavailable.ts';
import { constraintConflict } from './constraint-conflicts.ts';
import { HttpError } from './http-error.ts';
import { validationErrors } from './validation-errors.ts';

/**
 * Every failure answers `{"errors": {"field": ["message"]}}`: schema validation 400 naming the field, HttpError
 * with its own status, a unique or exclusion violation 409 (constraint-conflicts.ts), Fastify's client errors
 * (bad JSON, too large, 429) with their status under `base`, a lost database connection 503 with Retry-After
 * (the client may repeat the request: its transaction rolled back; docs/deploy.md), and anything unexpected 500
 * with no internals. Unknown /api paths answer 404 in the same shape.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const body = {
        errors: error.errors,
        ...(error.reasons ? { reasons: error.reasons } : {}),
        ...(error.limit ? { limit: error.limit } : {}),
      };
      return reply.code(error.statusCode).send(body);
    }
    const conflicted = constraintConflict(error);
    if (conflicted) return reply.code(conflicted.statusCode).send({ errors: conflicted.errors });
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ errors: validationErrors(error.validation) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '1')
        .send({ errors: { base: ['The database is unavailable; try again shortly'] } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ errors: { base: [error.message] } });
    request.log.error(error);
    return reply.code(500).send({ errors: { base: ['Something went wrong'] } });
  });
}
