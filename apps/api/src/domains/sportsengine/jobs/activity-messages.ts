import type { HttpError } from '../../../http/http-error.ts';

/**
 * The sentence a failed activity shows, by kind (docs/sportsengine.md#what-the-user-reads): the spec's
 * prefix, then what went wrong.
 */
const PREFIXES: Record<string, string> = {
  import: 'Could not import league',
  import_beta: 'Could not import season',
  export: 'Could not send schedule',
  export_beta: 'Could not send schedule',
  clear: 'Could not clear games',
};

export function activityFailureMessage(kind: string, error: HttpError): string {
  const detail = Object.values(error.errors).flat().join('; ');
  return `${PREFIXES[kind] ?? 'The activity failed'}: ${detail}`;
}

/** What a cancelled activity says: nothing was sent or deleted. */
export function activityCancelledMessage(kind: string): string {
  if (kind === 'clear') return 'Action Cancelled, no games deleted';
  if (kind === 'export' || kind === 'export_beta') return 'Action Cancelled - Schedule not sent';
  return 'Action Cancelled - nothing was imported';
}
