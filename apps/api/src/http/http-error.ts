import type { PlanLimit, Reason } from '@app/contracts';

/** Field name -> messages; `base` for errors that concern no single field. */
export type FieldErrors = Record<string, string[]>;

/**
 * An expected failure with its HTTP status, answered as `{"errors": {...}}` by the error handler. Services
 * throw these; anything else thrown is a bug and answers 500 without details.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: FieldErrors;
  /** A refused hand edit's broken rules as codes, answered beside `errors` for the user's language. */
  readonly reasons: Reason[] | undefined;
  /** A refusal by the organisation's plan (402): the limit, answered beside `errors`. */
  readonly limit: PlanLimit | undefined;

  constructor(statusCode: number, errors: FieldErrors, reasons?: Reason[], limit?: PlanLimit) {
    super(
      Object.entries(errors)
        .map(([field, messages]) => `${field} ${messages.join(', ')}`)
        .join('; '),
    );
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
    this.reasons = reasons;
    this.limit = limit;
  }
}

/** 401: no valid session. */
export const unauthorized = (): HttpError =>
  new HttpError(401, { base: ['You need to sign in or sign up before continuing'] });

/** 403: signed in, but the role does not allow it. */
export const forbidden = (message = 'You are not allowed to do that'): HttpError =>
  new HttpError(403, { base: [message] });

/** 404: missing, or belongs to an organisation the caller cannot see (never 403, so ids do not leak). */
export const notFound = (): HttpError => new HttpError(404, { base: ['Not found'] });

/** 409: the request conflicts with existing data, e.g. an email already taken. */
export const conflict = (field: string, message: string): HttpError =>
  new HttpError(409, { [field]: [message] });

/** 422: well-formed input that breaks a rule, e.g. removing the owner. */
export const unprocessable = (field: string, message: string): HttpError =>
  new HttpError(422, { [field]: [message] });

/** 402: the organisation's plan does not allow it (docs/free-tier-limits.md); `limit` says which limit. */
export const paymentRequired = (field: string, message: string, limit: PlanLimit): HttpError =>
  new HttpError(402, { [field]: [message] }, undefined, limit);
