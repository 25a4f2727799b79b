import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { constraintConflict } from './constraint-conflicts.ts';
import { HttpError } from './http-error.ts';
import { validationErrors } from './validation-errors.ts';

/**
 * Every failure answers `{"errors": {"field": ["message"]}}`: schema validation 400 naming the field, HttpError
 * with its own status, a unique or exclusion violation 409 (constraint-conflicts.ts), Fastify's client errors
 * (bad JSON, too large, 429) with their status under `base`, and anything unexpected 500 with no internals.
 * Unknown /api paths answer 404 in the same shape.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ errors: error.errors });
    const conflicted = constraintConflict(error);
    if (conflicted) return reply.code(conflicted.statusCode).send({ errors: conflicted.errors });
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ errors: validationErrors(error.validation) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ errors: { base: [error.message] } });
    request.log.error(error);
    return reply.code(500).send({ errors: { base: ['Something went wrong'] } });
  });
}
