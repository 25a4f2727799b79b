import { z } from 'zod';
import { PlanLimitSchema } from '../free-tier/limits.ts';
import { ReasonSchema } from './reason.ts';

/** The server's error shape for every failed request: field name -> messages. `base` holds non-field errors. */
export const ErrorResponseSchema = z
  .object({
    errors: z.record(z.string(), z.array(z.string())),
    reasons: z
      .array(ReasonSchema)
      .optional()
      .describe('A refused hand edit: the hard rules it breaks as codes, for the user language'),
    limit: PlanLimitSchema.optional(),
  })
  .describe('Errors by field name; "base" for errors that concern no single field');
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const LOCALES = ['en', 'ja'] as const;
export const LocaleSchema = z.enum(LOCALES).describe('Interface language');
export type Locale = z.infer<typeof LocaleSchema>;

export const IdSchema = z.string().uuid().describe('Identifier');

/** Checks an IANA zone name against the runtime's tz database, so clients and server agree. */
export const TimezoneSchema = z
  .string()
  .min(1, 'is required')
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'is not a known time zone')
  .describe('IANA time zone, e.g. America/Chicago');

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .email('is not a valid email')
  .max(254)
  .describe('Email address (stored lower-cased)');

export const PASSWORD_MIN = 8;
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`)
  .max(200)
  .describe('Password, at least 8 characters');

export const OkResponseSchema = z.object({ ok: z.literal(true) });

/** `GET /api/health`: the server answers and its database does too. */
export const HealthResponseSchema = z
  .object({ ok: z.literal(true) })
  .describe('The server and its database answer');
