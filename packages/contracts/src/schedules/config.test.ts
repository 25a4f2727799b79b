import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE_CONFIG, maxGamesWeekOf, ScheduleConfigSchema } from './config.ts';

describe('schedule config defaults', () => {
  it('are what the schema fills in around the two dates', () => {
    const dates = { schedule_start: '2027-04-03', schedule_end: '2027-05-29' };
    expect(ScheduleConfigSchema.parse(dates)).toEqual({ ...DEFAULT_SCHEDULE_CONFIG, ...dates });
    expect(DEFAULT_SCHEDULE_CONFIG).toMatchObject({
      style: 'round',
      count: 2,
      max_games_day: 1,
      max_games_week: null,
      enforce_home: true,
      seeding: [],
    });
  });

  it('cannot be changed in place', () => {
    expect(Object.isFrozen(DEFAULT_SCHEDULE_CONFIG)).toBe(true);
    expect(Object.isFrozen(DEFAULT_SCHEDULE_CONFIG.seeding)).toBe(true);
  });
});

describe('maxGamesWeekOf', () => {
  it('reads a null week limit as 2 with the weekend method, else none', () => {
    expect(maxGamesWeekOf({ max_games_week: null, use_weekend_method: true })).toBe(2);
    expect(maxGamesWeekOf({ max_games_week: null, use_weekend_method: false })).toBe(0);
    expect(maxGamesWeekOf({ max_games_week: 3, use_weekend_method: true })).toBe(3);
  });
});
