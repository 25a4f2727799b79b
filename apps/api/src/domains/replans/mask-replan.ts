import type { Replan } from '@app/contracts';
import { type Database, games } from '@app/db';
import { inArray } from 'drizzle-orm';
import { isHiddenPosition } from '../games/hidden-games.ts';

/**
 * A free organisation's re-plan without the moves of its hidden games (docs/free-tier.md): their teams and
 * places are what the free tier hides, here as in every other answer.
 */
export async function maskReplanMoves(db: Database, replan: Replan): Promise<Replan> {
  const ids = replan.moves.map((m) => m.game_id);
  if (ids.length === 0) return replan;
  const rows = await db
    .select({ id: games.id, position: games.position })
    .from(games)
    .where(inArray(games.id, ids));
  const hidden = new Set(rows.filter((g) => isHiddenPosition(g.position)).map((g) => g.id));
  return { ...replan, moves: replan.moves.filter((m) => !hidden.has(m.game_id)) };
}
