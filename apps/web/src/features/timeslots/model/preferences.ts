import { z } from 'zod';

/** The slot-duration choices of the calendar settings, in minutes. */
export const SLOT_DURATION_OPTIONS = [1, 5, 10, 15, 20, 25, 30, 40, 50, 60] as const;
/** Snap interval choices (minutes) for placing and dragging slots on the grid. */
export const INTERVAL_OPTIONS = [5, 10, 15, 30, 60] as const;

const TIME = /^([01]\d|2[0-4]):[0-5]\d$/;
const weekday = z.number().int().min(0).max(6);

/**
 * The per-user calendar preferences kept in this browser (docs/timeslots.md). Each field falls back to its
 * default on its own, so one stale or hand-edited value never discards the others.
 */
export const CalendarPreferencesSchema = z.object({
  slotMinTime: z.string().regex(TIME).catch('00:00'),
  slotMaxTime: z.string().regex(TIME).catch('24:00'),
  slotDuration: z.number().int().min(1).max(60).catch(15),
  interval: z.number().int().min(1).max(60).catch(15),
  showFilters: z.boolean().catch(true),
  hiddenDays: z
    .array(weekday)
    .max(6)
    .catch([])
    .transform((days) => [...new Set(days)].sort()),
});
export type CalendarPreferences = z.output<typeof CalendarPreferencesSchema>;

export const DEFAULT_PREFERENCES: CalendarPreferences = CalendarPreferencesSchema.parse({});

/** The storage entry is per user, so two people sharing a browser keep their own settings. */
export function preferencesKey(userId: string): string {
  return `calendar-preferences:${userId}`;
}

/** The stored preferences of `userId`, or the defaults when none are stored or storage is unreadable. */
export function loadPreferences(storage: Storage | undefined, userId: string): CalendarPreferences {
  try {
    const raw = storage?.getItem(preferencesKey(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return CalendarPreferencesSchema.parse(typeof parsed === 'object' && parsed !== null ? parsed : {});
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

/** Stores the preferences; a full or blocked storage only loses them for the next visit. */
export function savePreferences(storage: Storage | undefined, userId: string, prefs: CalendarPreferences) {
  try {
    storage?.setItem(preferencesKey(userId), JSON.stringify(prefs));
  } catch {
    // Private browsing or a full quota: the settings still apply to this visit.
  }
}

/** "08:00" as FullCalendar durations want it, "08:00:00"; minutes as "00:15:00". */
export function minutesToDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${String(hours).padStart(2, '0')}:${String(rest).padStart(2, '0')}:00`;
}
