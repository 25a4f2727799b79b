import { randomUUID } from 'node:crypto';
import { type PlatformImportOptions, ScheduleConfigSchema } from '@app/contracts';
import {
  divisions,
  games,
  leagues,
  people,
  type SeasonRow,
  seasons,
  type Transaction,
  teams,
  timeslots,
  venues,
} from '@app/db';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { lockSeasons } from '../../lib/lock-season.ts';
import { readPlan, requireFits, requireRoomOnPlan, requireSeasonsFit } from '../free-tier/plan-limits.ts';
import { pickLeagueName } from '../leagues/import-league.ts';
import {
  insertSeasonRecords,
  insertSeasonSnapshots,
  type NewSeasonRecords,
} from '../seasons/insert-season-snapshot.ts';
import {
  emptySeasonRows,
  loadSeasonSnapshot,
  type SeasonSnapshotRows,
} from '../seasons/load-season-snapshot.ts';
import { SurfaceBook } from './book-surfaces.ts';
import {
  platformDivisionColumns,
  platformDivisionUpdate,
  platformGameUpdate,
  platformPersonColumns,
  platformPersonUpdate,
  platformTeamColumns,
  platformTeamUpdate,
  platformTimeslotUpdate,
  platformVenueUpdate,
} from './platform-season-mapper.ts';
import type { PlatformEvent, PlatformSeasonData, PlatformSeasonRef } from './platform-types.ts';

// The two-int advisory key space, apart from the season lock's and the plan limits' classes.
const PLATFORM_IMPORT_LOCK_CLASS = 0x5e_1a40;

/** What an import made, the counts its activity ends with (docs/sportsengine.md#importing). */
export interface PlatformImportCounts {
  divisions: number;
  teams: number;
  people: number;
  venues: number;
  games: number;
  practices: number;
  /** Records inserted and records whose platform-owned fields changed. */
  created: number;
  updated: number;
  /** Events left out: a team the season does not list, or times that do not make a span. */
  skipped: number;
}

export interface PlatformImportInput {
  organizationId: string;
  /** The importing user's locale (a new league's language) and time zone (a new season's, UTC without one). */
  locale: string;
  timezone: string | null;
  ref: PlatformSeasonRef;
  data: PlatformSeasonData;
  options: PlatformImportOptions;
  /**
   * The season as it is named and matched here, when not the platform season itself: a Sport Management
   * season with several subseasons imports each subseason as a season of its own (docs/sportsengine.md#importing).
   */
  season?: { seId: string; name: string };
  /** Awaited between batches: the activity may stop there (docs/sportsengine.md#activities). */
  pause?: () => Promise<void>;
}

export interface PlatformImportResult {
  leagueId: string;
  seasonId: string;
  result: PlatformImportCounts;
}

type Row = Record<string, unknown> & { id: string };
interface Update {
  table: PgTable & { id: PgColumn };
  id: string;
  values: Record<string, unknown>;
}

/** Whether writing `values` over `row` changes anything (dates compared as instants). */
function differs(row: Record<string, unknown>, values: Record<string, unknown>): boolean {
  return Object.entries(values).some(([key, value]) => {
    const current = row[key];
    if (current instanceof Date && value instanceof Date) return current.getTime() !== value.getTime();
    // jsonb hands keys back in its own order: compare the values key by key.
    if (typeof value === 'object' && value !== null) return canonical(current) !== canonical(value);
    return (current ?? null) !== (value ?? null);
  });
}

function canonical(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value ?? null);
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return JSON.stringify(entries.sort(([a], [b]) => a.localeCompare(b)));
}

const bySeId = <T extends { seId: string | null }>(rows: readonly T[]) =>
  new Map(rows.flatMap((row) => (row.seId === null ? [] : [[row.seId, row] as const])));

