import { databaseFailure } from '../lib/is-unique-violation.ts';
import { conflict, type HttpError } from './http-error.ts';

/**
 * The database constraints that hold a rule the services also check, with the field and message the
 * service's own check answers (docs/timeslots.md, docs/games.md). A request meets one only when another
 * change got in between its check and its write, so it answers what it would have a moment later.
 */
const CONSTRAINT_CONFLICTS: Record<string, { field: string; message: string }> = {
  timeslots_no_overlap: { field: 'start', message: 'overlaps another timeslot on this surface' },
  games_timeslot_unique: { field: 'timeslot_id', message: 'already holds a game' },
  public_webpages_slug: { field: 'slug', message: 'is already taken' },
  public_league_pages_slug: { field: 'slug', message: 'is already taken by another league' },
};

/**
 * 409 for a unique (23505) or exclusion (23P01) violation: the request conflicts with data saved by another
 * request. Known constraints name their field; any other names `base`. Undefined for every other failure.
 */
export function constraintConflict(error: unknown): HttpError | undefined {
  const failure = databaseFailure(error);
  if (!failure || (failure.code !== '23505' && failure.code !== '23P01')) return undefined;
  const known = failure.constraint === undefined ? undefined : CONSTRAINT_CONFLICTS[failure.constraint];
  return known
    ? conflict(known.field, known.message)
    : conflict('base', 'conflicts with a change saved at the same time; reload and try again');
}
