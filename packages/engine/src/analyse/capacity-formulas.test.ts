import { describe, expect, it } from 'vitest';
import {
  type DemandShape,
  itemsPerTeam,
  itemsToCreate,
  slotsNeeded,
  slotsNeededPerWeek,
  weekendWeeksNeeded,
} from './capacity-formulas.ts';

function shape(partial: Partial<DemandShape>): DemandShape {
  return {
    mode: 'games',
    style: 'round',
    argument: 'rounds',
    count: 2,
    teams_per_division: [8],
    weeks: 10,
    ...partial,
  };
}

describe('slotsNeeded (the estimate shown before a run)', () => {
  it('needs count x n(n-1)/2 for rounds', () => {
    expect(slotsNeeded(shape({}))).toBe(56);
    expect(slotsNeeded(shape({ count: 1, teams_per_division: [5] }))).toBe(10);
  });

  it('needs count x n x weeks / 2 for week, rounded up', () => {
    expect(slotsNeeded(shape({ argument: 'week', count: 1, weeks: 10 }))).toBe(40);
    expect(slotsNeeded(shape({ argument: 'week', count: 1, teams_per_division: [9], weeks: 3 }))).toBe(14);
  });

  it('needs ceil(count x n / 2) for season', () => {
    expect(slotsNeeded(shape({ argument: 'season', count: 3, teams_per_division: [7] }))).toBe(11);
  });

  it('doubles across-division schedules, taking n from the schedule own division', () => {
    expect(slotsNeeded(shape({ count: 1, teams_per_division: [6, 4] }))).toBe(30);
    expect(slotsNeeded(shape({ argument: 'season', count: 3, teams_per_division: [7, 7] }))).toBe(22);
  });

  it('doubles practices', () => {
    expect(slotsNeeded(shape({ mode: 'practices', argument: 'week', count: 1, weeks: 10 }))).toBe(80);
    expect(slotsNeeded(shape({ mode: 'practices', count: 1, teams_per_division: [4] }))).toBe(12);
  });

  it('needs teams-1 for single and 2 x teams-1 for double elimination', () => {
    expect(slotsNeeded(shape({ style: 'single', teams_per_division: [8] }))).toBe(7);
    expect(slotsNeeded(shape({ style: 'double', teams_per_division: [8] }))).toBe(15);
    expect(slotsNeeded(shape({ style: 'single', teams_per_division: [0] }))).toBe(0);
  });
});

describe('slotsNeededPerWeek', () => {
  it('gives the one-week share of a week schedule', () => {
    expect(slotsNeededPerWeek(shape({ argument: 'week', count: 1, teams_per_division: [9] }))).toBe(5);
    expect(slotsNeededPerWeek(shape({ argument: 'week', mode: 'practices', count: 2 }))).toBe(16);
  });

  it('spreads other schedules evenly over their weeks', () => {
    expect(slotsNeededPerWeek(shape({ weeks: 10 }))).toBe(6);
    expect(slotsNeededPerWeek(shape({ weeks: 0 }))).toBe(0);
  });
});

describe('itemsToCreate (contract counts)', () => {
  it('counts across-division rounds as count x n1 x n2 and practices as T per team', () => {
    expect(itemsToCreate(shape({ count: 1, teams_per_division: [6, 4] }))).toBe(24);
    expect(itemsToCreate(shape({ mode: 'practices', count: 2, teams_per_division: [4] }))).toBe(8);
    expect(itemsToCreate(shape({ mode: 'practices', argument: 'week', count: 1, weeks: 5 }))).toBe(40);
  });

  it('matches the estimate where the estimate is exact', () => {
    expect(itemsToCreate(shape({}))).toBe(56);
    expect(itemsToCreate(shape({ argument: 'season', count: 3, teams_per_division: [7] }))).toBe(11);
    expect(itemsToCreate(shape({ style: 'double', teams_per_division: [6] }))).toBe(11);
  });
});

describe('weekendWeeksNeeded', () => {
  it('needs ceil(items per team / 2) weeks', () => {
    expect(itemsPerTeam(shape({}))).toBe(14);
    expect(weekendWeeksNeeded(shape({}), 2)).toBe(7);
    expect(weekendWeeksNeeded(shape({ count: 1, teams_per_division: [6] }), 2)).toBe(3);
    expect(weekendWeeksNeeded(shape({ argument: 'week', count: 1, weeks: 12 }), 2)).toBe(6);
  });

  it('uses the explicit weekly limit, and 2 when the limit is off', () => {
    expect(weekendWeeksNeeded(shape({}), 3)).toBe(5);
    expect(weekendWeeksNeeded(shape({}), 0)).toBe(7);
  });

  it('counts the longest bracket path and the larger other side of an across schedule', () => {
    expect(itemsPerTeam(shape({ style: 'single', teams_per_division: [8] }))).toBe(3);
    expect(itemsPerTeam(shape({ style: 'double', teams_per_division: [6] }))).toBe(7);
    expect(itemsPerTeam(shape({ count: 1, teams_per_division: [6, 4] }))).toBe(6);
  });
});
