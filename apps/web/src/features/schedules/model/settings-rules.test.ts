import { describe, expect, it } from 'vitest';
import {
  canEditNights,
  canEditRest,
  changeSettings,
  checkCapacity,
  defaultSettings,
  settingsProblem,
  weeksBetween,
} from './settings-rules.ts';

const base = defaultSettings('2027-04-03', '2027-05-29');

describe('schedule settings couplings', () => {
  it('keeps the day and week limits consistent', () => {
    const week = changeSettings(base, { max_games_week: 2 });
    expect(changeSettings(week, { max_games_day: 3 })).toMatchObject({ max_games_day: 3, max_games_week: 3 });
    const day = changeSettings(base, { max_games_day: 3 });
    expect(changeSettings(day, { max_games_week: 2 })).toMatchObject({ max_games_day: 2, max_games_week: 2 });
  });

  it('allows rest minutes only above one game a day and nights only at one', () => {
    expect(canEditRest(base)).toBe(false);
    expect(canEditNights(base)).toBe(true);
    const two = changeSettings({ ...base, next_game_offset: 2 }, { max_games_day: 2 });
    expect(two.next_game_offset).toBe(0);
    expect(canEditRest(two)).toBe(true);
    expect(changeSettings({ ...two, min_minutes_rest: 60 }, { max_games_day: 1 }).min_minutes_rest).toBe(0);
    expect(canEditNights(changeSettings(base, { max_games_week: 1 }))).toBe(false);
  });

  it('gives the weekend method two games a week and, by week, a count of 2', () => {
    const weekend = changeSettings(base, { use_weekend_method: true });
    expect(weekend.max_games_week).toBe(2);
    expect(changeSettings(weekend, { argument: 'week', count: 5 }).count).toBe(2);
  });

  it('keeps the count between 1 and 50', () => {
    expect(changeSettings(base, { count: 0 }).count).toBe(1);
    expect(changeSettings(base, { count: 99 }).count).toBe(50);
  });
});

describe('timeslot check', () => {
  it('needs n(n-1)/2 slots per round and says what blocks the next step', () => {
    const check = checkCapacity(base, [4]);
    expect(check.needed).toBe(12);
    expect(check.weeks).toBe(weeksBetween('2027-04-03', '2027-05-29'));
    // An across-division's two sources double the rounds estimate of the first.
    expect(checkCapacity(base, [4, 3]).needed).toBe(24);
    expect(settingsProblem(base, null, check)).toBe('selectDivision');
    expect(settingsProblem({ ...base, schedule_end: '2027-01-01' }, 'd1', check)).toBe('selectDates');
    expect(settingsProblem(base, 'd1', check)).toBeNull();
    const weekend = changeSettings({ ...base, schedule_end: '2027-04-10' }, { use_weekend_method: true });
    expect(settingsProblem(weekend, 'd1', checkCapacity(weekend, [8]))).toBe('weekendWeeks');
  });
});
