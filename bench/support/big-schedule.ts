import { randomUUID } from 'node:crypto';
import type pg from 'pg';

/**
 * A done schedule of `count` games between two of the season's teams on as many new slots of its first surface,
 * from 2030 on, written directly (the API would take longer than what is measured); answers its id.
 */
export async function insertBigSchedule(
  db: pg.Client,
  org: string,
  season: string,
  count: number,
): Promise<string> {
  const { rows: teams } = await db.query<{ id: string; division_id: string }>(
    'SELECT id, division_id FROM teams WHERE season_id = $1 ORDER BY division_id, position LIMIT 10',
    [season],
  );
  const { rows: surfaces } = await db.query<{ id: string; venue_id: string }>(
    'SELECT id, venue_id FROM surfaces WHERE season_id = $1 LIMIT 1',
    [season],
  );
  const surface = surfaces[0];
  const division = teams[0]?.division_id;
  if (!surface || !division) throw new Error('no league loaded');
  const id = randomUUID();
  await db.query(
    `INSERT INTO schedules (id, organization_id, season_id, division_id, name, config, status, success_rate)
     VALUES ($1, $2, $3, $4, 'Big', $5, 'done', 100)`,
    [id, org, season, division, JSON.stringify({ schedule_start: '2030-01-01', schedule_end: '2031-12-31' })],
  );
  await db.query(
    `INSERT INTO timeslots (id, organization_id, season_id, venue_id, surface_id, start, finish)
     SELECT gen_random_uuid(), $1, $2, $3, $4, t, t + interval '90 minutes'
     FROM generate_series(timestamptz '2030-01-01', timestamptz '2030-01-01' + ($5 - 1) * interval '2 hours', interval '2 hours') t`,
    [org, season, surface.venue_id, surface.id, count],
  );
  await db.query(
    `INSERT INTO games (organization_id, schedule_id, division_id, home_id, visitor_id, timeslot_id, round, position)
     SELECT $1, $2, $3, $4, $5, s.id, 1, row_number() OVER (ORDER BY s.start)
     FROM timeslots s WHERE s.season_id = $6 AND s.start >= timestamptz '2030-01-01'`,
    [org, id, division, teams[0]?.id, teams[1]?.id, season],
  );
  return id;
}
