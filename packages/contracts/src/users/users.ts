import { z } from 'zod';
import { WEEKDAYS } from '../common/dates.ts';
import { EmailSchema, IdSchema, LocaleSchema, PasswordSchema, TimezoneSchema } from '../common/primitives.ts';

/** Sign-up: a temporary account from an email alone; the browser supplies its zone and language. */
export const UserCreateSchema = z.object({
  email: EmailSchema,
  timezone: TimezoneSchema.optional().describe('Browser time zone; missing ones prompt the user later'),
  timezone_offset: z.number().int().min(-840).max(840).optional().describe('Browser UTC offset in minutes'),
  locale: LocaleSchema.optional(),
  referer: z.string().max(2000).optional(),
});
export type UserCreateInput = z.infer<typeof UserCreateSchema>;

export const UserCreateResponseSchema = z.object({ id: IdSchema, email: z.string() });
export type UserCreateResponse = z.infer<typeof UserCreateResponseSchema>;

export const SessionCreateSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'is required').max(200),
});
export type SessionCreateInput = z.infer<typeof SessionCreateSchema>;

/** The site admin behind an impersonated session. */
export const ImpersonatorSchema = z.object({ id: IdSchema, email: z.string() });
export type Impersonator = z.infer<typeof ImpersonatorSchema>;

/** The choices of a user's first day of the week: every weekday number. */
export const FIRST_DAYS = WEEKDAYS;

export const UserSchema = z.object({
  id: IdSchema,
  email: z.string(),
  first: z.string(),
  last: z.string(),
  locale: LocaleSchema,
  timezone: z.string().nullable(),
  timezone_offset: z.number().int().nullable(),
  first_day: z.number().int().min(0).max(6).describe('First day of the week, 0 Sunday .. 6 Saturday'),
  upgraded: z.boolean(),
  is_confirmed: z.boolean().describe('The email has been confirmed by link'),
  unconfirmed_email: z.string().nullable().describe('A requested new email awaiting confirmation'),
  has_password: z.boolean().describe('False for a temporary account that still has its random password'),
  org_owner: z.boolean().describe('The user owns the current organisation'),
  current_organization_id: IdSchema,
  created_at: z.string(),
  site_admin: z
    .boolean()
    .describe('The session may use the admin pages (docs/admin.md); false while impersonating'),
  impersonator: ImpersonatorSchema.nullable().describe(
    'The site admin who opened this account by impersonation (docs/admin.md#impersonation); null otherwise',
  ),
});
export type User = z.infer<typeof UserSchema>;

const NameSchema = z.string().trim().min(1, 'is required').max(100);

/** Account settings form (/account). Changing the email starts a confirmation by link. */
export const AccountUpdateSchema = z.object({
  first: NameSchema,
  last: NameSchema,
  email: EmailSchema,
  timezone: TimezoneSchema,
  locale: LocaleSchema,
  first_day: z.number().int().min(0).max(6),
});
export type AccountUpdateInput = z.infer<typeof AccountUpdateSchema>;

/** Setting a password; the current one is required unless the account still has its random one. */
export const PasswordChangeSchema = z.object({
  current_password: z.string().max(200).optional(),
  password: PasswordSchema,
});
export type PasswordChangeInput = z.infer<typeof PasswordChangeSchema>;

export const PasswordForgotSchema = z.object({ email: EmailSchema });
export type PasswordForgotInput = z.infer<typeof PasswordForgotSchema>;

export const PasswordResetSchema = z.object({
  token: z.string().min(1, 'is required').max(200),
  password: PasswordSchema,
});
export type PasswordResetInput = z.infer<typeof PasswordResetSchema>;

export const ConfirmationQuerySchema = z.object({ confirmation_token: z.string().min(1).max(200) });

/** `GET /api/switch_locale/:locale`. */
export const LocaleParamsSchema = z.object({ locale: LocaleSchema });

export const CsrfResponseSchema = z.object({ token: z.string() });
