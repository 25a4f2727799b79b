import { randomUUID } from 'node:crypto';
import { defaultDivisionColor, type ScheduleConfig, type WizardSubmit } from '@app/contracts';
import type { FieldErrors } from '../../http/http-error.ts';
import { findSlotOverlaps, type SurfaceInterval } from '../timeslots/find-slot-overlaps.ts';

/**
 * The records of the target season that a `division` draft may name by id (docs/wizard.md#finish): the
 * division, its teams and the season's venues with their surfaces. Empty for a new league or season.
 */
export interface WizardExisting {
  divisionId: string | null;
  divisionName: string | null;
  teamIds: ReadonlySet<string>;
  /** Venue id -> the ids of its surfaces. */
  venues: ReadonlyMap<string, ReadonlySet<string>>;
  /** Stored slots on the surfaces of the venues the draft names, for the overlap check. */
  intervals: readonly { surfaceId: string; start: number; finish: number }[];
  /** How many slots the season holds already (a schedule can use them; the season's cap counts them). */
  storedSlots: number;
  /** Divisions already in the season, so new ones continue the palette and the order. */
  divisionCount: number;
  venueCount: number;
}

export const NO_EXISTING: WizardExisting = {
  divisionId: null,
  divisionName: null,
  teamIds: new Set(),
  venues: new Map(),
  intervals: [],
  storedSlots: 0,
  divisionCount: 0,
  venueCount: 0,
};

/** Rows to insert, ids given; everything a key named is now an id. */
export interface WizardPlan {
  divisions: {
    id: string;
    name: string;
    shortcode: string | null;
    longcode: string | null;
    color: string;
    position: number;
  }[];
  teams: {
    id: string;
    divisionId: string;
    name: string;
    shortcode: string | null;
    longcode: string | null;
    color: string | null;
    position: number;
  }[];
  venues: { id: string; venue: WizardSubmit['venues'][number]; position: number }[];
  surfaces: { id: string; venueId: string; name: string; position: number }[];
  homeVenues: { venueId: string; teamId: string }[];
  timeslots: { id: string; venueId: string; surfaceId: string; start: Date; finish: Date }[];
  timeslotDivisions: { timeslotId: string; divisionId: string }[];
  schedules: { divisionId: string; name: string; config: ScheduleConfig }[];
}

export type WizardPlanResult = { ok: true; plan: WizardPlan } | { ok: false; errors: FieldErrors };

/**
 * Checks every key reference of a validated draft and turns the draft into rows, before anything is written
 * (docs/wizard.md#finish): a duplicate key, a key that names nothing, a slot on a surface of another venue, two
 * slots overlapping on one surface, a schedule of a division with fewer than 2 teams. Every problem is listed,
 * each under its field path (`venues.1.home_team_keys.0`), so the browser can show them all at once.
 */
