import type { ErrorResponse, PlanLimit, Reason } from '@app/contracts';

/** Field name -> messages, as the server sends them; `base` holds errors about no single field. */
export type FieldErrors = ErrorResponse['errors'];

/**
 * Every failed API call rejects with this. `status` is the HTTP status, or 0 when no response arrived
 * (network failure or the 60 s timeout); `errors` is never empty, so callers can always show something.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  /** A refused hand edit's broken rules as codes (ErrorResponse.reasons), for the interface language. */
  readonly reasons: Reason[];
  /** A refusal by the organisation's plan (402): which limit, its number and where to upgrade. */
  readonly limit: PlanLimit | null;

  constructor(status: number, errors: FieldErrors, reasons: Reason[] = [], limit: PlanLimit | null = null) {
    super(describeErrors(errors));
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.reasons = reasons;
    this.limit = limit;
  }
}

/** True for an ApiError with the given status; narrows for the caller. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** How one server message reads inside a line; `base` messages are whole sentences, others follow their field. */
export type ErrorLineFormat = (field: string, message: string) => string;

/** The server's own wording, untranslated: "name is required", or a `base` message alone. */
export const rawErrorLine: ErrorLineFormat = (field, message) =>
  field === 'base' ? message : `${field} ${message}`;

/**
 * One readable line from the server's errors: "name is required; base message". Field messages are phrased
 * relative to the field ("is required"), so by default the field name leads them; screens pass a format
 * that translates (field-message.ts).
 */
export function describeErrors(errors: FieldErrors, format: ErrorLineFormat = rawErrorLine): string {
  const parts: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    for (const message of messages) parts.push(format(field, message));
  }
  return parts.join('; ');
}
