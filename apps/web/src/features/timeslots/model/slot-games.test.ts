import { describe, expect, it } from 'vitest';
import { slotGames } from './slot-games.ts';

/** The fields every test game shares; each test sets ids, teams, slot and the masking flags. */
const BASE = {
  schedule_id: 's',
  division_id: 'd',
  round: 1,
  bracket: null,
  home_from: null,
  visitor_from: null,
  home_score: null,
  visitor_score: null,
  overtime: false,
  forfeit: null,
  counts_in_standings: true,
  unscheduled_reason: null,
  unscheduled_reason_detail: null,
};

describe('slot games', () => {
  it('titles games "Visitor @ Home", practices by team and unknown teams TBD, by slot', () => {
    const game = { ...BASE, hidden: false, blurred: false };
    const map = slotGames(
      {
        season_id: 'x',
        schedules: [],
        timeslots: [],
        teams: [
          { id: 'a', name: 'Hawks', division_id: 'd' },
          { id: 'b', name: 'Owls', division_id: 'd' },
        ],
        games: [
          { ...game, id: 'g1', home_id: 'a', visitor_id: 'b', timeslot_id: 't1', is_practice: false },
          { ...game, id: 'g2', home_id: 'a', visitor_id: null, timeslot_id: 't2', is_practice: true },
          { ...game, id: 'g3', home_id: null, visitor_id: 'b', timeslot_id: 't3', is_practice: false },
          { ...game, id: 'g4', home_id: 'a', visitor_id: 'b', timeslot_id: null, is_practice: false },
        ],
      },
      { tbd: 'TBD', practice: 'practice', hidden: 'HIDDEN' },
    );
    expect([...map.entries()].map(([slot, g]) => [slot, g.title, g.divisionId])).toEqual([
      ['t1', 'Owls @ Hawks', 'd'],
      ['t2', 'Hawks practice', 'd'],
      ['t3', 'Owls @ TBD', 'd'],
    ]);
  });

  it("masks a free organisation's blurred game's team names and marks it blurred", () => {
    const game = { ...BASE, hidden: false, is_practice: false, home_id: 'a', visitor_id: 'b' };
    const map = slotGames(
      {
        season_id: 'x',
        schedules: [],
        timeslots: [],
        teams: [
          { id: 'a', name: 'Hawks', division_id: 'd' },
          { id: 'b', name: 'Owls', division_id: 'd' },
        ],
        games: [
          { ...game, id: 'g1', timeslot_id: 't1', blurred: false },
          { ...game, id: 'g2', timeslot_id: 't2', blurred: true },
        ],
      },
      { tbd: 'TBD', practice: 'practice', hidden: 'HIDDEN' },
    );
    expect([...map.values()].map((g) => [g.title, g.blurred])).toEqual([
      ['Owls @ Hawks', false],
      ['HIDDEN @ HIDDEN', true],
    ]);
  });

  it('gives the same empty map before the list arrives and for a list without placed games', () => {
    const labels = { tbd: 'TBD', practice: 'practice', hidden: 'HIDDEN' };
    const empty = { season_id: 'x', schedules: [], timeslots: [], teams: [], games: [] };
    expect(slotGames(undefined, labels).size).toBe(0);
    expect(slotGames(empty, labels)).toBe(slotGames(undefined, labels));
  });
});
