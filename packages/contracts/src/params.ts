import { z } from 'zod';
import { IdSchema, LocaleSchema } from './common.ts';

/** Path parameters of every `/:id` route. A malformed id is a 400 naming `id`, never a database error. */
export const IdParamsSchema = z.object({ id: IdSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

/** `GET /api/switch_locale/:locale`. */
export const LocaleParamsSchema = z.object({ locale: LocaleSchema });

/** `GET /api/invitations/:id?invitation_token=`: the token proves the reader holds the emailed link. */
export const InvitationTokenQuerySchema = z.object({ invitation_token: z.string().min(1).max(200) });
