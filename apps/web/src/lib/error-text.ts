import { isApiError } from './api-error.ts';
import { type ReasonLocale, reasonText } from './reason-text.ts';

/** A failed call's server message for a toast ("name is required"), or the fallback for anything else. */
export function errorText(error: unknown, fallback: string): string {
  return isApiError(error) && error.status !== 0 && error.status < 500 ? error.message : fallback;
}

/**
 * The engine's reason when the server refused an edit for a hard rule (422 on the moved field), which
 * the user may override, in the interface language when the server sent its codes; null for any other failure.
 */
export function hardRuleReason(error: unknown, locale: ReasonLocale): string | null {
  if (!isApiError(error, 422)) return null;
  const reason = error.errors.timeslot_id?.[0] ?? error.errors.ids?.[0];
  if (!reason) return null;
  const shown = error.reasons.map((r) => reasonText(r, locale));
  return shown.length > 0 && shown.every((s) => s !== null) ? shown.join('; ') : reason;
}
