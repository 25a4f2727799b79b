import { describe, expect, it } from 'vitest';
import { errorsFor } from '../common/test-errors.ts';
import {
  fromEngineTravelConstraint,
  TRAVEL_LIMIT_KEYS,
  TravelConstraintCreateSchema,
  TravelConstraintInputSchema,
  toEngineTravelConstraint,
} from './travel-constraints.ts';

const TEAM = '0b6f3c52-6b4e-4c1e-9d55-3c0f3e0f6a11';

describe('TravelConstraintInputSchema', () => {
  it('fills absent limits with 0 (no limit) and refuses negatives', () => {
    const parsed = TravelConstraintInputSchema.parse({ max_distance_weekday_home: 20 });
    expect(parsed.max_distance_weekday_home).toBe(20);
    expect(parsed.max_time_weekend_last).toBe(0);
    expect(errorsFor(TravelConstraintInputSchema, { max_time_weekday_last: -5 })).toEqual({
      max_time_weekday_last: ['must be at least 0'],
    });
  });

  it('needs a team on create', () => {
    expect(errorsFor(TravelConstraintCreateSchema, { constraint: {} })).toEqual({ team_id: ['is required'] });
    expect(TravelConstraintCreateSchema.parse({ team_id: TEAM, constraint: {} }).applyAll).toBe(false);
  });
});

describe('engine travel constraints', () => {
  it('pass the eight limits through and read all zeros as no constraint', () => {
    const limits = TravelConstraintInputSchema.parse({
      max_distance_weekend_last: 12,
      max_time_weekday_home: 45,
    });
    const engine = toEngineTravelConstraint(limits);
    expect(engine).toEqual(limits);
    expect(Object.keys(engine ?? {})).toEqual([...TRAVEL_LIMIT_KEYS]);
    expect(fromEngineTravelConstraint(engine)).toEqual(limits);
    expect(toEngineTravelConstraint(TravelConstraintInputSchema.parse({}))).toBeNull();
    expect(fromEngineTravelConstraint(null)).toEqual(TravelConstraintInputSchema.parse({}));
  });
});