/**
 * Writes one SportsEngine season into our tables inside the caller's transaction (the activity's one save,
 * docs/sportsengine.md#importing), creating or updating each record matched by its `se_id`, so importing the
 * same season again updates what changed and never duplicates: the league (by the platform league's id), the
 * season (by the platform season's id in that league, with `se_ref`), divisions, teams, coaches as people
 * (when asked) linked to their teams, venues from the events' locations, and, when asked, one games schedule
 * and one practices schedule per division, marked `se_imported`, each event a game in its own timeslot.
 *
 * Rules kept: the free plan's limits (a season that would pass one is refused whole with the 402), the season
 * lock (an import of a season that exists waits for its edits), and no two timeslots overlapping on a surface:
 * an event that finds every surface of its venue taken at its time gets a new surface ("Surface 2", …). An event
 * without a location becomes an unscheduled game saying so. A new league and season keep the importing user's
 * language and time zone (the platform's data gives no zone).
 */
export async function importPlatformSeason(
  tx: Transaction,
  input: PlatformImportInput,
): Promise<PlatformImportResult> {
  const { organizationId, data, options } = input;
  const seasonKey = input.season ?? { seId: data.season.id, name: data.season.name };
  const counts: PlatformImportCounts = {
    divisions: 0,
    teams: 0,
    people: 0,
    venues: 0,
    games: 0,
    practices: 0,
    created: 0,
    updated: 0,
    skipped: 0,
  };
  // One SportsEngine import at a time per organisation: two of the same season would otherwise both find it new.
  await tx.execute(
    sql`select pg_advisory_xact_lock(${PLATFORM_IMPORT_LOCK_CLASS}::int, hashtext(${organizationId}::text))`,
  );
  const plan = await readPlan(tx, organizationId);
  const updates: Update[] = [];
  const update = (table: Update['table'], row: Row, values: Record<string, unknown>) => {
    if (!differs(row, values)) return;
    updates.push({ table, id: row.id, values });
    counts.updated += 1;
  };

  // The league.
  const [existingLeague] = await tx
    .select()
    .from(leagues)
    .where(and(eq(leagues.organizationId, organizationId), eq(leagues.seId, data.league.id)))
    .limit(1);
  let leagueId: string;
  if (existingLeague) {
    leagueId = existingLeague.id;
    update(leagues, existingLeague, { seImported: true });
  } else {
    // The name's lock before the limit's, in league import's order, so the two never wait for each other.
    const name = await pickLeagueName(tx, organizationId, data.league.name);
    await requireRoomOnPlan(tx, plan, { organizationId, resource: 'leagues', scopeId: organizationId });
    leagueId = randomUUID();
    await tx.insert(leagues).values({
      id: leagueId,
      organizationId,
      name,
      language: input.locale === 'ja' ? 'ja' : 'en',
      seId: data.league.id,
      seImported: true,
    });
    counts.created += 1;
  }

  // The season, and what it already holds.
  const [existingSeason] = await tx
    .select()
    .from(seasons)
    .where(
      and(
        eq(seasons.organizationId, organizationId),
        eq(seasons.leagueId, leagueId),
        eq(seasons.seId, seasonKey.seId),
      ),
    )
    .limit(1);
  let season: SeasonRow;
  let held: Omit<SeasonSnapshotRows, 'season'>;
  if (existingSeason) {
    await lockSeasons(tx, [existingSeason.id]);
    const snapshot = await loadSeasonSnapshot(tx, existingSeason.id, {
      people: true,
      timeslots: true,
      schedules: true,
    });
    ({ season, ...held } = snapshot);
    update(seasons, season, { name: seasonKey.name, seRef: input.ref, seImported: true });
  } else {
    await requireRoomOnPlan(tx, plan, { organizationId, resource: 'seasons', scopeId: leagueId });
    season = {
      id: randomUUID(),
      organizationId,
      leagueId,
      name: seasonKey.name,
      timezone: input.timezone ?? 'UTC',
      seId: seasonKey.seId,
      seImported: true,
      seRef: input.ref,
      changesPublishedAt: null,
      createdAt: new Date(),
    };
    held = emptySeasonRows();
    counts.created += 1;
  }
  const seasonId = season.id;
  const inSeason = { organizationId, seasonId };
  const added: Required<NewSeasonRecords> = {
    divisions: [],
    teams: [],
    people: [],
    teamPeople: [],
    venues: [],
    surfaces: [],
    venueDistances: [],
    homeVenues: [],
    timeConstraints: [],
    travelConstraints: [],
    timeslots: [],
    timeslotDivisions: [],
    schedules: [],
    games: [],
    scoringSystems: [],
    conferences: [],
    conferenceTeams: [],
    adjustments: [],
  };
  const nextPosition = (rows: readonly { position: number }[]) =>
    rows.reduce((last, row) => Math.max(last, row.position), -1) + 1;

  // Divisions. Teams the platform puts in no division (or one it does not list) go to a division standing for
  // the platform season as a whole, whose se_id is the season's.
  const divisionIds = new Map<string, string>();
  const divisionNames = new Map<string, string>();
  const heldDivisions = bySeId(held.divisions);
  let divisionPosition = nextPosition(held.divisions);
  const ensureDivision = (division: { id: string; name: string; mappingCode: string | null }) => {
    const row = heldDivisions.get(division.id);
    if (row) {
      update(divisions, row, platformDivisionUpdate(division));
      divisionIds.set(division.id, row.id);
      divisionNames.set(row.id, division.name);
      return row.id;
    }
    const id = randomUUID();
    added.divisions.push({
      ...inSeason,
      id,
      ...platformDivisionColumns(division, held.divisions.length + added.divisions.length),
      position: divisionPosition++,
    });
    divisionIds.set(division.id, id);
    divisionNames.set(id, division.name);
    return id;
  };
  for (const division of data.divisions) ensureDivision(division);
  const listed = new Set(data.divisions.map((d) => d.id));
  const wholeSeason = { id: seasonKey.seId, name: seasonKey.name, mappingCode: null };

  // Teams.
  const teamIds = new Map<string, string>();
  const teamDivision = new Map<string, string>();
  const heldTeams = bySeId(held.teams);
  let teamPosition = nextPosition(held.teams);
  for (const team of data.teams) {
    const row = heldTeams.get(team.id);
    if (row) {
      update(teams, row, platformTeamUpdate(team));
      teamIds.set(team.id, row.id);
      teamDivision.set(row.id, row.divisionId);
      continue;
    }
    const divisionId =
      team.divisionId !== null && listed.has(team.divisionId)
        ? (divisionIds.get(team.divisionId) as string)
        : ensureDivision(wholeSeason);
    const id = randomUUID();
    added.teams.push({ ...inSeason, id, ...platformTeamColumns(team, divisionId), position: teamPosition++ });
    teamIds.set(team.id, id);
    teamDivision.set(id, divisionId);
  }
  counts.divisions = divisionIds.size;
  counts.teams = teamIds.size;

  // Coaches: one person per platform person, a coach of each team that lists them.
  if (options.include_coaches) {
    const heldPeople = bySeId(held.people);
    const personIds = new Map<string, string>();
    const links = new Set(held.teamPeople.map((l) => `${l.teamId} ${l.personId} ${l.role}`));
    for (const team of data.teams) {
      const teamId = teamIds.get(team.id) as string;
      for (const coach of team.coaches) {
        let personId = personIds.get(coach.id);
        if (personId === undefined) {
          const row = heldPeople.get(coach.id);
          if (row) {
            personId = row.id;
            update(people, row, platformPersonUpdate(coach));
          } else {
            personId = randomUUID();
            added.people.push({ ...inSeason, id: personId, seId: coach.id, ...platformPersonColumns(coach) });
          }
          personIds.set(coach.id, personId);
        }
        const link = `${teamId} ${personId} coach`;
        if (links.has(link)) continue;
        links.add(link);
        added.teamPeople.push({ id: randomUUID(), teamId, personId, role: 'coach' });
      }
    }
    counts.people = personIds.size;
  }

  // Games and practices, each in a timeslot of its own at its location's venue.
  const events = data.events
    .filter((e) => (e.type === 'game' ? options.include_games : options.include_practices))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.id.localeCompare(b.id));
  const heldGames = bySeId(held.games);
  const heldSlots = new Map(held.timeslots.map((slot) => [slot.id, slot]));
  const replaced = new Set(
    events.flatMap((e) => {
      const slotId = heldGames.get(e.id)?.timeslotId;
      return slotId ? [slotId] : [];
    }),
  );
  const book = new SurfaceBook();
  for (const slot of held.timeslots) {
    if (!replaced.has(slot.id))
      book.book(slot.surfaceId, { start: slot.start.getTime(), finish: slot.finish.getTime() });
  }

  const heldVenues = bySeId(held.venues);
  const venueSurfaces = new Map<string, string[]>();
  for (const surface of held.surfaces) {
    const list = venueSurfaces.get(surface.venueId) ?? [];
    list.push(surface.id);
    venueSurfaces.set(surface.venueId, list);
  }
  const placeVenues = new Map<string, string>();
  let venuePosition = nextPosition(held.venues);
  const venueFor = (location: { name: string; address: string | null }): string => {
    const known = placeVenues.get(location.name);
    if (known) return known;
    const row = heldVenues.get(location.name);
    let id: string;
    if (row) {
      id = row.id;
      update(venues, row, platformVenueUpdate(location));
    } else {
      id = randomUUID();
      added.venues.push({ ...inSeason, id, ...platformVenueUpdate(location), position: venuePosition++ });
      venueSurfaces.set(id, []);
    }
    placeVenues.set(location.name, id);
    return id;
  };
  const addSurface = (venueId: string): string => {
    const list = venueSurfaces.get(venueId) ?? [];
    const id = randomUUID();
    added.surfaces.push({
      ...inSeason,
      id,
      venueId,
      name: `Surface ${list.length + 1}`,
      position: list.length,
    });
    list.push(id);
    venueSurfaces.set(venueId, list);
    return id;
  };

  const heldSchedules = new Map(
    held.schedules
      .filter((s) => s.seImported && s.divisionId !== null)
      .map((s) => [`${s.divisionId} ${s.isPractice}`, s]),
  );
  const schedulePositions = new Map<string, number>();
  for (const game of held.games) {
    schedulePositions.set(
      game.scheduleId,
      Math.max(schedulePositions.get(game.scheduleId) ?? 0, game.position + 1),
    );
  }
  const newSchedules = new Map<
    string,
    { id: string; divisionId: string; practice: boolean; events: PlatformEvent[] }
  >();
  const scheduleFor = (divisionId: string, event: PlatformEvent): string => {
    const practice = event.type === 'practice';
    const key = `${divisionId} ${practice}`;
    const row = heldSchedules.get(key);
    if (row) return row.id;
    let fresh = newSchedules.get(key);
    if (!fresh) {
      fresh = { id: randomUUID(), divisionId, practice, events: [] };
      newSchedules.set(key, fresh);
    }
    fresh.events.push(event);
    return fresh.id;
  };
  const removedSlots: string[] = [];

  for (const event of events) {
    const practice = event.type === 'practice';
    const homeId = event.homeTeamId === null ? undefined : teamIds.get(event.homeTeamId);
    const visitorId = event.awayTeamId === null ? null : (teamIds.get(event.awayTeamId) ?? undefined);
    const span = { start: Date.parse(event.start), finish: Date.parse(event.end) };
    if (
      homeId === undefined ||
      visitorId === undefined ||
      (!practice && visitorId === null) ||
      !(span.finish > span.start)
    ) {
      counts.skipped += 1;
      continue;
    }
    const divisionId = teamDivision.get(homeId) as string;
    const existing = heldGames.get(event.id);
    const oldSlot = existing?.timeslotId ? heldSlots.get(existing.timeslotId) : undefined;
    let timeslotId: string | null = null;
    const location = event.location && event.location.name.trim() !== '' ? event.location : null;
    if (location) {
      const venueId = venueFor({ name: location.name.trim(), address: location.address });
      const surfaceIds = venueSurfaces.get(venueId) ?? [];
      const preferred = oldSlot?.venueId === venueId ? [oldSlot.surfaceId, ...surfaceIds] : surfaceIds;
      let surfaceId = book.take(preferred, span);
      if (surfaceId === undefined) {
        surfaceId = addSurface(venueId);
        book.book(surfaceId, span);
      }
      const values = platformTimeslotUpdate(event, { venueId, surfaceId });
      if (oldSlot) {
        timeslotId = oldSlot.id;
        update(timeslots, oldSlot, values);
      } else {
        timeslotId = randomUUID();
        added.timeslots.push({ ...inSeason, id: timeslotId, ...values });
        added.timeslotDivisions.push({ timeslotId, divisionId });
        counts.created += 1;
      }
    } else if (oldSlot) {
      removedSlots.push(oldSlot.id);
    }
    const values = platformGameUpdate(event, { homeId, visitorId, timeslotId });
    if (existing) {
      update(games, existing, values);
    } else {
      const scheduleId = scheduleFor(divisionId, event);
      const position = schedulePositions.get(scheduleId) ?? 0;
      schedulePositions.set(scheduleId, position + 1);
      added.games.push({
        organizationId,
        id: randomUUID(),
        scheduleId,
        divisionId,
        isPractice: practice,
        countsInStandings: !practice,
        position,
        ...values,
      });
    }
    if (practice) counts.practices += 1;
    else counts.games += 1;
  }

  for (const fresh of newSchedules.values()) {
    const days = fresh.events.map((e) => new Date(e.start).toISOString().slice(0, 10)).sort();
    const now = new Date();
    added.schedules.push({
      ...inSeason,
      id: fresh.id,
      divisionId: fresh.divisionId,
      name: `${divisionNames.get(fresh.divisionId) ?? ''} ${fresh.practice ? 'Practices' : 'Games'}`.trim(),
      isPractice: fresh.practice,
      config: ScheduleConfigSchema.parse({
        schedule_start: days[0],
        schedule_end: days[days.length - 1],
        max_games_day: 0,
      }),
      status: 'done',
      successRate: 100,
      log: 'Imported from SportsEngine.\n',
      seImported: true,
      startedAt: now,
      finishedAt: now,
    });
  }
  counts.venues = placeVenues.size;
  counts.created +=
    added.divisions.length +
    added.teams.length +
    added.people.length +
    added.venues.length +
    added.surfaces.length +
    added.schedules.length +
    added.games.length;

  // The plan's limits, on what this import adds: refused whole (docs/free-tier-limits.md#imports-and-copies).
  if (existingSeason) {
    const room = { organizationId, scopeId: seasonId, bulk: true };
    await requireRoomOnPlan(tx, plan, { ...room, resource: 'divisions', adding: added.divisions.length });
    await requireRoomOnPlan(tx, plan, { ...room, resource: 'venues', adding: added.venues.length });
    await requireRoomOnPlan(tx, plan, { ...room, resource: 'schedules', adding: added.schedules.length });
    const newDivisions = new Set(added.divisions.map((d) => d.id));
    const teamsPer = new Map<string, number>();
    for (const team of added.teams) teamsPer.set(team.divisionId, (teamsPer.get(team.divisionId) ?? 0) + 1);
    for (const [divisionId, adding] of teamsPer) {
      if (newDivisions.has(divisionId)) requireFits(plan, 'teams', adding);
      else await requireRoomOnPlan(tx, plan, { ...room, resource: 'teams', scopeId: divisionId, adding });
    }
  } else {
    requireSeasonsFit(plan, [
      {
        divisions: added.divisions,
        teams: added.teams as { divisionId: string }[],
        venues: added.venues,
        schedules: added.schedules,
      },
    ]);
  }

  // The writes: new records in batches (parents first), then the changed ones, then slots no longer used.
  if (existingSeason) await insertSeasonRecords(tx, [added]);
  else await insertSeasonSnapshots(tx, [{ ...added, season }]);
  for (const [i, change] of updates.entries()) {
    if (i > 0 && i % 100 === 0) await input.pause?.();
    await tx
      .update(change.table)
      .set(change.values as never)
      .where(eq(change.table.id, change.id) as SQL);
  }
  if (removedSlots.length > 0) await tx.delete(timeslots).where(inArray(timeslots.id, removedSlots));
  return { leagueId, seasonId, result: counts };
}
