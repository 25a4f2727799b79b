// Fills one season to the per-season limits of docs/imports.md (divisions 1,000, teams 10,000, venues 5,000,
// people 20,000, timeslots 100,000) with direct SQL, since the API's imports would take longer than what is
// measured. The counts below are the bench's shape: ~100 divisions of 100 teams, two surfaces per venue,
// 100,000 slots over 25 weekends, and one done schedule per division with its games placed.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';

export const LARGE_SEASON = {
  divisions: 100,
  teams: 10_000,
  people: 20_000,
  venues: 5_000,
  surfacesPerVenue: 2,
  timeslots: 100_000,
  /** Games placed per division's schedule: 100 divisions × 30 = 3,000 games. */
  gamesPerDivision: 30,
} as const;

/** Seeds `season` (of organisation `org`) and answers the seconds it took. */
export async function seedLargeSeason(db: pg.Client, org: string, season: string): Promise<number> {
  const started = performance.now();
  const s = LARGE_SEASON;
  await db.query('BEGIN');
  await db.query(
    `INSERT INTO divisions (organization_id, season_id, name, color, position)
     SELECT $1, $2, 'Division ' || lpad(i::text, 3, '0'), '#1c7ed6', i FROM generate_series(1, $3) i`,
    [org, season, s.divisions],
  );
  await db.query(
    `INSERT INTO teams (organization_id, season_id, division_id, name, position)
     SELECT $1, $2, d.id, 'Team ' || lpad(i::text, 5, '0'), i
     FROM generate_series(1, $3) i
     JOIN (SELECT id, row_number() OVER (ORDER BY position) - 1 AS k FROM divisions WHERE season_id = $2) d
       ON d.k = (i - 1) % $4`,
    [org, season, s.teams, s.divisions],
  );
  await db.query(
    `INSERT INTO people (organization_id, season_id, first, last, is_player, is_coach, email_primary)
     SELECT $1, $2, 'First' || i, 'Last' || lpad(i::text, 5, '0'), i % 10 <> 0, i % 10 = 0,
            'person' || i || '@example.com'
     FROM generate_series(1, $3) i`,
    [org, season, s.people],
  );
  // Two people a team: one coach, one player.
  await db.query(
    `INSERT INTO team_people (team_id, person_id, role)
     SELECT t.id, p.id, CASE WHEN p.is_coach THEN 'coach' ELSE 'player' END
     FROM (SELECT id, row_number() OVER (ORDER BY position) AS k FROM teams WHERE season_id = $1) t
     JOIN (SELECT id, is_coach, row_number() OVER (ORDER BY last) AS k FROM people WHERE season_id = $1) p
       ON (p.k - 1) % $2 = t.k - 1`,
    [season, s.teams],
  );
  await db.query(
    `INSERT INTO venues (organization_id, season_id, name, position)
     SELECT $1, $2, 'Park ' || lpad(i::text, 4, '0'), i FROM generate_series(1, $3) i`,
    [org, season, s.venues],
  );
  await db.query(
    `INSERT INTO surfaces (organization_id, season_id, venue_id, name, position)
     SELECT $1, $2, v.id, 'Field ' || f, f FROM venues v, generate_series(1, $3) f WHERE v.season_id = $2`,
    [org, season, s.surfacesPerVenue],
  );
  // 100,000 slots: 25 weekends × 2 days × 2 slots a day = 100 a surface on the first 1,000 surfaces.
  const surfacesUsed = s.timeslots / 100;
  await db.query(
    `INSERT INTO timeslots (organization_id, season_id, venue_id, surface_id, start, finish)
     SELECT $1, $2, sf.venue_id, sf.id, t, t + interval '90 minutes'
     FROM (SELECT id, venue_id FROM surfaces WHERE season_id = $2 ORDER BY venue_id, position LIMIT $3) sf,
     LATERAL (
       SELECT timestamptz '2026-03-07 15:00Z' + w * interval '7 days' + d * interval '1 day' + h * interval '2 hours' AS t
       FROM generate_series(0, 24) w, generate_series(0, 1) d, generate_series(0, 1) h
     ) slots`,
    [org, season, surfacesUsed],
  );
  const { rows: divisionRows } = await db.query<{ id: string }>(
    'SELECT id FROM divisions WHERE season_id = $1 ORDER BY position',
    [season],
  );
  const config = JSON.stringify({ schedule_start: '2026-03-01', schedule_end: '2026-09-30' });
  for (const [k, division] of divisionRows.entries()) {
    const schedule = randomUUID();
    await db.query(
      `INSERT INTO schedules (id, organization_id, season_id, division_id, name, config, status, success_rate,
         scheduled, total)
       VALUES ($1, $2, $3, $4, $5, $6, 'done', 100, $7, $7)`,
      [schedule, org, season, division.id, `Schedule ${k + 1}`, config, s.gamesPerDivision],
    );
    // Each division's games go on its own band of slots, so no slot holds two games.
    await db.query(
      `INSERT INTO games (organization_id, schedule_id, division_id, home_id, visitor_id, timeslot_id, round, position)
       SELECT $1, $2, $3, h.id, v.id, sl.id, 1 + (g.n - 1) / 5, g.n
       FROM generate_series(1, $4) g(n)
       JOIN (SELECT id, row_number() OVER (ORDER BY position) AS k FROM teams WHERE division_id = $3) h
         ON h.k = 2 * ((g.n - 1) % 50) + 1
       JOIN (SELECT id, row_number() OVER (ORDER BY position) AS k FROM teams WHERE division_id = $3) v
         ON v.k = 2 * ((g.n - 1) % 50) + 2
       JOIN (SELECT id, row_number() OVER (ORDER BY start, surface_id) AS k FROM timeslots WHERE season_id = $5) sl
         ON sl.k = $6 * $4 + g.n`,
      [org, schedule, division.id, s.gamesPerDivision, season, k],
    );
  }
  await db.query('COMMIT');
  await db.query('ANALYZE');
  return (performance.now() - started) / 1000;
}
