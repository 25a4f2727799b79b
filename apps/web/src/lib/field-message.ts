import type { TFunction } from 'i18next';
import type { z } from 'zod';

/** Messages the shared schemas and the server use, mapped to catalog keys so they read in both languages. */
const KNOWN_MESSAGES: Record<string, string> = {
  'is required': 'validation.required',
  'is not a valid email': 'validation.email',
  'is not a known time zone': 'validation.timezone',
  'must be at least 8 characters': 'validation.passwordMin',
  'has already been taken': 'validation.taken',
};

/** A server or schema field message in the current language; unknown messages pass through unchanged. */
export function translateFieldMessage(t: TFunction, message: string): string {
  const key = KNOWN_MESSAGES[message];
  return key === undefined ? message : t(key);
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
