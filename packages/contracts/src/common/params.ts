import { z } from 'zod';
import { IdSchema } from './primitives.ts';

/** Path parameters of every `/:id` route. A malformed id is a 400 naming `id`, never a database error. */
export const IdParamsSchema = z.object({ id: IdSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;
