import type { FastifySchemaValidationError } from 'fastify';
import type { FieldErrors } from './http-error.ts';

const toSnake = (segment: string): string => segment.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

// zod says "Invalid input: expected string, received undefined" for a missing field; the forms show the user
// "is required" next to the field, as the contracts' own messages do.
const friendlyMessage = (message: string): string =>
  /received undefined$/.test(message) ? 'is required' : message;

/**
 * Turns schema validation issues into the error shape: the snake_case dotted path names the field
 * (`organization.name`, `0.email`), and an issue about the whole body goes under `base`.
 */
export function validationErrors(issues: readonly FastifySchemaValidationError[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter((s) => s !== '');
    const field = path.length === 0 ? 'base' : path.map(toSnake).join('.');
    const messages = errors[field] ?? [];
    const message = friendlyMessage(issue.message ?? 'is invalid');
    if (!messages.includes(message)) messages.push(message);
    errors[field] = messages;
  }
  return errors;
}
