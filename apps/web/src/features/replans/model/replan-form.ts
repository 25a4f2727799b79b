import type { GameChange, ReplanCreateInput, ReplanMove, ReplanPlace } from '@app/contracts';

export type ReplanCause = 'rain' | 'closed' | 'other';

/** The rain-out dialog's fields; empty strings for what is not chosen. */
export interface ReplanForm {
  date: string;
  venueId: string;
  surfaceId: string;
  from: string;
  to: string;
  cause: ReplanCause;
  note: string;
}

/** A new rain-out: today (in the season's zone), the whole day, every venue, rained out. */
export function emptyReplanForm(today: string): ReplanForm {
  return { date: today, venueId: '', surfaceId: '', from: '', to: '', cause: 'rain', note: '' };
}

/** The note's limit, as the server's (docs/replans.md). */
export const NOTE_MAX = 200;

export type ReplanField = 'date' | 'from' | 'to' | 'note';

/**
 * What the form lacks before it can be proposed, as catalog keys by field: something to cancel (a date, a
 * venue or a surface), times like 09:30, an end after the start, a short note. The server checks the same.
 */
export function replanFormErrors(form: ReplanForm): Partial<Record<ReplanField, string>> {
  const errors: Partial<Record<ReplanField, string>> = {};
  const clock = /^([01]\d|2[0-3]):[0-5]\d$/;
  if (!form.date && !form.venueId && !form.surfaceId) errors.date = 'replans.form.errors.nothing';
  if (form.from && !clock.test(form.from)) errors.from = 'replans.form.errors.time';
  if (form.to && !clock.test(form.to)) errors.to = 'replans.form.errors.time';
  if (!errors.from && !errors.to && form.from && form.to && form.from >= form.to)
    errors.to = 'replans.form.errors.toBeforeFrom';
  if (form.note.length > NOTE_MAX) errors.note = 'replans.form.errors.note';
  return errors;
}

/** The body of `POST /api/seasons/{id}/replans`. */
export function replanInput(form: ReplanForm): ReplanCreateInput {
  return {
    date: form.date || null,
    venue_id: form.venueId || null,
    surface_id: form.surfaceId || null,
    from: form.from || null,
    to: form.to || null,
    cause: form.cause,
    note: form.note.trim(),
  };
}

/** Where a game is or would be: "2026-03-07 09:00 · North Park – Field 1". */
export function placeText(place: Omit<ReplanPlace, 'timeslot_id'> | null): string {
  if (!place) return '';
  return `${place.date} ${place.time} · ${place.venue} – ${place.surface}`;
}

/** How a game fares in a proposal: its own slot was cancelled, it moves to make room, or nothing takes it. */
export type MoveKind = 'cancelled' | 'moved' | 'unplaced';

export function moveKind(move: Pick<ReplanMove, 'to' | 'cancelled'>): MoveKind {
  if (move.to === null) return 'unplaced';
  return move.cancelled ? 'cancelled' : 'moved';
}

/** The proposal's rows, cancelled games first, then the games moved to make room, then the unplaced. */
export function orderedMoves<T extends Pick<ReplanMove, 'to' | 'cancelled'>>(moves: readonly T[]): T[] {
  const rank: Record<MoveKind, number> = { cancelled: 0, moved: 1, unplaced: 2 };
  return [...moves].sort((a, b) => rank[moveKind(a)] - rank[moveKind(b)]);
}

/** A team's changes, oldest first, as teams are told them. */
export function changesInOrder(changes: readonly GameChange[]): GameChange[] {
  return [...changes].sort((a, b) => a.changed_at.localeCompare(b.changed_at));
}
