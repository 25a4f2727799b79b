import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';

const LocalDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * The calendar's "schedule dates" (the dates the wizards schedule between, and what creating, pasting or
 * copying a slot outside of offers to extend). Seasons have no dates of their own, so the range is kept in
 * this browser per season; the schedule and tournament wizards start from it and write it back.
 */
export const ScheduleDatesSchema = z
  .object({ start: LocalDate, end: LocalDate })
  .refine((d) => d.start <= d.end, { message: 'end before start' });
export type ScheduleDates = z.infer<typeof ScheduleDatesSchema>;

const listeners = new Set<() => void>();
const cache = new Map<string, ScheduleDates | null>();

function storageKey(seasonId: string): string {
  return `schedule-dates:${seasonId}`;
}

function storage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

/** The stored range of the season, or null when none is stored or the entry is unreadable. */
export function readScheduleDates(seasonId: string): ScheduleDates | null {
  if (cache.has(seasonId)) return cache.get(seasonId) ?? null;
  let dates: ScheduleDates | null = null;
  try {
    const raw = storage()?.getItem(storageKey(seasonId));
    const parsed = ScheduleDatesSchema.safeParse(raw ? JSON.parse(raw) : null);
    dates = parsed.success ? parsed.data : null;
  } catch {
    dates = null;
  }
  cache.set(seasonId, dates);
  return dates;
}

/** Stores (or with null forgets) the season's range and tells every component showing it. */
export function writeScheduleDates(seasonId: string, dates: ScheduleDates | null): void {
  cache.set(seasonId, dates);
  try {
    if (dates) storage()?.setItem(storageKey(seasonId), JSON.stringify(dates));
    else storage()?.removeItem(storageKey(seasonId));
  } catch {
    // A full or blocked storage keeps the range for this visit only.
  }
  for (const listener of listeners) listener();
}

/**
 * The range a date list falls outside of, grown to hold it: what "extend the start or end date" proposes.
 * Null when every date is already inside (or no range is set, since then there is nothing to extend).
 */
export function extendedToHold(
  dates: ScheduleDates | null,
  localDates: readonly string[],
): ScheduleDates | null {
  if (!dates || localDates.length === 0) return null;
  const sorted = [...localDates].sort();
  const first = sorted[0] as string;
  const last = sorted[sorted.length - 1] as string;
  if (first >= dates.start && last <= dates.end) return null;
  // ISO local dates compare as strings, so sorting picks the earlier start and the later end.
  const [start] = [first, dates.start].sort();
  const end = [last, dates.end].sort()[1];
  return { start: start as string, end: end as string };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The season's schedule dates and a setter, shared live between the calendar and the wizards. */
export function useScheduleDates(seasonId: string) {
  const dates = useSyncExternalStore(subscribe, () => readScheduleDates(seasonId));
  const setDates = useCallback(
    (next: ScheduleDates | null) => writeScheduleDates(seasonId, next),
    [seasonId],
  );
  return [dates, setDates] as const;
}
