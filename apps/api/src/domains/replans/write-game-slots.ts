import type { GameChange, Reason } from '@app/contracts';
import { games, type Transaction } from '@app/db';
import { eq, sql } from 'drizzle-orm';

/** Why the games written next move, for the changes list (docs/replans.md#changes); transaction-local. */
export async function setChangeCause(
  tx: Transaction,
  cause: {
    cause: GameChange['cause'];
    note?: string;
    replanId?: string | null;
    fixApplicationId?: string | null;
  },
): Promise<void> {
  await tx.execute(sql`select set_config('app.change_cause', ${cause.cause}, true),
    set_config('app.change_note', ${cause.note ?? ''}, true),
    set_config('app.change_replan_id', ${cause.replanId ?? ''}, true),
    set_config('app.change_fix_application_id', ${cause.fixApplicationId ?? ''}, true)`);
}

/** One game's new slot (null: unscheduled, with why). */
export interface SlotWrite {
  gameId: string;
  from: string | null;
  to: string | null;
  reason?: { text: string; detail: Reason } | null;
}

/**
 * Writes the games' new slots in an order the one-game-per-slot index accepts: a game goes into a slot once
 * the game that held it has left. Games that swap slots in a cycle go through "unscheduled" for one step
 * (the changes list then shows that step too). Runs inside the caller's transaction, under the season's lock.
 */
export async function writeGameSlots(tx: Transaction, writes: readonly SlotWrite[]): Promise<void> {
  const pending = new Map(writes.filter((w) => w.from !== w.to).map((w) => [w.gameId, w]));
  // Slot → the pending game that still sits in it.
  const holder = new Map<string, string>();
  for (const w of pending.values()) if (w.from) holder.set(w.from, w.gameId);
  const write = async (w: SlotWrite, to: string | null) => {
    await tx
      .update(games)
      .set({
        timeslotId: to,
        unscheduledReason: to === null ? (w.reason?.text ?? null) : null,
        unscheduledReasonDetail: to === null ? (w.reason?.detail ?? null) : null,
      })
      .where(eq(games.id, w.gameId));
  };
  while (pending.size > 0) {
    let progressed = false;
    for (const w of [...pending.values()]) {
      const blocker = w.to === null ? undefined : holder.get(w.to);
      if (blocker !== undefined && blocker !== w.gameId) continue;
      await write(w, w.to);
      if (w.from) holder.delete(w.from);
      pending.delete(w.gameId);
      progressed = true;
    }
    if (!progressed) {
      // A cycle: the first game steps out of its slot, which unblocks the rest.
      const first = pending.values().next().value as SlotWrite;
      await write(first, null);
      if (first.from) holder.delete(first.from);
      pending.set(first.gameId, { ...first, from: null });
    }
  }
}
