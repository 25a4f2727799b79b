import { NUL_MESSAGE, nulPaths } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.ts';

/**
 * The one rule for NUL characters (docs/security.md): before validation, every string of the parsed body,
 * query and path parameters is checked, and any holding U+0000 answers 400 naming each field
 * (`rows.2.name`), so no route reaches PostgreSQL, which cannot store one, and answers 500. A route whose body
 * field holds a whole CSV file (`config.csvField`) leaves that field to the CSV reader, which names the row
 * and column instead.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const csvField = request.routeOptions.config.csvField;
    let body = request.body;
    if (csvField && body && typeof body === 'object' && !Array.isArray(body)) {
      const { [csvField]: _checkedByTheCsvReader, ...rest } = body as Record<string, unknown>;
      body = rest;
    }
    const paths = [...nulPaths(request.params), ...nulPaths(request.query), ...nulPaths(body)];
    if (paths.length === 0) return;
    const errors: Record<string, string[]> = {};
    for (const path of paths) errors[path === '' ? 'base' : path] = [NUL_MESSAGE];
    throw new HttpError(400, errors);
  });
}
