import type { Game } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import engineBrackets from '../test/engine-brackets.json';
import { bracketLayout } from './bracket-layout.ts';
import type { GameRow } from './game-rows.ts';

// The games the engine generates (singleElimination / doubleElimination of packages/engine/src/brackets) for
// seeds t1..tn, ids g1..gN in generation order: the draw's upper slot is the home side.
type BracketGame = Pick<
  Game,
  'id' | 'round' | 'bracket' | 'home_id' | 'visitor_id' | 'home_from' | 'visitor_from'
>;
const BRACKETS = engineBrackets as Record<string, BracketGame[]>;

function row(game: BracketGame): GameRow {
  return {
    id: game.id,
    game: {
      ...game,
      schedule_id: 's',
      division_id: 'd1',
      timeslot_id: null,
      is_practice: false,
      home_score: null,
      visitor_score: null,
      overtime: false,
      forfeit: null,
      counts_in_standings: true,
      unscheduled_reason: null,
      unscheduled_reason_detail: null,
      hidden: false,
      blurred: false,
    },
    startMs: 0,
    date: '',
    weekday: -1,
    time: '',
    finish: '',
    home: game.home_id ?? 'TBD',
    visitor: game.visitor_id ?? 'TBD',
    homeId: game.home_id,
    visitorId: game.visitor_id,
    venueId: null,
    venue: '',
    surfaceId: null,
    surface: '',
    divisionId: 'd1',
    division: '',
    homeDivision: '',
    visitorDivision: '',
    score: '',
    week: null,
  };
}

/**
 * The rows as the dialog gets them: sorted by start, which follows neither the draw nor the ids (here a
 * fixed shuffle), and with `flip`, home and visitor (with their feeders) exchanged in every other game, as
 * the solver may do for balance.
 */
function asDialogRows(games: readonly BracketGame[], flip: boolean): GameRow[] {
  const mixed = (g: BracketGame) => (Number(g.id.slice(1)) * 7) % 11;
  const shuffled = [...games].sort((a, b) => mixed(a) - mixed(b) || a.id.localeCompare(b.id));
  return shuffled.map((game, i) =>
    flip && i % 2 === 1
      ? row({
          ...game,
          home_id: game.visitor_id,
          visitor_id: game.home_id,
          home_from: game.visitor_from,
          visitor_from: game.home_from,
        })
      : row(game),
  );
}

/**
 * Every game drawn beside the game its winner meets next: read a section's columns left to right, and for
 * each pair of games of one round whose results go to games of one later round of the section, the order of
 * those games decides theirs; two games feeding one game are drawn home side first, next to each other.
 */
function crossings(rows: readonly GameRow[]): string[] {
  const found: string[] = [];
  for (const section of bracketLayout(rows)) {
    const place = new Map<string, { round: number; index: number }>();
    for (const { round, games } of section.rounds) {
      games.forEach((g, index) => {
        place.set(g.id, { round, index });
      });
    }
    const parent = new Map<string, { id: string; side: number }>();
    for (const { games } of section.rounds) {
      for (const g of games) {
        [g.game.home_from, g.game.visitor_from].forEach((from, side) => {
          if (from && place.has(from.game_id) && !parent.has(from.game_id))
            parent.set(from.game_id, { id: g.id, side });
        });
      }
    }
    for (const { round, games } of section.rounds) {
      for (let i = 0; i + 1 < games.length; i++) {
        const a = games[i] as GameRow;
        const b = games[i + 1] as GameRow;
        const pa = parent.get(a.id);
        const pb = parent.get(b.id);
        if (!pa || !pb) continue;
        const qa = place.get(pa.id);
        const qb = place.get(pb.id);
        if (!qa || !qb || qa.round !== qb.round) continue;
        const wrong = pa.id === pb.id ? pa.side > pb.side : qa.index > qb.index;
        if (wrong) found.push(`${section.bracket} round ${round}: ${a.id} above ${b.id}`);
      }
      // Siblings are adjacent: nothing sits between two games feeding one game.
      const siblings = new Map<string, number[]>();
      games.forEach((g, index) => {
        const p = parent.get(g.id);
        if (p) siblings.set(p.id, [...(siblings.get(p.id) ?? []), index]);
      });
      for (const [p, indexes] of siblings) {
        if (indexes.length === 2 && indexes[1]! - indexes[0]! !== 1)
          found.push(`${section.bracket} round ${round}: the feeders of ${p} are apart`);
      }
    }
  }
  return found;
}

const ids = (rows: readonly GameRow[]) => rows.map((r) => r.id);

describe('bracketLayout draws every round in the order its winners meet', () => {
  it('draws an 8-team bracket as the engine seeds it, whatever order the games start in', () => {
    const [winners] = bracketLayout(asDialogRows(BRACKETS['single-8'] ?? [], false));
    expect(winners?.rounds.map((r) => ids(r.games))).toEqual([
      ['g1', 'g2', 'g3', 'g4'],
      ['g5', 'g6'],
      ['g7'],
    ]);
  });

  it('draws the feeders of a flipped game in its new home and visitor order', () => {
    const games = (BRACKETS['single-4'] ?? []).map((g) =>
      g.id === 'g3' ? { ...g, home_from: g.visitor_from, visitor_from: g.home_from } : g,
    );
    const [winners] = bracketLayout(games.map(row));
    expect(winners?.rounds.map((r) => ids(r.games))).toEqual([['g2', 'g1'], ['g3']]);
  });

  for (const style of ['single', 'double'] as const) {
    for (const size of [4, 5, 6, 8, 12, 16]) {
      it(`draws no crossing in ${style} elimination of ${size} teams, games flipped or not`, () => {
        const games = BRACKETS[`${style}-${size}`] ?? [];
        expect(games.length).toBe(style === 'single' ? size - 1 : 2 * size - 1);
        for (const flip of [false, true]) {
          const rows = asDialogRows(games, flip);
          const drawn = bracketLayout(rows).flatMap((s) => s.rounds.flatMap((r) => ids(r.games)));
          expect(drawn.sort()).toEqual(ids(rows).sort());
          expect(crossings(rows)).toEqual([]);
        }
      });
    }
  }

  it('draws the lower bracket of 8 teams in the order its games meet', () => {
    const sections = bracketLayout(asDialogRows(BRACKETS['double-8'] ?? [], false));
    const losers = sections.find((s) => s.bracket === 'losers');
    expect(losers?.rounds.map((r) => r.games.length)).toEqual([2, 2, 1, 1]);
    expect(crossings(asDialogRows(BRACKETS['double-8'] ?? [], false))).toEqual([]);
  });
});
