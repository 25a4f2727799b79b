import { randomUUID } from 'node:crypto';
import { TIME_CONSTRAINT_TYPES } from '@app/contracts';
import type pg from 'pg';
import type { Instance } from '../../packages/engine/src/model/instance.ts';

/** Engine id -> new uuid, made on first sight. */
class IdMap {
  private readonly ids = new Map<string, string>();
  of(id: string): string {
    let uuid = this.ids.get(id);
    if (!uuid) {
      uuid = randomUUID();
      this.ids.set(id, uuid);
    }
    return uuid;
  }
}

async function insertRows(db: pg.Client, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  const per = Math.floor(30_000 / columns.length);
  for (let start = 0; start < rows.length; start += per) {
    const chunk = rows.slice(start, start + per);
    const values = chunk.map(
      (_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`,
    );
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`, chunk.flat());
  }
}

/**
 * Writes an engine instance's league into an existing season with direct inserts (the API's own bulk
 * calls would take longer than the run being measured) and answers the engine id -> uuid map.
 */
export async function loadLeague(
  db: pg.Client,
  ids: { organizationId: string; seasonId: string },
  instance: Instance,
): Promise<IdMap> {
  const map = new IdMap();
  const { organizationId: org, seasonId: season } = ids;
  await db.query('UPDATE seasons SET timezone = $1 WHERE id = $2', [instance.timezone, season]);
  await insertRows(
    db,
    'divisions',
    ['id', 'organization_id', 'season_id', 'name', 'color', 'position'],
    instance.divisions.map((d, i) => [map.of(d.id), org, season, d.name, '#3366cc', i]),
  );
  await insertRows(
    db,
    'teams',
    ['id', 'organization_id', 'season_id', 'division_id', 'name', 'position'],
    instance.teams.map((t, i) => [map.of(t.id), org, season, map.of(t.division_id), t.name, i]),
  );
  await insertRows(
    db,
    'people',
    ['id', 'organization_id', 'season_id', 'first', 'is_coach', 'is_player'],
    instance.people.map((p) => [map.of(p.id), org, season, p.name, p.is_coach, p.is_player]),
  );
  await insertRows(
    db,
    'team_people',
    ['team_id', 'person_id', 'role'],
    instance.teams.flatMap((t) => t.person_ids.map((p) => [map.of(t.id), map.of(p), 'coach'])),
  );
  await insertRows(
    db,
    'venues',
    ['id', 'organization_id', 'season_id', 'name', 'priority', 'latitude', 'longitude'],
    instance.venues.map((v) => [map.of(v.id), org, season, v.name, v.priority, v.latitude, v.longitude]),
  );
  await insertRows(
    db,
    'surfaces',
    ['id', 'organization_id', 'season_id', 'venue_id', 'name', 'priority'],
    instance.venues.flatMap((v) =>
      v.surfaces.map((s) => [map.of(s.id), org, season, map.of(v.id), s.name, s.priority]),
    ),
  );
  await insertRows(
    db,
    'venue_teams',
    ['venue_id', 'team_id'],
    instance.teams.flatMap((t) => t.home_venue_ids.map((v) => [map.of(v), map.of(t.id)])),
  );
  await insertRows(
    db,
    'time_constraints',
    [
      'organization_id',
      'team_id',
      'style',
      'type',
      'weekdays',
      'start_date',
      'end_date',
      'not_between_start',
      'not_between_end',
      'not_before',
      'not_after',
      'max_games',
      'max_travel_home',
      'max_travel_last',
      'no_play_team_id',
    ],
    instance.teams.flatMap((t) =>
      t.time_constraints.map((c) => [
        org,
        map.of(t.id),
        c.weekdays.length > 0 ? 'weekly' : c.end_date && c.end_date !== c.start_date ? 'range' : 'date',
        TIME_CONSTRAINT_TYPES[c.kind],
        c.weekdays,
        c.start_date,
        c.end_date,
        c.not_between_start,
        c.not_between_end,
        c.not_before,
        c.not_after,
        c.max_games,
        c.max_travel_home,
        c.max_travel_last,
        c.no_play_team === null ? null : map.of(c.no_play_team),
      ]),
    ),
  );
  const venueOfSurface = new Map(
    instance.venues.flatMap((v) => v.surfaces.map((s) => [s.id as string, v.id as string])),
  );
  await insertRows(
    db,
    'timeslots',
    [
      'id',
      'organization_id',
      'season_id',
      'venue_id',
      'surface_id',
      'start',
      'finish',
      'is_game',
      'is_practice',
      'is_reserved',
    ],
    instance.timeslots.map((s) => [
      map.of(s.id),
      org,
      season,
      map.of(venueOfSurface.get(s.surface_id) ?? ''),
      map.of(s.surface_id),
      s.start,
      s.finish,
      s.is_game,
      s.is_practice,
      s.is_reserved,
    ]),
  );
  await insertRows(
    db,
    'timeslot_divisions',
    ['timeslot_id', 'division_id'],
    instance.timeslots.flatMap((s) => s.division_ids.map((d) => [map.of(s.id), map.of(d)])),
  );
  return map;
}
