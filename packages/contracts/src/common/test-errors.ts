import type { z } from 'zod';
import { fieldErrors } from './field-errors.ts';

/** Test helper: the field errors a schema gives for an input, or {} when it passes. */
export function errorsFor(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}
