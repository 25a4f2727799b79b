import type { Transaction } from '@app/db';
import { sql } from 'drizzle-orm';

// The two-int advisory key space (class, object) is apart from the one-bigint keys the migrations and the
// test templates lock, so a season's hash never meets them. Any fixed int4 works as the class.
const SEASON_LOCK_CLASS = 0x5ea5_0e;

/**
 * Serialises the hard-rule edits of the given seasons: waits for the transaction-scoped advisory lock of
 * each (released at commit or rollback). Every service that checks a season's slots or games and then
 * writes takes it before it reads what it checks, so the check and the write see no edit in between
 * (docs/timeslots.md and docs/games.md, "Under concurrent edits"). Seasons lock in id order, so two
 * transactions locking the same seasons never deadlock. Two seasons whose ids hash alike only wait for each
 * other. On PGlite, one connection that runs one transaction at a time, the lock is free and always granted.
 */
export async function lockSeasons(tx: Transaction, seasonIds: Iterable<string>): Promise<void> {
  for (const id of [...new Set(seasonIds)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEASON_LOCK_CLASS}::int, hashtext(${id}::text))`);
  }
}
