import type { ScheduleDetail } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { buildGame } from '../test/game-row.ts';
import {
  buildGameRows,
  filterRows,
  filtersFromParams,
  NO_FILTERS,
  nextSelection,
  scoreText,
  seasonWeek,
} from './game-rows.ts';

// Division d1 unless a test says otherwise.
const game = (
  id: string,
  fields: Partial<ScheduleDetail['games'][number]>,
): ScheduleDetail['games'][number] => buildGame(id, { division_id: 'd1', ...fields });

const LABELS = {
  tbd: 'TBD',
  practice: 'Practice',
  forfeited: (team: string) => `${team} forfeited`,
  exhibition: 'Exhibition',
};

const source = {
  teams: [
    { id: 'a', name: 'Hawks', division_id: 'd1' },
    { id: 'b', name: 'Owls', division_id: 'd1' },
  ],
  timeslots: [
    // 13:00 UTC on a March Saturday after the US change to daylight time is 09:00 in New York.
    {
      id: 't1',
      start: '2026-03-14T13:00:00Z',
      finish: '2026-03-14T14:30:00Z',
      venue_id: 'v',
      venue_name: 'Park',
      surface_id: 'f',
      surface_name: 'Field 1',
    },
  ],
  games: [
    game('g2', {}),
    game('g1', { timeslot_id: 't1', home_score: 3, visitor_score: 2, overtime: true }),
    game('g3', { home_id: null, visitor_id: null, bracket: 'winners', round: 2 }),
  ],
};

describe('game rows', () => {
  it('reads slots on the season wall clock, puts unscheduled games last and names unknown teams TBD', () => {
    const rows = buildGameRows(source, 'America/New_York', LABELS);
    expect(rows.map((r) => r.id)).toEqual(['g1', 'g2', 'g3']);
    expect(rows[0]).toMatchObject({
      date: '2026-03-14',
      weekday: 6,
      time: '09:00',
      finish: '10:30',
      venue: 'Park',
      score: '2-3 (OT)',
    });
    expect(rows[2]).toMatchObject({ home: 'TBD', visitor: 'TBD', week: null });
  });

  it('numbers rounds by the week of the season, not by the solver round', () => {
    // Week 1 starts Sunday 2026-03-08; the game is on Saturday 2026-03-14 (week 1) although its round is 1
    // here; moved a week on it is in week 2 whatever round it had.
    const context = { divisionNames: new Map([['d1', 'U10']]), weekOne: '2026-03-08' };
    const [first] = buildGameRows(source, 'America/New_York', LABELS, context);
    expect(first).toMatchObject({ week: 1, division: 'U10', homeDivision: 'U10', visitorDivision: 'U10' });
    expect(seasonWeek('2026-03-15', '2026-03-08')).toBe(2);
    expect(seasonWeek('2026-03-08', '2026-03-08')).toBe(1);
    expect(seasonWeek('2026-03-14', '2026-03-08')).toBe(1);
    expect(seasonWeek('2026-05-30', '2026-03-08')).toBe(12);
  });

  it("names each team's division, as across-division games need", () => {
    const across = {
      ...source,
      teams: [
        { id: 'a', name: 'Hawks', division_id: 'd1' },
        { id: 'b', name: 'Owls', division_id: 'd2' },
      ],
      games: [game('g1', { division_id: 'x', timeslot_id: 't1' })],
    };
    const names = new Map([
      ['d1', 'U10'],
      ['d2', 'U12'],
      ['x', 'U10 × U12'],
    ]);
    const [row] = buildGameRows(across, 'UTC', LABELS, { divisionNames: names, weekOne: null });
    expect(row).toMatchObject({
      division: 'U10 × U12',
      homeDivision: 'U10',
      visitorDivision: 'U12',
      week: null,
    });
  });

  it('writes scores visitor first and only when both are in', () => {
    expect(scoreText({ home_score: 1, visitor_score: null, overtime: false })).toBe('');
    expect(scoreText({ home_score: 1, visitor_score: 4, overtime: false })).toBe('4-1');
  });

  it('shows a forfeit as the side that forfeited, not as a score, even with one entered', () => {
    const forfeits = {
      ...source,
      games: [
        game('g1', { forfeit: 'visitor' }),
        game('g2', { forfeit: 'home', home_score: 0, visitor_score: 5 }),
        game('g3', { home_score: 2, visitor_score: 1 }),
      ],
    };
    expect(buildGameRows(forfeits, 'UTC', LABELS).map((row) => row.score)).toEqual([
      'Owls forfeited',
      'Hawks forfeited',
      '1-2',
    ]);
  });

  it('marks an exhibition beside its result, scored or not', () => {
    const exhibitions = {
      ...source,
      games: [
        game('g1', { counts_in_standings: false, home_score: 2, visitor_score: 1 }),
        game('g2', { counts_in_standings: false }),
        game('g3', { home_score: 2, visitor_score: 1 }),
      ],
    };
    expect(buildGameRows(exhibitions, 'UTC', LABELS).map((row) => row.score)).toEqual([
      '1-2 · Exhibition',
      'Exhibition',
      '1-2',
    ]);
  });

  it('filters by team on either side and by venue, with presets from the address', () => {
    const rows = buildGameRows(source, 'UTC', LABELS);
    expect(filterRows(rows, { ...NO_FILTERS, teams: ['b'] }).map((r) => r.id)).toEqual(['g1', 'g2']);
    expect(filterRows(rows, { ...NO_FILTERS, venues: ['v'] }).map((r) => r.id)).toEqual(['g1']);
    expect(filtersFromParams(new URLSearchParams('team_id=b&venue_id=v'))).toEqual({
      divisions: [],
      teams: ['b'],
      venues: ['v'],
      surfaces: [],
    });
  });

  it('toggles on click and selects ranges on shift-click', () => {
    const order = ['a', 'b', 'c', 'd'];
    expect([...nextSelection(new Set(), order, 'b', null, false)]).toEqual(['b']);
    expect([...nextSelection(new Set(['b']), order, 'b', 'b', false)]).toEqual([]);
    expect([...nextSelection(new Set(['b']), order, 'd', 'b', true)].sort()).toEqual(['b', 'c', 'd']);
  });
});

describe('a free organisation’s hidden games (docs/free-tier.md)', () => {
  it('read HIDDEN in time, date, teams, venue and surface, after the placed games, and are not unscheduled', () => {
    const rows = buildGameRows(
      {
        ...source,
        games: [
          game('g1', { timeslot_id: 't1' }),
          game('g2', { hidden: true, blurred: true, home_id: null, visitor_id: null, round: null }),
        ],
      },
      'America/New_York',
      LABELS,
    );
    expect(rows.map((r) => r.id)).toEqual(['g1', 'g2']);
    expect(rows[0]).toMatchObject({ home: 'Hawks', visitor: 'Owls', venue: 'Park' });
    expect(rows[1]).toMatchObject({
      date: 'HIDDEN',
      time: 'HIDDEN',
      finish: 'HIDDEN',
      home: 'HIDDEN',
      visitor: 'HIDDEN',
      venue: 'HIDDEN',
      surface: 'HIDDEN',
    });
  });
});
