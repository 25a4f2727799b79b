import { describe, expect, it } from 'vitest';
import { errorsFor } from '../common/test-errors.ts';
import {
  TIME_CONSTRAINT_KINDS,
  TIME_CONSTRAINT_TYPES,
  TimeConstraintCreateSchema,
  TimeConstraintInputSchema,
} from './time-constraints.ts';

const TEAM = '0b6f3c52-6b4e-4c1e-9d55-3c0f3e0f6a11';
const OTHER = '1c6f3c52-6b4e-4c1e-9d55-3c0f3e0f6a11';
const weekly = (type: number, extra: object = {}) => ({ style: 'weekly', weekdays: [2], type, ...extra });
const parse = (input: object) => TimeConstraintInputSchema.parse(input);
const errors = (input: object) => errorsFor(TimeConstraintInputSchema, input);

describe('kinds', () => {
  it('number the seven kinds 0..6 as stored', () => {
    expect(TIME_CONSTRAINT_TYPES).toEqual({
      no_play: 0,
      no_play_between: 1,
      max_games: 2,
      max_travel_home: 3,
      max_travel_last: 4,
      home_only: 5,
      no_play_team: 6,
    });
    expect(TIME_CONSTRAINT_KINDS.map((kind) => TIME_CONSTRAINT_TYPES[kind])).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('styles', () => {
  it('needs a weekday for a weekly constraint and sorts and dedupes them', () => {
    expect(errors({ style: 'weekly', type: 0 })).toEqual({ weekdays: ['choose at least one weekday'] });
    expect(parse({ style: 'weekly', type: 0, weekdays: [6, 0, 6] }).weekdays).toEqual([0, 6]);
    expect(errors({ style: 'weekly', type: 0, weekdays: [7] })).toEqual({
      'weekdays.0': ['must be 0 (Sunday) to 6 (Saturday)'],
    });
  });

  it('needs a date for a date constraint and drops any end date', () => {
    expect(errors({ style: 'date', type: 0 })).toEqual({ start_date: ['is required'] });
    expect(parse({ style: 'date', type: 0, start_date: '2026-05-02', end_date: '2026-05-09' })).toMatchObject(
      {
        start_date: '2026-05-02',
        end_date: null,
        weekdays: [],
      },
    );
    expect(errors({ style: 'date', type: 0, start_date: '2026-02-30' })).toEqual({
      start_date: ['must be a date like 2026-03-07'],
    });
  });

  it('needs a range whose end is after its start', () => {
    expect(errors({ style: 'range', type: 0, start_date: '2026-05-02' })).toEqual({
      end_date: ['is required'],
    });
    expect(errors({ style: 'range', type: 0, start_date: '2026-05-02', end_date: '2026-05-02' })).toEqual({
      end_date: ['must be after the start date'],
    });
    expect(
      parse({ style: 'range', type: 0, start_date: '2026-05-02', end_date: '2026-05-09', weekdays: [1] }),
    ).toMatchObject({
      weekdays: [],
      end_date: '2026-05-09',
    });
  });

  it('rejects unknown styles and types', () => {
    expect(errors({ style: 'monthly', type: 0 })).toMatchObject({ style: ['must be weekly, date or range'] });
    expect(errors(weekly(7))).toEqual({ type: ['must be a type from 0 to 6'] });
  });
});

describe('type 1: no play in a time range', () => {
  it('takes a between range with the start before the end', () => {
    expect(parse(weekly(1, { not_between_start: '17:00', not_between_end: '19:00' }))).toMatchObject({
      not_between_start: '17:00',
      not_between_end: '19:00',
    });
    expect(errors(weekly(1, { not_between_start: '19:00', not_between_end: '17:00' }))).toEqual({
      not_between_end: ['end time must be after the start time'],
    });
    expect(errors(weekly(1, { not_between_start: '17:00' }))).toEqual({ not_between_end: ['is required'] });
  });

  it('takes a not-before and/or not-after instead, never both kinds', () => {
    expect(parse(weekly(1, { not_before: '09:00' })).not_before).toBe('09:00');
    expect(parse(weekly(1, { not_after: '21:00' })).not_after).toBe('21:00');
    expect(errors(weekly(1, { not_before: '21:00', not_after: '09:00' }))).toEqual({
      not_after: ['must be after the not-before time'],
    });
    expect(
      errors(weekly(1, { not_between_start: '17:00', not_between_end: '19:00', not_before: '09:00' })),
    ).toEqual({
      not_before: ['cannot be combined with a between range'],
    });
    expect(errors(weekly(1))).toEqual({
      not_between_start: ['set a time range, a not-before time or a not-after time'],
    });
  });

  it('takes times on the 15-minute step only', () => {
    expect(errors(weekly(1, { not_before: '09:10' }))).toEqual({
      not_before: ['must be a time like 17:00 on a 15-minute step'],
    });
    expect(errors(weekly(1, { not_before: '24:00' }))).toEqual({
      not_before: ['must be a time like 17:00 on a 15-minute step'],
    });
  });

  it('is allowed for dates and ranges too', () => {
    expect(parse({ style: 'date', type: 1, start_date: '2026-05-02', not_after: '12:00' }).type).toBe(1);
  });
});

describe('weekly-only types 2 to 6', () => {
  it.each([2, 3, 4, 5, 6])('refuses type %i on a date or range', (type) => {
    expect(errors({ style: 'date', type, start_date: '2026-05-02', no_play_team: OTHER })).toEqual({
      type: ['is only available for weekly constraints'],
    });
  });

  it('defaults max games to 1 and accepts 0 but not less', () => {
    expect(parse(weekly(2)).max_games).toBe(1);
    expect(parse(weekly(2, { max_games: 0 })).max_games).toBe(0);
    expect(errors(weekly(2, { max_games: -1 }))).toEqual({ max_games: ['must be at least 0'] });
  });

  it('defaults travel limits to 5 miles and needs at least 1', () => {
    expect(parse(weekly(3)).max_travel_home).toBe(5);
    expect(parse(weekly(4)).max_travel_last).toBe(5);
    expect(errors(weekly(3, { max_travel_home: 0 }))).toEqual({ max_travel_home: ['must be at least 1'] });
  });

  it('needs the team for cannot-play-a-team and nothing for must-play-at-home', () => {
    expect(errors(weekly(6))).toEqual({ no_play_team: ['is required'] });
    expect(parse(weekly(6, { no_play_team: OTHER })).no_play_team).toBe(OTHER);
    expect(parse(weekly(5)).type).toBe(5);
  });
});

describe('canonical output', () => {
  it('clears the values of other types, as changing the type does', () => {
    expect(
      parse(weekly(0, { not_before: '09:00', max_games: 3, max_travel_home: 9, no_play_team: OTHER })),
    ).toEqual({
      style: 'weekly',
      type: 0,
      weekdays: [2],
      start_date: null,
      end_date: null,
      not_between_start: null,
      not_between_end: null,
      not_before: null,
      not_after: null,
      max_games: null,
      max_travel_home: null,
      max_travel_last: null,
      no_play_team: null,
    });
  });
});

describe('TimeConstraintCreateSchema', () => {
  it('defaults applyAll to false and names nested fields', () => {
    expect(TimeConstraintCreateSchema.parse({ team_id: TEAM, constraint: weekly(0) }).applyAll).toBe(false);
    expect(
      errorsFor(TimeConstraintCreateSchema, {
        team_id: TEAM,
        constraint: weekly(1, { not_between_start: '19:00', not_between_end: '17:00' }),
      }),
    ).toEqual({
      'constraint.not_between_end': ['end time must be after the start time'],
    });
  });

  it('refuses a team that may not play itself', () => {
    expect(
      errorsFor(TimeConstraintCreateSchema, { team_id: TEAM, constraint: weekly(6, { no_play_team: TEAM }) }),
    ).toEqual({
      'constraint.no_play_team': ['must be another team'],
    });
  });
});
