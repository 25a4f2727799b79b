// Public-site benchmark on a fresh PostgreSQL database, through the real server over loopback HTTP
// (docs/public-site.md#performance): the demo league's structure (24 teams in three divisions, its venues),
// 2,000 games placed in 2,000 timeslots written directly, the league page published through the API, then
// the schedule page's one call, GET /api/public_divisions/{season_id}, signed out, one request at a time, the
// first left out as warm-up; and the same call revalidated with its ETag (304).

import { randomUUID } from 'node:crypto';
import type { LeagueSeasonIds, PublicDivisions, PublicWebpage } from '@app/contracts';
import pg from 'pg';
import { withScratchDatabase } from '../support/scratch-database.ts';
import { startServer } from '../support/server.ts';
import { ApiSession } from '../support/session.ts';

const GAMES = 2_000;
const RUNS = 41;
/** Issue 18: a league's schedule page with 2,000 games answers its API call in under 100 ms. */
const TARGET_MS = 100;

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * `count` games, each between two teams of one division, in a timeslot of its own: the season's surfaces in
 * turn, two hours apart from 2026-03-07 09:00 UTC, so no two slots of a surface overlap. Every third game is
 * scored.
 */
async function insertPlacedGames(db: pg.Client, seasonId: string, count: number): Promise<void> {
  const { rows: teams } = await db.query<{ id: string; division_id: string; organization_id: string }>(
    'SELECT id, division_id, organization_id FROM teams WHERE season_id = $1 ORDER BY division_id, position',
    [seasonId],
  );
  const { rows: surfaces } = await db.query<{ id: string; venue_id: string }>(
    'SELECT id, venue_id FROM surfaces WHERE season_id = $1 ORDER BY id',
    [seasonId],
  );
  const org = teams[0]?.organization_id;
  if (!org || surfaces.length === 0) throw new Error('no league with venues loaded');
  const byDivision = new Map<string, string[]>();
  for (const team of teams)
    byDivision.set(team.division_id, [...(byDivision.get(team.division_id) ?? []), team.id]);
  const divisions = [...byDivision.keys()];
  const scheduleOf = new Map<string, string>();
  for (const division of divisions) {
    const id = randomUUID();
    scheduleOf.set(division, id);
    await db.query(
      `INSERT INTO schedules (id, organization_id, season_id, division_id, name, config, status, success_rate)
       VALUES ($1, $2, $3, $4, 'Season', '{}', 'done', 100)`,
      [id, org, seasonId, division],
    );
  }
  const slot = { id: [] as string[], venue: [] as string[], surface: [] as string[], start: [] as string[] };
  const game = {
    schedule: [] as string[],
    division: [] as string[],
    home: [] as string[],
    visitor: [] as string[],
    slot: [] as string[],
    homeScore: [] as (number | null)[],
    visitorScore: [] as (number | null)[],
    position: [] as number[],
  };
  const first = Date.parse('2026-03-07T09:00:00Z');
  for (let i = 0; i < count; i += 1) {
    const surface = surfaces[i % surfaces.length] as { id: string; venue_id: string };
    const slotId = randomUUID();
    slot.id.push(slotId);
    slot.venue.push(surface.venue_id);
    slot.surface.push(surface.id);
    slot.start.push(new Date(first + Math.floor(i / surfaces.length) * 2 * 3_600_000).toISOString());
    const division = divisions[i % divisions.length] as string;
    const list = byDivision.get(division) as string[];
    const n = Math.floor(i / divisions.length);
    const home = n % list.length;
    const visitor = (home + 1 + (Math.floor(n / list.length) % (list.length - 1))) % list.length;
    game.schedule.push(scheduleOf.get(division) as string);
    game.division.push(division);
    game.home.push(list[home] as string);
    game.visitor.push(list[visitor] as string);
    game.slot.push(slotId);
    game.homeScore.push(i % 3 === 0 ? (i * 7 + 3) % 5 : null);
    game.visitorScore.push(i % 3 === 0 ? (i * 3 + 1) % 4 : null);
    game.position.push(n);
  }
  await db.query(
    `INSERT INTO timeslots (id, organization_id, season_id, venue_id, surface_id, start, finish)
     SELECT id, $1, $2, venue, surface, start, start + interval '90 minutes'
     FROM unnest($3::uuid[], $4::uuid[], $5::uuid[], $6::timestamptz[]) AS s(id, venue, surface, start)`,
    [org, seasonId, slot.id, slot.venue, slot.surface, slot.start],
  );
  await db.query(
    `INSERT INTO games (organization_id, schedule_id, division_id, home_id, visitor_id, timeslot_id, home_score,
       visitor_score, position)
     SELECT $1, * FROM unnest($2::uuid[], $3::uuid[], $4::uuid[], $5::uuid[], $6::uuid[], $7::int[], $8::int[],
       $9::int[])`,
    [
      org,
      game.schedule,
      game.division,
      game.home,
      game.visitor,
      game.slot,
      game.homeScore,
      game.visitorScore,
      game.position,
    ],
  );
  await db.query('ANALYZE timeslots');
  await db.query('ANALYZE games');
}

