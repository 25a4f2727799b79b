import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCORING_SYSTEM,
  type ScoringSystem,
  TIEBREAKERS,
  type Tiebreaker,
} from './scoring-system.ts';
import {
  computeStandings,
  type PointsAdjustment,
  type ScoredGame,
  type StandingsTeam,
  standingsByDivision,
} from './standings.ts';

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
    expect(rows.map((r) => [r.name, r.points, r.games_played, r.rank, r.tiebreak])).toEqual([
      ['Owls', 4, 3, 1, null],
      ['Wolves', 4, 3, 1, null],
      ['Bears', 3, 1, 3, 'points'],
      ['Hawks', 3, 1, 3, null],
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

/** Teams of one division, ids as given, named by the id with a capital (so name order is id order). */
function league(...ids: string[]): StandingsTeam[] {
  return ids.map((id) => ({ id, name: id[0]!.toUpperCase() + id.slice(1), division_id: 'd1' }));
}

function rank(
  teamList: StandingsTeam[],
  games: ScoredGame[],
  tiebreakers: Tiebreaker[],
  extra: Partial<ScoringSystem> = {},
  adjustments: PointsAdjustment[] = [],
) {
  return computeStandings({
    teams: teamList,
    divisions,
    games,
    adjustments,
    scoring: { ...DEFAULT_SCORING_SYSTEM, ...extra, tiebreakers },
  });
}

const order = (rows: ReturnType<typeof rank>) => rows.map((r) => [r.team_id, r.rank, r.tiebreak]);

describe('tiebreakers', () => {
  // Each case puts "bravo" first by the one rule named, against name order, with teams outside the table (x, y)
  // as opponents so that no other column decides by accident.
  const cases: [Tiebreaker, ScoredGame[]][] = [
    ['points', [game('bravo', 'alpha', 1, 0)]],
    ['win_pct', [game('bravo', 'x', 1, 0), game('alpha', 'x', 1, 0), game('alpha', 'y', 0, 1)]],
    ['games_played', [game('bravo', 'x', 0, 1), game('bravo', 'y', 0, 1), game('alpha', 'x', 1, 0)]],
    ['head_to_head', [game('alpha', 'bravo', 0, 1), game('alpha', 'x', 1, 0), game('bravo', 'x', 0, 1)]],
    ['score_difference', [game('bravo', 'x', 3, 0), game('alpha', 'y', 1, 0)]],
    ['score_for', [game('bravo', 'x', 3, 2), game('alpha', 'y', 1, 0)]],
    ['score_against', [game('alpha', 'x', 3, 2), game('bravo', 'y', 1, 0)]],
    ['wins', [game('bravo', 'x', 1, 0), game('bravo', 'y', 2, 1, true), game('alpha', 'x', 1, 0)]],
    [
      'regulation_wins',
      [game('alpha', 'x', 1, 0, true), game('alpha', 'y', 1, 0, true), game('bravo', 'x', 1, 0)],
    ],
  ];

  it.each(cases)('%s alone ranks bravo above alpha and names itself on alpha’s row', (tiebreaker, games) => {
    const rows = rank(league('alpha', 'bravo'), games, [tiebreaker]);
    expect(order(rows)).toEqual([
      ['bravo', 1, null],
      ['alpha', 2, tiebreaker],
    ]);
  });

  it('covers every tiebreaker name, in the order the API lists them', () => {
    expect(cases.map(([name]) => name)).toEqual([...TIEBREAKERS]);
  });

  it('ranks fewer conceded first and more games played first', () => {
    const rows = rank(
      league('alpha', 'bravo', 'charlie'),
      [game('alpha', 'x', 0, 0), game('bravo', 'x', 1, 1), game('bravo', 'y', 1, 1)],
      ['score_against', 'games_played'],
    );
    // alpha and charlie conceded nothing; alpha played a game, charlie none.
    expect(order(rows)).toEqual([
      ['alpha', 1, null],
      ['charlie', 2, 'games_played'],
      ['bravo', 3, 'score_against'],
    ]);
  });

  it('goes down the list only for teams still tied, and notes the rule that separated each row', () => {
    const rows = rank(
      league('alpha', 'bravo', 'charlie', 'delta'),
      [
        game('alpha', 'x', 1, 0),
        game('bravo', 'x', 3, 1),
        game('charlie', 'x', 2, 0),
        game('delta', 'x', 0, 1),
      ],
      ['points', 'score_difference', 'score_for'],
    );
    expect(order(rows)).toEqual([
      ['bravo', 1, null],
      ['charlie', 2, 'score_for'],
      ['alpha', 3, 'score_difference'],
      ['delta', 4, 'points'],
    ]);
  });

  it('leaves everyone tied with no tiebreaker, listed by name', () => {
    const rows = rank(league('bravo', 'alpha'), [game('bravo', 'alpha', 1, 0)], []);
    expect(order(rows)).toEqual([
      ['alpha', 1, null],
      ['bravo', 1, null],
    ]);
  });

  it('compares the exact win ratio, not the rounded win_pct', () => {
    // 2 of 3 (0.6667) and 667 of 1000 both show as 0.667; the larger ratio ranks first.
    const games = [
      ...Array.from({ length: 667 }, () => game('bravo', 'x', 1, 0)),
      ...Array.from({ length: 333 }, () => game('bravo', 'x', 0, 1)),
      game('alpha', 'x', 1, 0),
      game('alpha', 'x', 1, 0),
      game('alpha', 'x', 0, 1),
    ];
    const rows = rank(league('alpha', 'bravo'), games, ['win_pct']);
    expect(rows.map((r) => [r.team_id, r.win_pct, r.tiebreak])).toEqual([
      ['bravo', 0.667, null],
      ['alpha', 0.667, 'win_pct'],
    ]);
  });
});

describe('head-to-head', () => {
  const h2h: Tiebreaker[] = ['points', 'head_to_head', 'score_difference'];

  it('ranks three tied teams by the points among them', () => {
    // zulu beat yankee and xray; yankee beat xray; outside wins even the points (6 each).
    const rows = rank(
      league('xray', 'yankee', 'zulu'),
      [
        game('zulu', 'yankee', 1, 0),
        game('zulu', 'xray', 1, 0),
        game('yankee', 'xray', 1, 0),
        game('yankee', 'w', 1, 0),
        game('xray', 'w', 1, 0),
        game('xray', 'w', 1, 0),
      ],
      h2h,
    );
    expect(rows.every((r) => r.points === 6)).toBe(true);
    expect(order(rows)).toEqual([
      ['zulu', 1, null],
      ['yankee', 2, 'head_to_head'],
      ['xray', 3, 'head_to_head'],
    ]);
  });

  it('ranks a circular tie by the score difference among the tied teams', () => {
    // Each beat one other (3 points each among them); zulu's 3-0 makes the difference.
    const rows = rank(
      league('xray', 'yankee', 'zulu'),
      [game('zulu', 'yankee', 3, 0), game('yankee', 'xray', 1, 0), game('xray', 'zulu', 1, 0)],
      h2h,
    );
    expect(order(rows)).toEqual([
      ['zulu', 1, null],
      ['xray', 2, 'head_to_head'],
      ['yankee', 3, 'head_to_head'],
    ]);
  });

  it('passes a circular tie it cannot break to the next rule', () => {
    const rows = rank(
      league('xray', 'yankee', 'zulu'),
      [
        game('zulu', 'yankee', 1, 0),
        game('yankee', 'xray', 1, 0),
        game('xray', 'zulu', 1, 0),
        game('xray', 'w', 5, 0),
        game('yankee', 'w', 3, 0),
        game('zulu', 'w', 1, 0),
      ],
      h2h,
    );
    expect(order(rows)).toEqual([
      ['xray', 1, null],
      ['yankee', 2, 'score_difference'],
      ['zulu', 3, 'score_difference'],
    ]);
  });

  it('sends the subset it leaves tied to the next rule, not to a smaller head-to-head', () => {
    // Among all three, bees and cats have 3 points and -3 each, though cats won on the difference between
    // the two of them (3-1 against 1-0): the next rule decides, or the tie stands.
    const games = [
      game('ants', 'bees', 1, 0),
      game('ants', 'bees', 1, 0),
      game('ants', 'cats', 3, 0),
      game('ants', 'cats', 1, 0),
      game('bees', 'cats', 1, 0),
      game('cats', 'bees', 3, 1),
      ...Array.from({ length: 3 }, () => game('bees', 'x', 1, 0)),
      ...Array.from({ length: 3 }, () => game('cats', 'x', 1, 0)),
    ];
    const teamList = league('ants', 'bees', 'cats');
    expect(order(rank(teamList, games, ['points', 'head_to_head']))).toEqual([
      ['ants', 1, null],
      ['bees', 2, 'head_to_head'],
      ['cats', 2, null],
    ]);
    expect(order(rank(teamList, games, ['points', 'head_to_head', 'score_for']))).toEqual([
      ['ants', 1, null],
      ['cats', 2, 'head_to_head'],
      ['bees', 3, 'score_for'],
    ]);
  });

  it('uses only games between the tied teams in a conference table', () => {
    // All three have 3 points; in the league table the tie is circular and the difference among the three
    // decides; in a table of ants and bees, only their own game counts.
    const games = [game('ants', 'cats', 5, 0), game('bees', 'ants', 1, 0), game('cats', 'bees', 1, 0)];
    expect(order(rank(league('ants', 'bees', 'cats'), games, ['points', 'head_to_head']))).toEqual([
      ['ants', 1, null],
      ['bees', 2, 'head_to_head'],
      ['cats', 3, 'head_to_head'],
    ]);
    expect(order(rank(league('ants', 'bees'), games, ['points', 'head_to_head']))).toEqual([
      ['bees', 1, null],
      ['ants', 2, 'head_to_head'],
    ]);
  });

  it('counts head-to-head points with the scoring system, overtime included', () => {
    // alpha won once in regulation (3 points), bravo twice in overtime (1 each): points among them decide
    // before wins or the score difference among them.
    const rows = rank(
      league('alpha', 'bravo'),
      [game('alpha', 'bravo', 1, 0), game('bravo', 'alpha', 2, 1, true), game('bravo', 'alpha', 2, 1, true)],
      ['head_to_head'],
    );
    expect(order(rows)).toEqual([
      ['alpha', 1, null],
      ['bravo', 2, 'head_to_head'],
    ]);
  });

  it('leaves adjustments out of the mini-table', () => {
    const rows = rank(league('alpha', 'bravo'), [game('alpha', 'bravo', 1, 0)], ['head_to_head'], {}, [
      { team_id: 'bravo', points: 10, reason: 'award' },
    ]);
    expect(order(rows)).toEqual([
      ['alpha', 1, null],
      ['bravo', 2, 'head_to_head'],
    ]);
  });
});

describe('forfeits', () => {
  const forfeit = (
    home: string,
    visitor: string,
    side: 'home' | 'visitor',
    scores: [number, number] | null = null,
  ) => ({
    ...game(home, visitor, scores?.[0] ?? null, scores?.[1] ?? null),
    forfeit: side,
  });

  it('credits the other side a regulation win and the forfeiting side a loss, with a 1-0 score by default', () => {
    const rows = rank(league('alpha', 'bravo'), [forfeit('alpha', 'bravo', 'home')], ['points']);
    expect(
      rows.map((r) => [r.team_id, r.win, r.loss, r.regulation_wins, r.points, r.score_for, r.score_against]),
    ).toEqual([
      ['bravo', 1, 0, 1, 3, 1, 0],
      ['alpha', 0, 1, 0, 0, 0, 1],
    ]);
  });

  it('uses the configured forfeit score, and the entered score when there is one', () => {
    const scoring = { forfeit_score: { winner: 3, loser: 0 } };
    const unscored = rank(
      league('alpha', 'bravo'),
      [forfeit('alpha', 'bravo', 'visitor')],
      ['points'],
      scoring,
    );
    expect(unscored.map((r) => [r.team_id, r.score_for, r.score_against, r.score_difference])).toEqual([
      ['alpha', 3, 0, 3],
      ['bravo', 0, 3, -3],
    ]);
    // Entered 2-4 and then forfeited by the visitor (say, an ineligible player): alpha wins, the score stays.
    const scored = rank(
      league('alpha', 'bravo'),
      [forfeit('alpha', 'bravo', 'visitor', [2, 4])],
      ['points'],
      scoring,
    );
    expect(scored.map((r) => [r.team_id, r.win, r.loss, r.score_for, r.score_against])).toEqual([
      ['alpha', 1, 0, 2, 4],
      ['bravo', 0, 1, 4, 2],
    ]);
  });

  it('is never an overtime result and is left out without both teams', () => {
    const rows = rank(
      league('alpha', 'bravo'),
      [
        { ...forfeit('alpha', 'bravo', 'home'), overtime: true },
        { ...forfeit('alpha', 'bravo', 'home'), visitor_id: null },
      ],
      ['points'],
    );
    expect(
      rows.map((r) => [r.team_id, r.win, r.overtime_win, r.loss, r.overtime_loss, r.games_played]),
    ).toEqual([
      ['bravo', 1, 0, 0, 0, 1],
      ['alpha', 0, 0, 1, 0, 1],
    ]);
  });

  it('counts in head-to-head unless the scoring system says not', () => {
    // bravo forfeited to alpha; bravo beat an outside team 4-0, so both have 3 points.
    const games = [forfeit('alpha', 'bravo', 'visitor'), game('bravo', 'x', 4, 0)];
    const tiebreakers: Tiebreaker[] = ['points', 'head_to_head', 'score_for'];
    expect(order(rank(league('alpha', 'bravo'), games, tiebreakers))).toEqual([
      ['alpha', 1, null],
      ['bravo', 2, 'head_to_head'],
    ]);
    const without = rank(league('alpha', 'bravo'), games, tiebreakers, {
      forfeit_counts_in_head_to_head: false,
    });
    expect(order(without)).toEqual([
      ['bravo', 1, null],
      ['alpha', 2, 'score_for'],
    ]);
  });
});

describe('adjustments', () => {
  it('adds signed points before ranking and sums several for one team', () => {
    const rows = rank(
      league('alpha', 'bravo', 'charlie'),
      [game('alpha', 'bravo', 1, 0), game('bravo', 'charlie', 1, 0)],
      ['points'],
      {},
      [
        { team_id: 'alpha', points: -5, reason: 'ineligible player' },
        { team_id: 'alpha', points: 1, reason: 'appeal' },
        { team_id: 'charlie', points: 1, reason: 'fair play' },
        { team_id: 'nobody', points: 50, reason: 'not in this table' },
      ],
    );
    expect(rows.map((r) => [r.team_id, r.points, r.adjustment, r.rank, r.tiebreak])).toEqual([
      ['bravo', 3, 0, 1, null],
      ['charlie', 1, 1, 2, 'points'],
      ['alpha', -1, -4, 3, 'points'],
    ]);
  });
});

describe('games behind', () => {
  it('is half the win and loss gaps to the first row, ties and overtime results included', () => {
    const rows = rank(
      league('lead', 'mid', 'none'),
      [
        game('lead', 'x', 1, 0),
        game('lead', 'x', 2, 1, true),
        game('lead', 'x', 1, 0),
        game('mid', 'x', 1, 0),
        game('mid', 'x', 0, 1, true),
        game('mid', 'x', 1, 1),
      ],
      ['win_pct'],
    );
    // lead 3-0; mid 1.5 wins and 1.5 losses: ((3 - 1.5) + (1.5 - 0)) / 2 = 1.5; no games: (3 + 0) / 2.
    expect(rows.map((r) => [r.team_id, r.win_pct, r.games_behind])).toEqual([
      ['lead', 1, 0],
      ['mid', 0.5, 1.5],
      ['none', 0, 1.5],
    ]);
  });

  it('is negative for a team with a better record ranked below the leader by points', () => {
    const rows = rank(
      league('alpha', 'bravo'),
      // alpha: a win and two ties, 7 points, 2 wins and 1 loss counting ties as halves; bravo: 2 wins, 6 points.
      [
        game('alpha', 'x', 1, 0),
        game('alpha', 'x', 1, 1),
        game('alpha', 'x', 0, 0),
        game('bravo', 'x', 1, 0),
        game('bravo', 'y', 1, 0),
      ],
      ['points'],
    );
    expect(rows.map((r) => [r.team_id, r.games_behind])).toEqual([
      ['alpha', 0],
      ['bravo', -0.5],
    ]);
  });
});

describe('which games count', () => {
  it('leaves out bracket games and exhibition games unless marked to count', () => {
    const rows = rank(
      league('alpha', 'bravo'),
      [
        { ...game('alpha', 'bravo', 1, 0), is_bracket: true },
        { ...game('alpha', 'bravo', 1, 0), is_bracket: true, counts_in_standings: true },
        { ...game('alpha', 'bravo', 2, 0), is_exhibition: true },
        { ...game('bravo', 'alpha', 3, 0), is_exhibition: true, counts_in_standings: true },
      ],
      ['points'],
    );
    expect(rows.map((r) => [r.team_id, r.games_played, r.score_for, r.points])).toEqual([
      ['bravo', 1, 3, 3],
      ['alpha', 1, 0, 0],
    ]);
  });
});

describe('bad input', () => {
  it('names the field of an unknown tiebreaker, a negative forfeit score and an adjustment that is not a number', () => {
    const teamList = league('alpha');
    expect(() => rank(teamList, [], ['points', 'goals' as Tiebreaker])).toThrow(
      /^scoring\.tiebreakers\[1\]: must be one of points, win_pct/,
    );
    expect(() => rank(teamList, [], ['points'], { forfeit_score: { winner: 1, loser: -1 } })).toThrow(
      'scoring.forfeit_score.loser: must be a number of at least 0',
    );
    expect(() => rank(teamList, [], ['points'], { forfeit_score: { winner: 0, loser: 2 } })).toThrow(
      'scoring.forfeit_score.winner: must be at least the loser score',
    );
    expect(() =>
      rank(teamList, [], ['points'], {}, [{ team_id: 'alpha', points: Number.NaN, reason: '' }]),
    ).toThrow('adjustments[0].points: must be a finite number');
  });
});