export function planWizardDraft(
  draft: WizardSubmit,
  existing: WizardExisting = NO_EXISTING,
  newId: () => string = randomUUID,
): WizardPlanResult {
  const errors: FieldErrors = {};
  const fail = (path: string, message: string) => {
    const list = errors[path] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[path] = list;
  };
  const intoDivision = draft.target.kind === 'division';
  const plan: WizardPlan = {
    divisions: [],
    teams: [],
    venues: [],
    surfaces: [],
    homeVenues: [],
    timeslots: [],
    timeslotDivisions: [],
    schedules: [],
  };

  // Divisions and their teams. Team keys are unique across the draft: home venues name teams by key alone.
  const divisionIds = new Map<string, string>();
  const teamIds = new Map<string, string>();
  const teamCount = new Map<string, number>();
  if (intoDivision && draft.divisions.length > 0) {
    fail('divisions', 'must be empty when the draft goes into an existing division');
  }
  if (existing.divisionId) {
    divisionIds.set(existing.divisionId, existing.divisionId);
    teamCount.set(existing.divisionId, existing.teamIds.size);
    for (const id of existing.teamIds) teamIds.set(id, id);
  }
  let teamPosition = 0;
  for (const [d, division] of draft.divisions.entries()) {
    if (divisionIds.has(division.key)) {
      fail(`divisions.${d}.key`, 'is used by another division of the draft');
      continue;
    }
    const id = newId();
    divisionIds.set(division.key, id);
    teamCount.set(id, division.teams.length);
    const position = existing.divisionCount + plan.divisions.length;
    plan.divisions.push({
      id,
      name: division.name,
      shortcode: division.shortcode,
      longcode: division.longcode,
      color: division.color ?? defaultDivisionColor(position),
      position,
    });
    for (const [t, team] of division.teams.entries()) {
      if (teamIds.has(team.key)) {
        fail(`divisions.${d}.teams.${t}.key`, 'is used by another team of the draft');
        continue;
      }
      const teamId = newId();
      teamIds.set(team.key, teamId);
      plan.teams.push({
        id: teamId,
        divisionId: id,
        name: team.name,
        shortcode: team.shortcode,
        longcode: team.longcode,
        color: team.color,
        position: teamPosition++,
      });
    }
  }

  // Venues: new ones with their surfaces, or (division target) the season's own by id.
  const venueByKey = new Map<string, { id: string; surfaces: Map<string, string> }>();
  for (const [v, venue] of draft.venues.entries()) {
    if (venueByKey.has(venue.key)) {
      fail(`venues.${v}.key`, 'is used by another venue of the draft');
      continue;
    }
    const surfaceIds = new Map<string, string>();
    let venueId: string;
    if (venue.id !== undefined) {
      const stored = existing.venues.get(venue.id);
      if (!intoDivision || !stored) {
        fail(
          `venues.${v}.id`,
          'must be a venue of the season; only a draft for an existing division names one',
        );
        continue;
      }
      if (venue.surfaces.length > 0) {
        fail(`venues.${v}.surfaces`, 'must be empty for an existing venue: slots name its surfaces by id');
      }
      venueId = venue.id;
      for (const surfaceId of stored) surfaceIds.set(surfaceId, surfaceId);
    } else {
      venueId = newId();
      plan.venues.push({ id: venueId, venue, position: existing.venueCount + plan.venues.length });
      for (const [s, surface] of venue.surfaces.entries()) {
        if (surfaceIds.has(surface.key)) {
          fail(`venues.${v}.surfaces.${s}.key`, 'is used by another surface of this venue');
          continue;
        }
        const surfaceId = newId();
        surfaceIds.set(surface.key, surfaceId);
        plan.surfaces.push({ id: surfaceId, venueId, name: surface.name, position: s });
      }
    }
    venueByKey.set(venue.key, { id: venueId, surfaces: surfaceIds });
    for (const [k, teamKey] of venue.home_team_keys.entries()) {
      const teamId = teamIds.get(teamKey);
      if (teamId === undefined) fail(`venues.${v}.home_team_keys.${k}`, 'names no team of the draft');
      else plan.homeVenues.push({ venueId, teamId });
    }
  }

  // Timeslots: the venue, a surface of that venue, the divisions; then no two on one surface overlap.
  const intervals: SurfaceInterval[] = existing.intervals.map((i) => ({ ...i, row: undefined }));
  for (const [n, slot] of draft.timeslots.entries()) {
    const venue = venueByKey.get(slot.venue_key);
    if (!venue) {
      fail(`timeslots.${n}.venue_key`, 'names no venue of the draft');
      continue;
    }
    const surfaceId = venue.surfaces.get(slot.surface_key);
    if (surfaceId === undefined) {
      fail(`timeslots.${n}.surface_key`, 'names no surface of this venue');
      continue;
    }
    const id = newId();
    const start = new Date(slot.start);
    const finish = new Date(slot.finish);
    plan.timeslots.push({ id, venueId: venue.id, surfaceId, start, finish });
    intervals.push({ surfaceId, start: start.getTime(), finish: finish.getTime(), row: n });
    for (const [k, divisionKey] of slot.division_keys.entries()) {
      const divisionId = divisionIds.get(divisionKey);
      if (divisionId === undefined)
        fail(`timeslots.${n}.division_keys.${k}`, 'names no division of the draft');
      else plan.timeslotDivisions.push({ timeslotId: id, divisionId });
    }
  }
  for (const n of [...findSlotOverlaps(intervals)].sort((a, b) => a - b)) {
    fail(`timeslots.${n}.start`, 'overlaps another timeslot on the same surface');
  }

  // Schedules: the schedule form's rules (docs/schedules.md), named by the draft's fields.
  const hasSlots = plan.timeslots.length > 0 || existing.storedSlots > 0;
  const divisionNames = new Map(draft.divisions.map((d) => [divisionIds.get(d.key), d.name]));
  if (existing.divisionId) divisionNames.set(existing.divisionId, existing.divisionName ?? '');
  for (const [n, schedule] of draft.schedules.entries()) {
    const divisionId = divisionIds.get(schedule.division_key);
    if (divisionId === undefined) {
      fail(`schedules.${n}.division_key`, 'names no division of the draft');
      continue;
    }
    if ((teamCount.get(divisionId) ?? 0) < 2) fail(`schedules.${n}.division_key`, 'needs at least 2 teams');
    if (!hasSlots) fail(`schedules.${n}.division_key`, 'needs timeslots to schedule into');
    // New teams have no ids the browser could send; an existing division's seeding names its own teams.
    for (const [k, teamId] of schedule.config.seeding.entries()) {
      if (!existing.teamIds.has(teamId)) {
        fail(`schedules.${n}.config.seeding.${k}`, 'must name a team of the existing division');
      }
    }
    plan.schedules.push({
      divisionId,
      name: schedule.name ?? `${divisionNames.get(divisionId) ?? 'Division'} schedule`,
      config: schedule.config,
    });
  }

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, plan };
}
