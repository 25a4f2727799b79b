import { type Transaction, timeslotDivisions } from '@app/db';
import { inArray } from 'drizzle-orm';
import { insertInBatches } from '../../lib/insert-in-batches.ts';

/** Makes the slots open to exactly these divisions (none: to every division), inside the caller's transaction. */
export async function replaceTimeslotDivisions(
  tx: Transaction,
  timeslotIds: readonly string[],
  divisionIds: readonly string[],
): Promise<void> {
  if (timeslotIds.length === 0) return;
  await tx.delete(timeslotDivisions).where(inArray(timeslotDivisions.timeslotId, [...timeslotIds]));
  await insertInBatches(
    tx,
    timeslotDivisions,
    timeslotIds.flatMap((timeslotId) => divisionIds.map((divisionId) => ({ timeslotId, divisionId }))),
  );
}
