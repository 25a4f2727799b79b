import type { TimeslotSplit } from '@app/contracts';
import type { Database, Transaction } from '@app/db';
import { lockSeasonTimeslots } from './find-timeslots.ts';
import { type NewTimeslot, saveNewTimeslots } from './save-new-timeslots.ts';
import type { TimeslotRecord } from './timeslot-record.ts';
import { type TimeslotPlace, writeTimeslotPlaces } from './write-timeslot-places.ts';

const MS_PER_MINUTE = 60_000;

/** The part boundaries of a slot cut into `parts` on whole minutes; null when a part would be empty. */
function boundaries(slot: TimeslotRecord, parts: number): Date[] | null {
  const minutes = Math.floor((slot.finish.getTime() - slot.start.getTime()) / MS_PER_MINUTE);
  if (minutes < parts) return null;
  return Array.from({ length: parts + 1 }, (_, i) =>
    i === parts
      ? slot.finish
      : new Date(slot.start.getTime() + Math.floor((i * minutes) / parts) * MS_PER_MINUTE),
  );
}

/**
 * Cuts each slot into `parts` back-to-back slots (the first keeps the slot's id) with the same surface,
 * divisions and kind, inside the caller's transaction. A slot shorter than one minute per part is left whole
 * and answered with the reason; `created` are the new parts in order.
 */
export async function splitSlots(
  tx: Transaction,
  season: { id: string; organizationId: string },
  slots: readonly TimeslotRecord[],
  parts: number,
): Promise<{ refused: Map<string, string>; created: TimeslotRecord[] }> {
  const refused = new Map<string, string>();
  const shortened: TimeslotPlace[] = [];
  const added: NewTimeslot[] = [];
  for (const slot of slots) {
    const cuts = boundaries(slot, parts);
    if (!cuts) {
      refused.set(slot.id, `is too short to split into ${parts} parts`);
      continue;
    }
    const [first, second] = cuts;
    if (!first || !second) continue;
    shortened.push({ ...slot, start: first, finish: second });
    for (let i = 1; i < parts; i += 1) {
      const start = cuts[i];
      const finish = cuts[i + 1];
      if (start && finish) added.push({ ...slot, start, finish });
    }
  }
  // Shrink first, so the new parts meet their own slot end to start rather than overlap it.
  await writeTimeslotPlaces(tx, shortened);
  const saved = await saveNewTimeslots(tx, season, added);
  return { refused, created: saved.created };
}

/**
 * Splits the chosen slots of a season (see {@link splitSlots}) in one transaction. 404 for a season or slot
 * that is not the organisation's.
 */
export async function splitTimeslots(params: {
  db: Database;
  organizationId: string;
  input: TimeslotSplit;
}): Promise<Map<string, string>> {
  const { input } = params;
  return params.db.transaction(async (tx) => {
    const { season, slots } = await lockSeasonTimeslots(tx, {
      organizationId: params.organizationId,
      seasonId: input.season_id,
      ids: input.items,
    });
    return (await splitSlots(tx, season, slots, input.parts)).refused;
  });
}
