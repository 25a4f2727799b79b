import type { TimeslotBulkRowInput } from '@app/contracts';

/** Timeslot lengths 5 to 595 minutes in steps of 5; 90 minutes by default. */
export const DURATION_CHOICES = Array.from({ length: 119 }, (_, i) => (i + 1) * 5);
export const DEFAULT_DURATION = 90;
const MS_PER_MINUTE = 60_000;

/** What a click or drag on the grid creates (the "timeslot template" of the sidebar). */
export interface CreationTemplate {
  venueId: string | null;
  duration: number;
  surfaceIds: string[];
  divisionIds: string[];
  isGame: boolean;
  isPractice: boolean;
  isReserved: boolean;
}

export const EMPTY_TEMPLATE: CreationTemplate = {
  venueId: null,
  duration: DEFAULT_DURATION,
  surfaceIds: [],
  divisionIds: [],
  isGame: true,
  isPractice: false,
  isReserved: false,
};

/** The message key saying what is missing before slots can be placed, or null when ready. */
export function templateProblem(
  template: CreationTemplate,
):
  | 'timeslots.template.selectVenue'
  | 'timeslots.template.selectSurface'
  | 'timeslots.template.selectKind'
  | null {
  if (!template.venueId) return 'timeslots.template.selectVenue';
  if (template.surfaceIds.length === 0) return 'timeslots.template.selectSurface';
  if (!template.isGame && !template.isPractice && !template.isReserved)
    return 'timeslots.template.selectKind';
  return null;
}

/**
 * The rows a click or drag makes: back-to-back slots of the template's length from `start`, as many as fit
 * in [start, end) (at least one, so a click makes one), each on every chosen surface.
 */
export function templateRows(template: CreationTemplate, start: Date, end: Date): TimeslotBulkRowInput[] {
  const venueId = template.venueId;
  if (!venueId) return [];
  const length = template.duration * MS_PER_MINUTE;
  const count = Math.max(1, Math.floor((end.getTime() - start.getTime()) / length));
  const rows: TimeslotBulkRowInput[] = [];
  for (let i = 0; i < count; i += 1) {
    const from = start.getTime() + i * length;
    for (const surfaceId of template.surfaceIds) {
      rows.push({
        venue_id: venueId,
        surface_id: surfaceId,
        start: new Date(from).toISOString(),
        finish: new Date(from + length).toISOString(),
        divisions: template.divisionIds,
        is_game: template.isGame,
        is_practice: template.isPractice,
        is_reserved: template.isReserved,
      });
    }
  }
  return rows;
}
