import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ScoringSystem, TIEBREAKER_DIRECTION, TIEBREAKERS, type Tiebreaker } from './scoring-system.ts';
import { computeStandings, type ScoredGame, type StandingRow, type StandingsInput } from './standings.ts';

/*
 * Properties of the ranking (docs/standings.md#ranking) over random small leagues, drawn by fast-check so a
 * failure shrinks to a small case. Team "t9" is outside every table: games against it count for one side.
 */

const TEAM_IDS = ['t0', 't1', 't2', 't3', 't4', 't5'];
// Few names so that ties by name happen; the id then orders them.
const NAMES = ['Ants', 'Bees', 'Cats', 'Ants'];

const gameArb = (teamCount: number): fc.Arbitrary<ScoredGame> =>
  fc
    .record({
      home: fc.integer({ min: 0, max: teamCount }),
      visitor: fc.integer({ min: 0, max: teamCount }),
      home_score: fc.option(fc.integer({ min: 0, max: 4 }), { freq: 8 }),
      visitor_score: fc.option(fc.integer({ min: 0, max: 4 }), { freq: 8 }),
      overtime: fc.boolean(),
      forfeit: fc.constantFrom(null, null, null, null, 'home', 'visitor'),
      kind: fc.constantFrom('game', 'game', 'game', 'game', 'practice', 'bracket', 'exhibition', 'counted'),
    })
    .filter((g) => g.home !== g.visitor)
    .map(
      (g): ScoredGame => ({
        home_id: g.home === teamCount ? 't9' : `t${g.home}`,
        visitor_id: g.visitor === teamCount ? 't9' : `t${g.visitor}`,
        home_score: g.home_score,
        visitor_score: g.visitor_score,
        overtime: g.overtime,
        is_practice: g.kind === 'practice',
        is_bracket: g.kind === 'bracket',
        is_exhibition: g.kind === 'exhibition' || g.kind === 'counted',
        counts_in_standings: g.kind === 'counted',
        forfeit: g.forfeit as ScoredGame['forfeit'],
      }),
    );

const scoringArb: fc.Arbitrary<ScoringSystem> = fc.record({
  win_points: fc.integer({ min: 0, max: 3 }),
  loss_points: fc.integer({ min: -1, max: 1 }),
  tie_points: fc.integer({ min: 0, max: 2 }),
  overtime_win_points: fc.integer({ min: 0, max: 3 }),
  overtime_loss_points: fc.integer({ min: 0, max: 1 }),
  tiebreakers: fc.shuffledSubarray([...TIEBREAKERS]),
  forfeit_score: fc.constantFrom({ winner: 1, loser: 0 }, { winner: 3, loser: 0 }),
  forfeit_counts_in_head_to_head: fc.boolean(),
});

const inputArb: fc.Arbitrary<StandingsInput> = fc
  .integer({ min: 2, max: TEAM_IDS.length })
  .chain((teamCount) =>
    fc.record({
      teams: fc.constant(
        TEAM_IDS.slice(0, teamCount).map((id, i) => ({
          id,
          name: NAMES[i % NAMES.length]!,
          division_id: 'd',
        })),
      ),
      divisions: fc.constant([{ id: 'd', name: 'D' }]),
      games: fc.array(gameArb(teamCount), { maxLength: 30 }),
      scoring: scoringArb,
      adjustments: fc.array(
        fc.record({
          team_id: fc.constantFrom(...TEAM_IDS.slice(0, teamCount), 't9'),
          points: fc.integer({ min: -3, max: 3 }),
          reason: fc.constant('r'),
        }),
        { maxLength: 3 },
      ),
    }),
  );

/** The value a plain rule compares (win_pct as the exact ratio); undefined for head-to-head. */
function ruleValue(row: StandingRow, rule: Tiebreaker): number | undefined {
  const wins = row.win + row.overtime_win;
  switch (rule) {
    case 'head_to_head':
      return undefined;
    case 'win_pct':
      return row.games_played === 0 ? 0 : (wins + row.tie / 2) / row.games_played;
    case 'wins':
      return wins;
    default:
      return row[rule];
  }
}

