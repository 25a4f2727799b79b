import { isApiError } from './api-error.ts';

/** A failed call's server message for a toast ("name is required"), or the fallback for anything else. */
export function errorText(error: unknown, fallback: string): string {
  return isApiError(error) && error.status !== 0 && error.status < 500 ? error.message : fallback;
}

/**
 * The engine's reason when the server refused an edit for a hard rule (422 on the moved field), which
 * the user may override; null for any other failure.
 */
export function hardRuleReason(error: unknown): string | null {
  if (!isApiError(error, 422)) return null;
  const reason = error.errors.timeslot_id?.[0] ?? error.errors.ids?.[0];
  return reason ?? null;
}
