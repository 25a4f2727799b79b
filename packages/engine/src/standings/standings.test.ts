import { describe, expect, it } from 'vitest';
import { DEFAULT_SCORING_SYSTEM } from './scoring-system.ts';
import { computeStandings, type ScoredGame, type StandingsTeam, standingsByDivision } from './standings.ts';

const teams: StandingsTeam[] = [
  { id: 'a', name: 'Hawks', division_id: 'd1' },
  { id: 'b', name: 'Owls', division_id: 'd1' },
  { id: 'c', name: 'Bears', division_id: 'd2' },
  { id: 'd', name: 'Wolves', division_id: 'd2' },
];
const divisions = [
  { id: 'd1', name: 'U10' },
  { id: 'd2', name: 'U12' },
];

function game(
  home: string,
  visitor: string,
  homeScore: number | null,
  visitorScore: number | null,
  overtime = false,
): ScoredGame {
  return {
    home_id: home,
    visitor_id: visitor,
    home_score: homeScore,
    visitor_score: visitorScore,
    overtime,
    is_practice: false,
  };
}

describe('computeStandings', () => {
  it('scores wins, losses and ties with the default system and counts a tie as half a win', () => {
    const rows = computeStandings({ teams, divisions, games: [game('a', 'b', 3, 1), game('a', 'c', 2, 2)] });
    expect(
      rows.map((r) => [r.name, r.points, r.games_played, r.win, r.loss, r.tie, r.win_pct, r.rank]),
    ).toEqual([
      ['Hawks', 5, 2, 1, 0, 1, 0.75, 1],
      ['Bears', 2, 1, 0, 0, 1, 0.5, 2],
      ['Owls', 0, 1, 0, 1, 0, 0, 3],
      ['Wolves', 0, 0, 0, 0, 0, 0, 4],
    ]);
    expect(rows[0]).toMatchObject({ home: 2, away: 0, division_name: 'U10' });
  });

  it('scores overtime results apart and counts an overtime win in win_pct', () => {
    const rows = computeStandings({ teams, divisions, games: [game('a', 'b', 4, 3, true)] });
    const hawks = rows.find((r) => r.team_id === 'a')!;
    const owls = rows.find((r) => r.team_id === 'b')!;
    expect(hawks).toMatchObject({ win: 0, overtime_win: 1, points: 1, win_pct: 1, games_played: 1 });
    expect(owls).toMatchObject({
      loss: 0,
      overtime_loss: 1,
      points: 0,
      win_pct: 0,
      games_played: 1,
      away: 1,
    });
  });

  it('ignores games without both scores and practices', () => {
    const practice: ScoredGame = { ...game('a', 'b', 1, 0), visitor_id: null, is_practice: true };
    const rows = computeStandings({
      teams,
      divisions,
      games: [game('a', 'b', 1, null), game('c', 'd', null, null), practice],
    });
    expect(rows.every((r) => r.games_played === 0 && r.points === 0)).toBe(true);
  });

  it('applies a configured scoring system', () => {
    const scoring = {
      ...DEFAULT_SCORING_SYSTEM,
      win_points: 2,
      tie_points: 1,
      loss_points: -1,
      overtime_loss_points: 1,
    };
    const rows = computeStandings({
      teams,
      divisions,
      scoring,
      games: [game('a', 'b', 1, 0), game('c', 'd', 0, 0), game('b', 'c', 2, 1, true)],
    });
    expect(Object.fromEntries(rows.map((r) => [r.team_id, r.points]))).toEqual({ a: 2, b: 0, c: 2, d: 1 });
  });

  it('sorts equal points by games played, then name, and shares ranks only when both are equal', () => {
    const rows = computeStandings({
      teams,
      divisions,
      games: [game('a', 'b', 1, 0), game('c', 'd', 1, 0), game('d', 'b', 0, 0), game('d', 'b', 0, 0)],
    });
    // Owls and Wolves: a loss and two ties, 4 points in 3 games; Bears and Hawks: one win, 3 points in 1 game.
    expect(rows.map((r) => [r.name, r.points, r.games_played, r.rank])).toEqual([
      ['Owls', 4, 3, 1],
      ['Wolves', 4, 3, 1],
      ['Bears', 3, 1, 3],
      ['Hawks', 3, 1, 3],
    ]);
  });

  it('rounds win_pct to three decimals', () => {
    const rows = computeStandings({
      teams,
      divisions,
      games: [game('a', 'b', 1, 0), game('a', 'b', 1, 0), game('a', 'b', 0, 1)],
    });
    expect(rows.find((r) => r.team_id === 'a')!.win_pct).toBe(0.667);
    expect(rows.find((r) => r.team_id === 'b')!.win_pct).toBe(0.333);
  });

  it('counts games against teams outside the list for the listed side only', () => {
    const rows = computeStandings({ teams: teams.slice(0, 1), divisions, games: [game('x', 'a', 0, 2)] });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ team_id: 'a', win: 1, away: 1, points: 3 });
  });
});

describe('standingsByDivision', () => {
  it('ranks each division separately from 1, more games played first on equal points', () => {
    const result = standingsByDivision({
      teams,
      divisions: [...divisions, { id: 'd3', name: 'Empty' }],
      games: [game('a', 'b', 0, 1), game('c', 'd', 2, 0), game('a', 'c', 1, 0)],
    });
    expect(result.map((d) => [d.division_name, d.rows.map((r) => [r.name, r.rank])])).toEqual([
      [
        'U10',
        [
          ['Hawks', 1],
          ['Owls', 2],
        ],
      ],
      [
        'U12',
        [
          ['Bears', 1],
          ['Wolves', 2],
        ],
      ],
    ]);
  });
});
