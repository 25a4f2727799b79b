import type { Reason } from '@app/contracts';
import type { Database, GameRow, Transaction } from '@app/db';
import { games } from '@app/db';
import { asc, inArray } from 'drizzle-orm';

// What every hand edit of games shares: who it acts for, what it answers, and reading the changed games back.

/** What a change did: games changed or created (read back after it), and games removed. */
export interface GamesChange {
  games: GameRow[];
  deletedIds: string[];
}

/** The reason a game left without a slot by a hand edit shows. */
export const UNSCHEDULED_BY_HAND = 'Unscheduled by hand.';
/** The same as a code, for the web app to render in the user's language. */
export const UNSCHEDULED_BY_HAND_DETAIL: Reason = { code: 'unscheduled.by_hand', params: {} };

/** Who a game edit acts for: the caller's organisation. */
export type Scope = { db: Database; organizationId: string };

/** The games with these ids, in schedule order (each id once). */
export async function readGames(tx: Transaction, ids: readonly string[]): Promise<GameRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(games)
    .where(inArray(games.id, [...new Set(ids)]))
    .orderBy(asc(games.position));
}
