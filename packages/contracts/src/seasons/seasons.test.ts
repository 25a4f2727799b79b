import { describe, expect, it } from 'vitest';
import { errorsFor } from '../common/test-errors.ts';
import { SeasonCopySchema, SeasonCreateSchema, SeasonUpdateSchema } from './seasons.ts';

const ID = '0b6f3c52-6b4e-4c1e-9d55-3c0f3e0f6a11';

describe('SeasonCopySchema', () => {
  it('copies neither timeslots nor people and moves nothing by default', () => {
    expect(SeasonCopySchema.parse({ name: ' Fall 2026 ', season_id: ID })).toEqual({
      name: 'Fall 2026',
      season_id: ID,
      copyTimeslots: false,
      copyPeople: false,
      timeslotMove: 0,
    });
  });

  it('needs a new name and a source season', () => {
    expect(errorsFor(SeasonCopySchema, {})).toEqual({ name: ['is required'], season_id: ['is required'] });
    expect(errorsFor(SeasonCopySchema, { name: 'x', season_id: 'abc' })).toEqual({
      season_id: ['is not a valid id'],
    });
  });

  it('moves timeslots by 0 to 12 whole months', () => {
    const base = { name: 'Fall', season_id: ID };
    expect(SeasonCopySchema.parse({ ...base, timeslotMove: 12 }).timeslotMove).toBe(12);
    expect(errorsFor(SeasonCopySchema, { ...base, timeslotMove: 13 })).toEqual({
      timeslotMove: ['must be at most 12'],
    });
    expect(errorsFor(SeasonCopySchema, { ...base, timeslotMove: -1 })).toEqual({
      timeslotMove: ['must be at least 0'],
    });
    expect(errorsFor(SeasonCopySchema, { ...base, timeslotMove: 1.5 })).toEqual({
      timeslotMove: ['must be a whole number'],
    });
  });
});

describe('season create and update', () => {
  it('need a league and a name', () => {
    expect(errorsFor(SeasonCreateSchema, { name: ' ' })).toEqual({
      league_id: ['is required'],
      name: ['is required'],
    });
    expect(SeasonUpdateSchema.parse({ name: ' Summer ' })).toEqual({ name: 'Summer' });
  });
});
