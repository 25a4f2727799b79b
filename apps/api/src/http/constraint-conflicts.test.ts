import { describe, expect, it } from 'vitest';
import { constraintConflict } from './constraint-conflicts.ts';

// The drivers' errors as Drizzle hands them over: the PostgreSQL error is the `cause` of a query error.
const wrapped = (code: string, constraint?: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('db'), { code, constraint }) });

describe('constraintConflict', () => {
  it('answers 409 naming the field the service would name for a known constraint', () => {
    expect(constraintConflict(wrapped('23P01', 'timeslots_no_overlap'))?.errors).toEqual({
      start: ['overlaps another timeslot on this surface'],
    });
    const slot = constraintConflict(wrapped('23505', 'games_timeslot_unique'));
    expect(slot?.statusCode).toBe(409);
    expect(slot?.errors).toEqual({ timeslot_id: ['already holds a game'] });
  });

  it('answers 409 on base for another unique violation, and nothing for other failures', () => {
    expect(constraintConflict(wrapped('23505', 'something_unique'))?.errors).toEqual({
      base: ['conflicts with a change saved at the same time; reload and try again'],
    });
    expect(constraintConflict(wrapped('23503', 'games_timeslot_id_fkey'))).toBeUndefined();
    expect(constraintConflict(new Error('boom'))).toBeUndefined();
    expect(constraintConflict(Object.assign(new Error('x'), { code: 'FST_ERR_VALIDATION' }))).toBeUndefined();
  });
});
