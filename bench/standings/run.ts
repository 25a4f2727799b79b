// Standings benchmark on a fresh PostgreSQL database, through the real server over loopback HTTP
// (docs/standings.md#performance): the demo league's structure (24 teams in three divisions, two conferences,
// an adjustment, soccer's tiebreakers with head-to-head), 2,000 scored games written directly (one schedule
// per division, unplaced: they count all the same), then GET /api/seasons/{id}/standings one request at a
// time, the first left out as warm-up.

import { randomUUID } from 'node:crypto';
import type { LeagueSeasonIds, ScoringSystem, Standings } from '@app/contracts';
import pg from 'pg';
import { withScratchDatabase } from '../support/scratch-database.ts';
import { startServer } from '../support/server.ts';
import { ApiSession } from '../support/session.ts';

const GAMES = 2_000;
const RUNS = 41;
/** Issue 17: the standings of a season with 2,000 scored games in under 100 ms. */
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
 * `count` scored games spread over the season's divisions, each between two teams of one division, with
 * scores from a fixed formula (so every run ranks the same table) and one game in 97 forfeited.
 */
async function insertScoredGames(db: pg.Client, seasonId: string, count: number): Promise<void> {
  const { rows: teams } = await db.query<{ id: string; division_id: string; organization_id: string }>(
    'SELECT id, division_id, organization_id FROM teams WHERE season_id = $1 ORDER BY division_id, position',
    [seasonId],
  );
  const byDivision = new Map<string, string[]>();
  for (const team of teams)
    byDivision.set(team.division_id, [...(byDivision.get(team.division_id) ?? []), team.id]);
  const org = teams[0]?.organization_id;
  if (!org) throw new Error('no league loaded');
  const divisions = [...byDivision.keys()];
  const scheduleOf = new Map<string, string>();
  for (const division of divisions) {
    const id = randomUUID();
    scheduleOf.set(division, id);
    await db.query(
      `INSERT INTO schedules (id, organization_id, season_id, division_id, name, config, status, success_rate)
       VALUES ($1, $2, $3, $4, 'Scored', '{}', 'done', 100)`,
      [id, org, seasonId, division],
    );
  }
  const columns = {
    schedule: [] as string[],
    division: [] as string[],
    home: [] as string[],
    visitor: [] as string[],
    homeScore: [] as (number | null)[],
    visitorScore: [] as (number | null)[],
    overtime: [] as boolean[],
    forfeit: [] as (string | null)[],
    position: [] as number[],
  };
  for (let i = 0; i < count; i += 1) {
    const division = divisions[i % divisions.length] as string;
    const list = byDivision.get(division) as string[];
    const n = Math.floor(i / divisions.length);
    const home = n % list.length;
    const visitor = (home + 1 + (Math.floor(n / list.length) % (list.length - 1))) % list.length;
    const forfeited = i % 97 === 0;
    const homeScore = (i * 7 + 3) % 5;
    const visitorScore = (i * 3 + 1) % 4;
    columns.schedule.push(scheduleOf.get(division) as string);
    columns.division.push(division);
    columns.home.push(list[home] as string);
    columns.visitor.push(list[visitor] as string);
    columns.homeScore.push(forfeited ? null : homeScore);
    columns.visitorScore.push(forfeited ? null : visitorScore);
    columns.overtime.push(!forfeited && homeScore !== visitorScore && i % 11 === 0);
    columns.forfeit.push(forfeited ? 'visitor' : null);
    columns.position.push(n);
  }
  await db.query(
    `INSERT INTO games (organization_id, schedule_id, division_id, home_id, visitor_id, home_score, visitor_score,
       overtime, forfeit, position)
     SELECT $1, * FROM unnest($2::uuid[], $3::uuid[], $4::uuid[], $5::uuid[], $6::int[], $7::int[], $8::bool[],
       $9::text[], $10::int[])`,
    [
      org,
      columns.schedule,
      columns.division,
      columns.home,
      columns.visitor,
      columns.homeScore,
      columns.visitorScore,
      columns.overtime,
      columns.forfeit,
      columns.position,
    ],
  );
  await db.query('ANALYZE games');
}

async function run(url: string): Promise<void> {
  const server = await startServer({ DATABASE_URL: url, RATE_LIMIT_AUTH_MAX: '1000000' });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const session = new ApiSession(server.url);
    await session.signUp();
    const { season } = await json<LeagueSeasonIds>(
      await session.call('POST', '/api/demo', { structure_only: true }),
    );
    // Head-to-head among tied teams is the dearest rule: rank with it second.
    const scoring = await json<ScoringSystem>(
      await session.call('GET', `/api/seasons/${season.id}/scoring_system`),
    );
    await json(
      await session.call('PATCH', `/api/scoring_systems/${scoring.id}`, {
        tiebreakers: ['points', 'head_to_head', 'score_difference', 'score_for', 'wins'],
      }),
    );
    await insertScoredGames(db, season.id, GAMES);
    const times: number[] = [];
    let standings: Standings | undefined;
    const cpuBefore = server.cpuMs();
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      standings = await json<Standings>(await session.call('GET', `/api/seasons/${season.id}/standings`));
      if (i > 0) times.push(performance.now() - started);
    }
    const played = (standings?.league.rows ?? []).reduce((sum, row) => sum + row.games_played, 0) / 2;
    const median = percentile(times, 50);
    console.log(
      `GET /api/seasons/{id}/standings, ${played} games counted, ${standings?.league.rows.length} teams, ${standings?.divisions.length} divisions, ${standings?.conferences.length} conferences, x${RUNS - 1}: server CPU ${((server.cpuMs() - cpuBefore) / RUNS).toFixed(1)} ms/req, median ${median.toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (target < ${TARGET_MS} ms) -> ${median < TARGET_MS ? 'ok' : 'below target'}`,
    );
  } finally {
    await db.end();
    await server.stop();
  }
}

console.log('# Standings benchmark (PostgreSQL, loopback, whole server process)');
await withScratchDatabase('bench_standings', run);
