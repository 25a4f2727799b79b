import { sportPreset, type WizardTimeslotInput } from '@app/contracts';
import { addDays, daysBetween, weekdayOf, zonedInstant } from '../../../lib/zoned-time.ts';
import type { DraftTimeslot, TemplateSlot, WizardDraft } from './draft.ts';

/** The slot lengths the wizard offers as buttons (docs/wizard.md#slot-length). */
export const slotLengthChoices = [15, 30, 60, 90] as const;

/** "Other": any length from 5 to 595 minutes in steps of 5, as the calendar offers. */
export const OTHER_SLOT_LENGTH = { min: 5, max: 595, step: 5 } as const;

/** Every length "other" accepts, for a select. */
export const otherSlotLengthChoices: readonly number[] = Array.from(
  { length: (OTHER_SLOT_LENGTH.max - OTHER_SLOT_LENGTH.min) / OTHER_SLOT_LENGTH.step + 1 },
  (_, index) => OTHER_SLOT_LENGTH.min + index * OTHER_SLOT_LENGTH.step,
);

/** True for a length the wizard accepts: 5..595 in steps of 5. */
export function isSlotLength(minutes: number): boolean {
  return (
    Number.isInteger(minutes) &&
    minutes >= OTHER_SLOT_LENGTH.min &&
    minutes <= OTHER_SLOT_LENGTH.max &&
    minutes % OTHER_SLOT_LENGTH.step === 0
  );
}

const DAY_MINUTES = 24 * 60;

