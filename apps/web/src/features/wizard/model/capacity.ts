import { slotsNeeded } from '../../../lib/engine.ts';
import { weekdayOf } from '../../../lib/zoned-time.ts';
import type { DraftDivision, DraftTimeslot, WizardDraft } from './draft.ts';
import { seasonWeeks } from './template.ts';
import { willSchedule } from './to-submit.ts';

/** One division's line of the capacity check (docs/wizard.md#capacity-check). */
export interface DivisionCapacity {
  division_key: string;
  /** Slots its schedule needs, by the engine's formulas; at least 1. */
  needed: number;
  /** Slots it may use: open to it by name, plus the neutral ones its settings allow. */
  available: number;
  enough: boolean;
  /** Step 16's choice: a division that is not scheduled now is shown but never makes the check fail. */
  scheduled: boolean;
}

/** The whole draft: every scheduled division's need against the slots there are (each slot counts once). */
export interface CapacityTotal {
  needed: number;
  available: number;
  enough: boolean;
}

/** The division lines, in the draft's order, with the total alongside (`rows.total`). */
export type CapacityRows = DivisionCapacity[] & { total: CapacityTotal };

/** What the progress bar shows: below half of the need, from half, at or above it. */
export type CapacityLevel = 'short' | 'half' | 'enough';

/** Dark red below half of the need, black from half, dark green at or above it (docs/wizard.md#capacity-check). */
export function capacityLevel(needed: number, available: number): CapacityLevel {
  if (available >= needed) return 'enough';
  return available * 2 < needed ? 'short' : 'half';
}

/**
 * What the division's schedule would be: its own style/argument/count/mode when step 16 set them, else the
 * draft's (steps 12 and 13), else the contract's defaults.
 */
function demandOf(draft: WizardDraft, division: DraftDivision) {
  const config = division.config ?? {};
  return {
    mode: config.mode ?? 'games',
    style: config.style ?? 'round',
    argument: config.argument ?? draft.argument,
    count: config.count ?? draft.count,
    teams_per_division: [division.teams.length],
    weeks: seasonWeeks(draft),
  } as const;
}

/** Weekend days for the weekend method: Saturday, Sunday, and Friday when the schedule says so (as the engine). */
function isWeekend(date: string, fridayToo: boolean): boolean {
  const weekday = weekdayOf(date);
  return weekday === 0 || weekday === 6 || (fridayToo && weekday === 5);
}

/**
 * Whether a division's schedule may use a slot, by the settings the engine reads for it: a slot naming the
 * division (only when it names no other, with "single-division slots"), a neutral one unless neutral slots
 * are turned off, and only weekend days with the weekend method.
 */
function usableBy(division: DraftDivision): (slot: DraftTimeslot) => boolean {
  const config = division.config ?? {};
  const neutralToo = config.use_unassigned_timeslots ?? true;
  const singleOnly = config.use_single_division_timeslots ?? false;
  const weekendOnly = config.use_weekend_method ?? false;
  const fridayToo = config.friday_as_weekend ?? false;
  return (slot) => {
    if (weekendOnly && !isWeekend(slot.date, fridayToo)) return false;
    if (slot.division_keys.length === 0) return neutralToo;
    if (!slot.division_keys.includes(division.key)) return false;
    return !singleOnly || slot.division_keys.length === 1;
  };
}

/** Slots a division could use (its own plus the neutral ones, as its settings allow). */
export function availableFor(draft: WizardDraft, division: DraftDivision): number {
  const usable = usableBy(division);
  let count = 0;
  for (const slot of draft.timeslots) if (usable(slot)) count += 1;
  return count;
}

/**
 * The capacity check before scheduling (docs/wizard.md#capacity-check): per division, slots needed
 * by the engine's own formulas (the schedule wizard's estimate: rounds = count × n(n−1)/2, week = count × n ×
 * weeks / 2, season = ceil(count × n / 2), elimination n−1 or 2n−1), at least 1, against the slots open to it
 * plus the neutral ones. The total sets the scheduled divisions' needs against every slot once, since a
 * neutral slot counted for two divisions can still hold only one game.
 */
export function divisionCapacity(draft: WizardDraft): CapacityRows {
  const rows = draft.divisions.map((division): DivisionCapacity => {
    const needed = Math.max(1, slotsNeeded(demandOf(draft, division)));
    const available = availableFor(draft, division);
    return {
      division_key: division.key,
      needed,
      available,
      enough: available >= needed,
      // As the finish decides (willSchedule): a division that cannot be scheduled never makes the check fail.
      scheduled: willSchedule(division),
    };
  });
  const needed = rows.filter((row) => row.scheduled).reduce((sum, row) => sum + row.needed, 0);
  const available = draft.timeslots.length;
  return Object.assign(rows, { total: { needed, available, enough: available >= needed } });
}

/** True when a division to be scheduled has fewer usable slots than it needs, or the slots cannot hold them all. */
export function isCapacityShort(draft: WizardDraft): boolean {
  const rows = divisionCapacity(draft);
  return rows.some((row) => row.scheduled && !row.enough) || !rows.total.enough;
}
