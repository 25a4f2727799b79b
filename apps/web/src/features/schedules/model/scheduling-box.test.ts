import { DEFAULT_SCHEDULE_CONFIG } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { boxDefaultName, boxPreset, boxSettings, boxStatus } from './scheduling-box.ts';

describe('the scheduling box', () => {
  it('takes ?sd= as a schedule of games and ?td= as a tournament of that division', () => {
    expect(boxPreset(new URLSearchParams('sd=d1'))).toEqual({ divisionId: 'd1', mode: 'games' });
    expect(boxPreset(new URLSearchParams('td=d2&date=2027-03-06'))).toEqual({
      divisionId: 'd2',
      mode: 'tournament',
    });
    expect(boxPreset(new URLSearchParams('date=2027-03-06'))).toBeNull();
  });

  it('runs the contract defaults for its dates: a round robin of games or practices, or a single elimination', () => {
    const games = boxSettings('games', '2027-03-06', '2027-05-08');
    expect(games).toMatchObject({
      mode: 'games',
      style: 'round',
      count: DEFAULT_SCHEDULE_CONFIG.count,
      schedule_start: '2027-03-06',
      schedule_end: '2027-05-08',
    });
    expect(boxSettings('practices', '2027-03-06', '2027-05-08')).toMatchObject({ mode: 'practices' });
    expect(boxSettings('tournament', '2027-03-06', '2027-05-08')).toMatchObject({
      mode: 'games',
      style: 'single',
      count: 1,
    });
  });

  it('fills the bar by available against needed and says when the slots cover it', () => {
    expect(boxStatus({ needed: 28, available: 40, shortfall: 0 })).toEqual({ percent: 100, enough: true });
    expect(boxStatus({ needed: 28, available: 7, shortfall: 21 })).toEqual({ percent: 25, enough: false });
    expect(boxStatus({ needed: 0, available: 0, shortfall: 0 })).toEqual({ percent: 100, enough: true });
  });

  it('names the schedule it starts by division, mode and dates', () => {
    const t = (key: string, v: Record<string, string>) => `${key}|${v.division}|${v.start}|${v.end}`;
    expect(boxDefaultName(t, 'tournament', 'U10', '2027-03-06', '2027-05-08')).toBe(
      'schedules.box.nameTournament|U10|2027-03-06|2027-05-08',
    );
  });
});