/** Minutes after midnight of a wall-clock "HH:MM". */
export function toMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** "HH:MM" of minutes after midnight, wrapping past midnight (25:00 is 01:00). */
export function fromMinutes(total: number): string {
  const wrapped = ((total % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  const hours = Math.floor(wrapped / 60);
  return `${String(hours).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

/** A slot's end: start plus the length, on the wall clock (past midnight it wraps; see slotMinutes). */
export function endTimeOf(start: string, minutes: number): string {
  return fromMinutes(toMinutes(start) + minutes);
}

/**
 * The length of a slot from its wall-clock start and end: an end at or before the start is on the next day
 * (22:00–00:30 is 150 minutes, 09:00–09:00 a whole day), as toSubmitTimeslots sends it.
 */
export function slotMinutes(start: string, end: string): number {
  const minutes = toMinutes(end) - toMinutes(start);
  return minutes > 0 ? minutes : minutes + DAY_MINUTES;
}

/** A new key for a slot the visitor adds; keys only need to be unique within the draft. */
export function newSlotKey(prefix: string): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : Math.random().toString(36).slice(2);
  return `${prefix}-${random}`;
}

/**
 * The sport's week template (docs/wizard.md#the-week-template): each of the preset's days × start
 * times, on every surface of every venue, open to every division, `draft.slot_minutes` long. A venue with no
 * surfaces gets no slot. Keys are derived from what the slot is, so resetting twice gives the same keys.
 */
export function defaultTemplate(draft: WizardDraft): TemplateSlot[] {
  const preset = sportPreset(draft.sport_id);
  const slots: TemplateSlot[] = [];
  for (const weekday of preset.days) {
    for (const start of preset.start_times) {
      for (const venue of draft.venues) {
        if (venue.surfaces.length === 0) continue;
        slots.push({
          key: `tpl-${weekday}-${start.replace(':', '')}-${venue.key}`,
          weekday,
          start_time: start,
          end_time: endTimeOf(start, draft.slot_minutes),
          venue_key: venue.key,
          surface_keys: venue.surfaces.map((surface) => surface.key),
          division_keys: [],
        });
      }
    }
  }
  return slots;
}

/** Weeks from the start date to the end date, a week being start_date .. start_date+6; 0 for bad dates. */
export function seasonWeeks(draft: Pick<WizardDraft, 'start_date' | 'end_date'>): number {
  if (!isDateRange(draft.start_date, draft.end_date)) return 0;
  return Math.ceil((daysBetween(draft.start_date, draft.end_date) + 1) / 7);
}

/** The dates of week `index` (0-based) of the season, cut at the end date. */
export function weekDates(draft: Pick<WizardDraft, 'start_date' | 'end_date'>, index: number): string[] {
  if (!isDateRange(draft.start_date, draft.end_date)) return [];
  const dates: string[] = [];
  for (let day = 0; day < 7; day += 1) {
    const date = addDays(draft.start_date, index * 7 + day);
    if (date > draft.end_date) break;
    dates.push(date);
  }
  return dates;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isDateRange(start: string, end: string): boolean {
  return DATE.test(start) && DATE.test(end) && end >= start;
}

/** A comparator of slots by date, time, then venue and surface in the draft's order. */
function draftOrder(draft: WizardDraft): (a: DraftTimeslot, b: DraftTimeslot) => number {
  const venueRank = new Map<string, number>();
  const surfaceRank = new Map<string, number>();
  draft.venues.forEach((venue, venueIndex) => {
    venueRank.set(venue.key, venueIndex);
    venue.surfaces.forEach((surface, surfaceIndex) => {
      surfaceRank.set(`${venue.key}\u0000${surface.key}`, surfaceIndex);
    });
  });
  const rank = (map: Map<string, number>, key: string) => map.get(key) ?? Number.MAX_SAFE_INTEGER;
  return (a, b) =>
    compareText(a.date, b.date) ||
    compareText(a.start_time, b.start_time) ||
    rank(venueRank, a.venue_key) - rank(venueRank, b.venue_key) ||
    rank(surfaceRank, `${a.venue_key}\u0000${a.surface_key}`) -
      rank(surfaceRank, `${b.venue_key}\u0000${b.surface_key}`) ||
    compareText(a.venue_key, b.venue_key) ||
    compareText(a.surface_key, b.surface_key);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Sorts slots by date, time, venue and surface in the draft's order. */
export function sortTimeslots(draft: WizardDraft, slots: readonly DraftTimeslot[]): DraftTimeslot[] {
  return [...slots].sort(draftOrder(draft));
}

/**
 * The template repeated every week of the season (docs/wizard.md#the-week-template): on each date
 * from start_date to end_date inclusive, every template slot of that weekday gives one slot per surface. A
 * week starts on the start date, so the first week is start_date .. start_date+6 whatever weekday that is.
 */
export function expandTemplate(draft: WizardDraft): DraftTimeslot[] {
  if (!isDateRange(draft.start_date, draft.end_date)) return [];
  const byWeekday = new Map<number, TemplateSlot[]>();
  for (const slot of draft.template) {
    byWeekday.set(slot.weekday, [...(byWeekday.get(slot.weekday) ?? []), slot]);
  }
  const slots: DraftTimeslot[] = [];
  const days = daysBetween(draft.start_date, draft.end_date);
  for (let day = 0; day <= days; day += 1) {
    const date = addDays(draft.start_date, day);
    for (const slot of byWeekday.get(weekdayOf(date)) ?? []) {
      for (const surface_key of slot.surface_keys) {
        slots.push({
          key: `${slot.key}@${date}@${surface_key}`,
          date,
          start_time: slot.start_time,
          end_time: slot.end_time,
          venue_key: slot.venue_key,
          surface_key,
          division_keys: [...slot.division_keys],
        });
      }
    }
  }
  return sortTimeslots(draft, slots);
}

/** The slots of a template, in the template's own draft (the draft's timeslots in template mode). */
export function withTemplate(draft: WizardDraft, template: TemplateSlot[]): Partial<WizardDraft> {
  return { template, timeslots: expandTemplate({ ...draft, template }) };
}

const slotIdentity = (slot: DraftTimeslot) =>
  `${slot.venue_key}\u0000${slot.surface_key}\u0000${slot.date}\u0000${slot.start_time}`;

/**
 * The full calendar's slots with the template's added (docs/wizard.md#calendar-modes): an added
 * slot on a surface, date and start the calendar already has is dropped (the calendar's own one stays), and
 * the rest is sorted by start (date, time, then venue and surface keys). An added slot whose key the calendar
 * already uses gets a fresh key, so keys stay unique.
 */
export function mergeTimeslots(
  existing: readonly DraftTimeslot[],
  added: readonly DraftTimeslot[],
): DraftTimeslot[] {
  const seen = new Set(existing.map(slotIdentity));
  const keys = new Set(existing.map((slot) => slot.key));
  const merged = [...existing];
  for (const slot of added) {
    const identity = slotIdentity(slot);
    if (seen.has(identity)) continue;
    seen.add(identity);
    let key = slot.key;
    for (let n = 2; keys.has(key); n += 1) key = `${slot.key}~${n}`;
    keys.add(key);
    merged.push(key === slot.key ? slot : { ...slot, key });
  }
  return merged.sort(
    (a, b) =>
      compareText(a.date, b.date) ||
      compareText(a.start_time, b.start_time) ||
      compareText(a.venue_key, b.venue_key) ||
      compareText(a.surface_key, b.surface_key),
  );
}

/** True when two slot lists hold the same slots (surface, date, start, end and divisions), in any order. */
export function sameTimeslots(a: readonly DraftTimeslot[], b: readonly DraftTimeslot[]): boolean {
  if (a.length !== b.length) return false;
  const describe = (slot: DraftTimeslot) =>
    `${slotIdentity(slot)}\u0000${slot.end_time}\u0000${[...slot.division_keys].sort().join(',')}`;
  const left = a.map(describe).sort();
  const right = b.map(describe).sort();
  return left.every((value, index) => value === right[index]);
}

/**
 * The draft's slots as `POST /api/wizard` takes them (docs/wizard.md#sending-the-slots): each local
 * date and wall-clock time becomes an instant in `timeZone` (the browser's), an end at or before the start is
 * on the next day, and the division keys pass through (empty: every division).
 */
export function toSubmitTimeslots(draft: WizardDraft, timeZone: string): WizardTimeslotInput[] {
  return draft.timeslots.map((slot) => {
    const endDate =
      toMinutes(slot.end_time) <= toMinutes(slot.start_time) ? addDays(slot.date, 1) : slot.date;
    return {
      venue_key: slot.venue_key,
      surface_key: slot.surface_key,
      start: zonedInstant(slot.date, timeZone, slot.start_time),
      finish: zonedInstant(endDate, timeZone, slot.end_time),
      division_keys: [...slot.division_keys],
    };
  });
}

/**
 * The template's slots that still fit the draft: a slot on a venue that is gone is dropped, surfaces that are
 * gone leave its list (a slot left with none is dropped), and a slot limited to divisions that are all gone is
 * dropped rather than opened to every division.
 */
export function fitTemplate(draft: WizardDraft): TemplateSlot[] {
  const surfacesByVenue = new Map(
    draft.venues.map((venue) => [venue.key, new Set(venue.surfaces.map((surface) => surface.key))]),
  );
  const divisionKeys = new Set(draft.divisions.map((division) => division.key));
  return draft.template.flatMap((slot) => {
    const surfaces = surfacesByVenue.get(slot.venue_key);
    if (!surfaces) return [];
    const surface_keys = slot.surface_keys.filter((key) => surfaces.has(key));
    const division_keys = slot.division_keys.filter((key) => divisionKeys.has(key));
    if (surface_keys.length === 0) return [];
    if (slot.division_keys.length > 0 && division_keys.length === 0) return [];
    return [{ ...slot, surface_keys, division_keys }];
  });
}

/** The draft with a template the wizard chose (not the visitor): its slots expanded, not marked edited. */
export function withDefaultTemplate(draft: WizardDraft): WizardDraft {
  const template = defaultTemplate(draft);
  return { ...draft, template, template_edited: false, timeslots: expandTemplate({ ...draft, template }) };
}

/**
 * Arriving at the calendar step (docs/wizard.md#the-week-template). In template mode: a template the visitor
 * never edited is the sport's for the draft as it is now (so venues, surfaces or a slot length changed since
 * are followed), an empty one too; an edited one keeps what still fits (`fitTemplate`). The slots are the
 * template expanded. In full mode the slots on venues or surfaces that are gone are dropped.
 */
export function prepareCalendar(draft: WizardDraft): WizardDraft {
  if (draft.calendar_mode === 'full') {
    const surfacesByVenue = new Map(
      draft.venues.map((venue) => [venue.key, new Set(venue.surfaces.map((surface) => surface.key))]),
    );
    const timeslots = draft.timeslots.filter((slot) =>
      surfacesByVenue.get(slot.venue_key)?.has(slot.surface_key),
    );
    return timeslots.length === draft.timeslots.length ? draft : { ...draft, timeslots };
  }
  // Emptied on purpose: no slots, so step 16 is skipped (docs/wizard.md#steps).
  if (draft.template_edited && draft.template.length === 0) return { ...draft, timeslots: [] };
  const fitted = draft.template_edited ? fitTemplate(draft) : [];
  if (fitted.length === 0) return withDefaultTemplate(draft);
  return { ...draft, template: fitted, timeslots: expandTemplate({ ...draft, template: fitted }) };
}