/** Negative when a ranks before b on the rule. */
const better = (a: StandingRow, b: StandingRow, rule: Tiebreaker) =>
  ((ruleValue(b, rule) as number) - (ruleValue(a, rule) as number)) * TIEBREAKER_DIRECTION[rule] || 0;

const byTeam = (rows: StandingRow[]) =>
  Object.fromEntries(
    rows.map(({ rank: _rank, tiebreak: _tiebreak, games_behind: _gb, ...rest }) => [rest.team_id, rest]),
  );

describe('computeStandings properties', () => {
  it('gives the same table for any order of the games', () => {
    fc.assert(
      fc.property(
        inputArb.chain((input) =>
          fc.tuple(
            fc.constant(input),
            fc.shuffledSubarray([...input.games], { minLength: input.games.length }),
          ),
        ),
        ([input, shuffled]) => {
          expect(computeStandings({ ...input, games: shuffled })).toEqual(computeStandings(input));
        },
      ),
    );
  });

  it('changes only the two teams’ rows when a game is added (rank, tiebreak and games behind aside)', () => {
    fc.assert(
      fc.property(
        inputArb.chain((input) => fc.tuple(fc.constant(input), gameArb(input.teams.length))),
        ([input, added]) => {
          const before = byTeam(computeStandings(input));
          const after = byTeam(computeStandings({ ...input, games: [...input.games, added] }));
          for (const team of input.teams) {
            if (team.id === added.home_id || team.id === added.visitor_id) continue;
            expect(after[team.id]).toEqual(before[team.id]);
          }
        },
      ),
    );
  });

  it('orders rows as the tiebreakers say, notes the separating rule and shares ranks only for full ties', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const rows = computeStandings(input);
        const rules = input.scoring!.tiebreakers!;
        // Before the first head-to-head the table is a plain sort on the rules: no row is after a worse one.
        const plain = rules.slice(
          0,
          rules.includes('head_to_head') ? rules.indexOf('head_to_head') : rules.length,
        );
        rows.forEach((a, i) => {
          for (const b of rows.slice(i + 1)) {
            const first = plain.find((rule) => better(a, b, rule) !== 0);
            if (first) expect(better(a, b, first)).toBeLessThan(0);
          }
        });
        rows.forEach((row, i) => {
          const above = rows[i - 1];
          if (!above) {
            expect([row.rank, row.tiebreak, row.games_behind]).toEqual([1, null, 0]);
            return;
          }
          const noteAt = row.tiebreak === null ? rules.length : rules.indexOf(row.tiebreak);
          expect(noteAt).toBeGreaterThanOrEqual(0);
          // Equal on every plain rule before the one that separated them, and better on it.
          for (const rule of rules.slice(0, noteAt))
            if (rule !== 'head_to_head') expect(better(above, row, rule)).toBe(0);
          if (row.tiebreak !== null && row.tiebreak !== 'head_to_head')
            expect(better(above, row, row.tiebreak)).toBeLessThan(0);
          if (row.tiebreak === null) {
            expect(row.rank).toBe(above.rank);
            expect(above.name <= row.name).toBe(true);
          } else expect(row.rank).toBe(i + 1);
        });
      }),
    );
  });

  it('counts every counted result once for each listed side', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const rows = computeStandings(input);
        for (const row of rows) {
          expect(row.games_played).toBe(row.home + row.away);
          expect(row.score_difference).toBe(row.score_for - row.score_against);
          expect(row.regulation_wins).toBe(row.win);
        }
        // Among listed teams wins and losses balance, as do goals, except against the outside team t9.
        const inside = input.games.filter((g) => g.home_id !== 't9' && g.visitor_id !== 't9');
        if (inside.length === input.games.length) {
          const sum = (f: (r: StandingRow) => number) => rows.reduce((total, r) => total + f(r), 0);
          expect(sum((r) => r.win + r.overtime_win)).toBe(sum((r) => r.loss + r.overtime_loss));
          expect(sum((r) => r.score_for)).toBe(sum((r) => r.score_against));
        }
      }),
    );
  });
});
