import type { GameRow } from '@app/db';
import { type GameId, resolveBracket, type TeamId } from '@app/engine';

type BracketRow = Pick<
  GameRow,
  'id' | 'homeId' | 'visitorId' | 'homeFrom' | 'visitorFrom' | 'homeScore' | 'visitorScore'
>;

/** A game whose teams or score the bracket's results change. */
export interface BracketChange {
  id: string;
  homeId: string | null;
  visitorId: string | null;
  /** The stored score was entered for teams that no longer play this game. */
  clearScore: boolean;
}

const asGameId = (id: string) => id as GameId;
const asTeamId = (id: string) => id as TeamId;

function isSource(value: unknown): value is { game_id: string; take: 'winner' | 'loser' } {
  return typeof value === 'object' && value !== null && 'game_id' in value && 'take' in value;
}

/** The side that won a scored game; null without both scores (a tie is refused before it is stored). */
function winningSide(row: BracketRow): 'home' | 'visitor' | null {
  if (row.homeScore === null || row.visitorScore === null || row.homeScore === row.visitorScore) return null;
  return row.homeScore > row.visitorScore ? 'home' : 'visitor';
}

/**
 * Who plays each game of an elimination bracket given its scores: winners (and, in double elimination,
 * losers) fill the games that name their game as a source. A game fed by another keeps its feeder even once
 * its team is known, so a changed score re-routes the later games; a later game whose teams so change loses
 * its now meaningless score, and the games after it follow. Answers only the games that change.
 */
export function advanceBracket(rows: readonly BracketRow[]): BracketChange[] {
  const structure = rows.map((row) => {
    const homeFrom = isSource(row.homeFrom) ? row.homeFrom : null;
    const visitorFrom = isSource(row.visitorFrom) ? row.visitorFrom : null;
    return {
      id: asGameId(row.id),
      // Only seeded places count as given; a fed place is derived from its feeder every time.
      home_id: homeFrom ? null : row.homeId === null ? null : asTeamId(row.homeId),
      visitor_id: visitorFrom ? null : row.visitorId === null ? null : asTeamId(row.visitorId),
      home_from: homeFrom ? { game_id: asGameId(homeFrom.game_id), take: homeFrom.take } : null,
      visitor_from: visitorFrom ? { game_id: asGameId(visitorFrom.game_id), take: visitorFrom.take } : null,
      // Fields the resolver does not read.
      schedule_id: '' as never,
      division_id: '' as never,
      is_practice: false,
      round: null,
      timeslot_id: null,
      bracket: null,
    };
  });
  const stale = new Set<string>();
  const winners = new Map<GameId, TeamId>();
  let resolved = resolveBracket(structure, winners);
  // Each round learns at least one more winner or stops, so it settles within one round per game.
  for (let round = 0; round <= rows.length; round += 1) {
    let learned = false;
    for (const row of rows) {
      const id = asGameId(row.id);
      const side = winningSide(row);
      const now = resolved.get(id);
      if (!side || !now || winners.has(id) || stale.has(row.id)) continue;
      if (now.home_id === null || now.visitor_id === null) continue;
      if (now.home_id !== row.homeId || now.visitor_id !== row.visitorId) {
        stale.add(row.id);
        continue;
      }
      winners.set(id, side === 'home' ? now.home_id : now.visitor_id);
      learned = true;
    }
    if (!learned) break;
    resolved = resolveBracket(structure, winners);
  }
  const changes: BracketChange[] = [];
  for (const row of rows) {
    const now = resolved.get(asGameId(row.id));
    const homeId = now?.home_id ?? null;
    const visitorId = now?.visitor_id ?? null;
    // A score entered before its teams were known (or for teams since re-routed) is cleared.
    const hasScore = row.homeScore !== null || row.visitorScore !== null;
    const clearScore = hasScore && (stale.has(row.id) || homeId === null || visitorId === null);
    if (homeId !== row.homeId || visitorId !== row.visitorId || clearScore) {
      changes.push({ id: row.id, homeId, visitorId, clearScore });
    }
  }
  return changes;
}
