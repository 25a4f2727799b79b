import type { Forfeit } from '@app/contracts';
import type { GameRow, ScheduleRow } from '@app/db';
import { unprocessable } from '../../http/http-error.ts';
import { isElimination } from './settle-bracket.ts';

/**
 * A forfeit needs a game the standings count with both teams known (docs/standings.md#forfeits): a practice
 * has no other side, and a bracket game is decided by its score, which moves the winner on. 422 naming
 * `field` otherwise. Clearing a forfeit (null) is always allowed.
 */
export function requireForfeitable(
  schedule: ScheduleRow,
  game: Pick<GameRow, 'homeId' | 'visitorId' | 'isPractice'>,
  forfeit: Forfeit | null,
  field: string,
): void {
  if (forfeit === null) return;
  if (game.isPractice) throw unprocessable(field, 'a practice cannot be forfeited');
  if (isElimination(schedule)) {
    throw unprocessable(field, 'a tournament game is decided by its score; enter the score instead');
  }
  if (game.homeId === null || game.visitorId === null) {
    throw unprocessable(field, 'both teams of this game are not known yet');
  }
}
