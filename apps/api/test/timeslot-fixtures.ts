import type {
  Division,
  Timeslot,
  TimeslotBulkCreateResponse,
  TimeslotBulkRowInput,
  TimeslotList,
} from '@app/contracts';
import { zonedInstant } from '../src/lib/time-zone.ts';
import { buildDivision, buildVenues } from './league-builders.ts';
import { buildLeagueOwner, type LeagueOwner } from './league-setup.ts';
import type { TestApp } from './test-app.ts';
import type { TestClient } from './test-client.ts';

export const NEW_YORK = 'America/New_York';

/** A season in New York with one venue of two surfaces and two divisions, owned by a signed-in owner. */
export interface TimeslotSeason extends LeagueOwner {
  venueId: string;
  surfaceIds: [string, string];
  divisions: [Division, Division];
}

export async function buildTimeslotSeason(t: TestApp): Promise<TimeslotSeason> {
  const owner = await buildLeagueOwner(t, { timezone: NEW_YORK });
  const [venue] = await buildVenues(owner.client, owner.seasonId, [
    { name: 'Riverside Park', surfaces: [{ name: 'Field 1' }, { name: 'Field 2' }] },
  ]);
  const [first, second] = venue?.surfaces ?? [];
  if (!venue || !first || !second) throw new Error('buildTimeslotSeason: venue without two surfaces');
  const u10 = await buildDivision(owner.client, { season_id: owner.seasonId, name: 'Under 10' });
  const u12 = await buildDivision(owner.client, { season_id: owner.seasonId, name: 'Under 12' });
  return { ...owner, venueId: venue.id, surfaceIds: [first.id, second.id], divisions: [u10, u12] };
}

/** The instant of a New York wall-clock time, as the API takes it. */
export const nyTime = (date: string, clock: string): string =>
  zonedInstant(date, clock, NEW_YORK).toISOString();

/** A bulk row on the season's first surface, 09:00-10:30 New York time on `date` unless overridden. */
export function slotRow(
  season: TimeslotSeason,
  date: string,
  overrides: Partial<TimeslotBulkRowInput> = {},
): TimeslotBulkRowInput {
  return {
    venue_id: season.venueId,
    surface_id: season.surfaceIds[0],
    start: nyTime(date, '09:00'),
    finish: nyTime(date, '10:30'),
    ...overrides,
  };
}

/** Creates slots through POST /api/timeslots/bulk and answers them; throws unless every row was made. */
export async function createSlots(season: TimeslotSeason, rows: TimeslotBulkRowInput[]): Promise<Timeslot[]> {
  const res = await season.client.post<TimeslotBulkCreateResponse>('/api/timeslots/bulk', {
    season_id: season.seasonId,
    rows,
  });
  if (res.status !== 201 || res.body.skipped > 0) throw new Error(`createSlots: ${res.status} ${res.text}`);
  return res.body.timeslots;
}

/** The season's slots (whole season unless a range query is given), through the calendar listing. */
export async function listSlots(client: TestClient, seasonId: string, query = ''): Promise<Timeslot[]> {
  const res = await client.get<TimeslotList>(`/api/seasons/${seasonId}/timeslots${query}`);
  if (res.status !== 200) throw new Error(`listSlots: ${res.status} ${res.text}`);
  return res.body.timeslots;
}

/** The New York wall clock of a slot's start and finish, as "YYYY-MM-DD HH:MM-HH:MM". */
export function wallClock(slot: Pick<Timeslot, 'start' | 'finish'>): string {
  const format = new Intl.DateTimeFormat('sv-SE', {
    timeZone: NEW_YORK,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const finish = format.format(new Date(slot.finish)).slice(11);
  return `${format.format(new Date(slot.start))}-${finish}`;
}
