import { describe, expect, it } from 'vitest';
import { buildGame, buildInstance } from '../test-support/instance.ts';
import { changeGame, leagueGames, leagueInput } from '../validate/test-league.ts';
import { findConflicts } from './conflicts.ts';

function conflictsOf(input = leagueInput(), games = leagueGames()) {
  return findConflicts(buildInstance(input), games.map(buildGame));
}

describe('findConflicts', () => {
  it('finds nothing in a clean placement and ignores unplaced games', () => {
    const games = changeGame(leagueGames(), 'g6', { timeslot_id: null });
    expect(conflictsOf(leagueInput(), games)).toEqual({
      surface_conflicts: [],
      team_overlaps: [],
      teams_over_week_max: [],
      time_constraint_breaches: [],
      coach_conflicts: [],
      bracket_chain_breaks: [],
    });
  });

  it('reports one slot used twice and two overlapping slots of one surface', () => {
    const twice = conflictsOf(leagueInput(), changeGame(leagueGames(), 'g2', { timeslot_id: 'ts1' }));
    expect(twice.surface_conflicts).toMatchObject([
      { surface_id: 's1', venue: 'North Park', game_ids: ['g1', 'g2'] },
    ]);
    const overlap = conflictsOf(leagueInput(), changeGame(leagueGames(), 'g2', { timeslot_id: 'ts7' }));
    expect(overlap.surface_conflicts).toMatchObject([
      { surface: 's1', slot_ids: ['ts1', 'ts7'], game_ids: ['g1', 'g2'] },
    ]);
  });

  it('reports team overlaps by team name', () => {
    const result = conflictsOf(leagueInput(), changeGame(leagueGames(), 'g3', { timeslot_id: 'ts8' }));
    expect(result.team_overlaps).toEqual([]);
    const clash = conflictsOf(leagueInput(), changeGame(leagueGames(), 'g3', { timeslot_id: 'ts7' }));
    expect(clash.team_overlaps.map((o) => o.team)).toEqual(['Hawks', 'Wolves']);
  });

  it('reports teams over the week maximum with week start, count and limit', () => {
    const input = leagueInput();
    input.schedules = input.schedules?.map((s) => ({ ...s, max_games_week: 1 }));
    const result = conflictsOf(input, changeGame(leagueGames(), 'g5', { timeslot_id: 'ts10' }));
    expect(result.teams_over_week_max).toMatchObject([
      { team_id: 't1', team: 'Hawks', week_start: '2026-03-08', count: 2, limit: 1, game_ids: ['g5', 'g3'] },
      { team_id: 't3', team: 'Bears', week_start: '2026-03-08', count: 2, limit: 1, game_ids: ['g5', 'g4'] },
    ]);
  });

  it('reports time constraint breaches with team, game and constraint', () => {
    const input = leagueInput();
    input.teams = input.teams?.map((t) =>
      t.id === 't2'
        ? {
            ...t,
            time_constraints: [
              { kind: 'no_play_team', no_play_team: 't4' },
              { kind: 0, start_date: '2026-03-07' },
            ],
          }
        : t,
    );
    expect(conflictsOf(input).time_constraint_breaches).toMatchObject([
      { team: 'Owls', game_id: 'g6', kind: 'no_play_team', constraint_index: 0 },
      { team: 'Owls', game_id: 'g1', kind: 'no_play', constraint_index: 1, date: '2026-03-07' },
    ]);
  });

  it("words coach conflicts as the product does, even when the schedule's coach method is off", () => {
    const input = leagueInput();
    input.people = [{ id: 'p1', name: 'Pat Lee', is_coach: true }];
    input.teams = input.teams?.map((t) =>
      t.id === 't1' || t.id === 't3' ? { ...t, person_ids: ['p1'] } : t,
    );
    input.schedules = input.schedules?.map((s) => ({ ...s, use_coach_conflict_method: false }));
    expect(conflictsOf(input).coach_conflicts.map((c) => c.message)).toEqual([
      'Coach Pat Lee has overlapping teams: Hawks, Bears',
      'Coach Pat Lee has overlapping games on: 2026-03-07',
      'Coach Pat Lee has overlapping games on: 2026-03-14',
    ]);
  });
});