async function run(url: string): Promise<void> {
  const server = await startServer({
    DATABASE_URL: url,
    RATE_LIMIT_AUTH_MAX: '1000000',
    RATE_LIMIT_PUBLIC_MAX: '1000000',
  });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const session = new ApiSession(server.url);
    await session.signUp();
    const { season } = await json<LeagueSeasonIds>(
      await session.call('POST', '/api/demo', { structure_only: true }),
    );
    await insertPlacedGames(db, season.id, GAMES);
    const settings = await json<PublicWebpage>(await session.call('GET', '/api/public_webpage'));
    const slug = settings.public_league_page?.slug;
    if (!slug) throw new Error('no league page');
    await json(await session.call('PATCH', `/api/public_league_pages/${slug}`, { season_id: season.id }));
    await json(await session.call('POST', `/api/public_league_pages/${slug}/toggle_published`));

    // Signed out, as a family on a phone: no cookie, no session look-up.
    const address = `${server.url}/api/public_divisions/${season.id}`;
    const times: number[] = [];
    let answer: PublicDivisions | undefined;
    let etag = '';
    const cpuBefore = server.cpuMs();
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      const res = await fetch(address, { headers: { 'accept-encoding': 'br, gzip' } });
      answer = await json<PublicDivisions>(res);
      if (i > 0) times.push(performance.now() - started);
      etag = res.headers.get('etag') ?? '';
    }
    const cpu = (server.cpuMs() - cpuBefore) / RUNS;
    const revalidations: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      const res = await fetch(address, { headers: { 'if-none-match': etag } });
      if (res.status !== 304) throw new Error(`revalidation answered ${res.status}`);
      await res.arrayBuffer();
      if (i > 0) revalidations.push(performance.now() - started);
    }
    const games = (answer?.divisions ?? []).reduce((sum, division) => sum + division.games.length, 0);
    const median = percentile(times, 50);
    console.log(
      `GET /api/public_divisions/{season_id} signed out, ${games} games, ${answer?.divisions.length} divisions, x${RUNS - 1}: server CPU ${cpu.toFixed(1)} ms/req, median ${median.toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (target < ${TARGET_MS} ms) -> ${median < TARGET_MS ? 'ok' : 'below target'}`,
    );
    console.log(
      `  the same call revalidated with If-None-Match (304): median ${percentile(revalidations, 50).toFixed(1)} ms, p95 ${percentile(revalidations, 95).toFixed(1)} ms`,
    );
  } finally {
    await db.end();
    await server.stop();
  }
}

console.log('# Public-site benchmark (PostgreSQL, loopback, whole server process)');
await withScratchDatabase('bench_public_site', run);
