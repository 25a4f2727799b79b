import { limitFor } from '@app/contracts';
import { type Database, monthlyExports } from '@app/db';
import { sql } from 'drizzle-orm';
import { limitRefusal, readPlan } from './plan-limits.ts';

/** The calendar month (UTC) an export counts in: `2026-11`. */
export const exportMonth = (now: Date): string => now.toISOString().slice(0, 7);

/**
 * Counts one export (an export job queued, or a synchronous download) of a free organisation against its
 * exports a month, and refuses (402) the one past the limit. One upsert raises the month's count only while it
 * is under the limit, so parallel exports never count past it and a refused one counts nothing. Paid plans
 * count nothing. Call it in the transaction that stores the export, or once the download is built.
 */
export async function countExport(db: Database, organizationId: string, now = new Date()): Promise<void> {
  const plan = await readPlan(db, organizationId);
  const max = limitFor(plan, 'exports');
  if (max === null) return;
  const month = exportMonth(now);
  const counted = await db
    .insert(monthlyExports)
    .values({ organizationId, month, count: 1 })
    .onConflictDoUpdate({
      target: [monthlyExports.organizationId, monthlyExports.month],
      set: { count: sql`${monthlyExports.count} + 1` },
      setWhere: sql`${monthlyExports.count} < ${max}`,
    })
    .returning({ count: monthlyExports.count });
  if (counted.length === 0 || max < 1) throw limitRefusal(plan, 'exports', max);
}
