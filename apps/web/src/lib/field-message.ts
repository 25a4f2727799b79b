import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { describeErrors, isApiError, rawErrorLine } from './api-error.ts';

/**
 * Messages the shared schemas and the server use, mapped to catalog keys so they read in both languages.
 * Field messages translate to text that stands under its input ("Already in use"); messages about a link's
 * token and `base` messages translate to whole sentences, as no input shows them.
 */
const KNOWN_MESSAGES: Record<string, string> = {
  'is required': 'validation.required',
  'is invalid': 'validation.invalid',
  'is not a valid email': 'validation.email',
  'is not a known time zone': 'validation.timezone',
  'must be at least 8 characters': 'validation.passwordMin',
  'has already been taken': 'validation.taken',
  'is incorrect': 'validation.incorrect',
  'is already confirmed': 'validation.alreadyConfirmed',
  'is already a member of this organization': 'validation.alreadyMember',
  'of the owner cannot be changed': 'validation.ownerRole',
  'is invalid or has expired': 'errors.linkInvalid',
  'has expired': 'errors.linkExpired',
  'The owner cannot be removed': 'errors.ownerNotRemovable',
  'This invitation was sent to another email address': 'errors.invitationOtherEmail',
  'Wrong email or password': 'auth.signIn.failed',
  'You need to sign in or sign up before continuing': 'errors.signedOut',
  'You are not allowed to do that': 'errors.forbidden',
  'You belong to no organization': 'errors.noOrganization',
  'Invalid CSRF token': 'errors.csrf',
  'Not found': 'errors.notFound',
  'Something went wrong': 'errors.server',
  'Network error': 'errors.network',
  'The server did not answer in time': 'errors.timeout',
  'Unexpected answer from the server': 'errors.unexpectedAnswer',
};

/** Server field names that have a label on screen; a toast names the input its message is about. */
const FIELD_LABELS: Record<string, string> = {
  email: 'fields.email',
  password: 'fields.password',
  current_password: 'fields.currentPassword',
  first: 'fields.first',
  last: 'fields.last',
  name: 'fields.name',
  timezone: 'fields.timezone',
  locale: 'fields.locale',
  first_day: 'fields.firstDay',
  role: 'fields.role',
};

/** A server or schema field message in the current language; unknown messages pass through unchanged. */
export function translateFieldMessage(t: TFunction, message: string): string {
  const key = KNOWN_MESSAGES[message];
  return key === undefined ? message : t(key);
}

/**
 * Any failure as one line in the current language, for toasts and alerts. A 429 reads as "too many
 * attempts" whatever the rate limiter wrote. Known messages are translated and led by the field's label
 * (never its raw name); unknown ones keep the server's English with the field first, which still says
 * what is wrong.
 */
export function describeFailure(t: TFunction, error: unknown): string {
  if (isApiError(error, 429)) return t('auth.tooManyAttempts');
  if (!isApiError(error)) return error instanceof Error ? error.message : t('errors.server');
  return describeErrors(error.errors, (field, message) => {
    const key = KNOWN_MESSAGES[message];
    if (key === undefined) return rawErrorLine(field, message);
    const label = FIELD_LABELS[field];
    return label === undefined ? t(key) : t('errors.fieldMessage', { field: t(label), message: t(key) });
  });
}

/**
 * First translated message per top-level field of a failed zod parse. Custom schema messages are mapped;
 * zod's own default messages (length limits) are replaced by catalog strings by issue code.
 */
export function zodFieldErrors(t: TFunction, error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'base');
    if (field in out) continue;
    if (issue.message in KNOWN_MESSAGES) out[field] = translateFieldMessage(t, issue.message);
    else if (issue.code === 'too_big') out[field] = t('validation.tooLong', { max: Number(issue.maximum) });
    else if (issue.code === 'too_small') out[field] = t('validation.required');
    else out[field] = t('validation.invalid');
  }
  return out;
}
