// Large-season benchmark: one season filled to its limits (bench/large-season/seed.ts) on a fresh PostgreSQL
// database, then every GET the web app's pages make for it, as a signed-in member, with the time and size of
// each answer as sent (compressed, as a browser accepts it; median of RUNS calls after one warm-up). Runs alone with `npx tsx bench/large-season/run.ts`;
// `npm run bench` runs it with the others. docs/reliability.md ("Large seasons") keeps the numbers.
import { request } from 'node:http';
import type { LeagueSeasonIds } from '@app/contracts';
import pg from 'pg';
import { withScratchDatabase } from '../support/scratch-database.ts';
import { startServer } from '../support/server.ts';
import { ApiSession } from '../support/session.ts';
import { LARGE_SEASON, seedLargeSeason } from './seed.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

interface Measured {
  ms: number;
  bytes: number;
  status: number;
}

/** One GET as a browser makes it (Brotli or gzip accepted): the time to the last byte and the bytes sent. */
function getOnce(session: ApiSession, path: string): Promise<{ bytes: number; status: number }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${session.url}${path}`,
      { headers: { cookie: session.cookieHeader, 'accept-encoding': 'br, gzip, deflate' } },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ bytes, status: res.statusCode ?? 0 }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function measure(session: ApiSession, path: string): Promise<Measured> {
  const times: number[] = [];
  let bytes = 0;
  let status = 0;
  for (let i = 0; i <= RUNS; i += 1) {
    const started = performance.now();
    const res = await getOnce(session, path);
    const ms = performance.now() - started;
    if (i > 0) times.push(ms);
    bytes = res.bytes;
    status = res.status;
    // A call over 5 s is measured once: repeating it would only make the run longer.
    if (i === 0 && ms > 5000) return { ms, bytes, status };
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)] ?? 0, bytes, status };
}

function line(name: string, m: Measured): string {
  const size = m.bytes >= 1e6 ? `${(m.bytes / 1e6).toFixed(2)} MB` : `${(m.bytes / 1e3).toFixed(1)} kB`;
  return `${name.padEnd(58)} ${m.ms.toFixed(0).padStart(6)} ms ${size.padStart(10)}${m.status === 200 ? '' : `  (status ${m.status})`}`;
}

async function firstId(db: pg.Client, sql: string, season: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(sql, [season]);
  const id = rows[0]?.id;
  if (!id) throw new Error(`nothing for ${sql}`);
  return id;
}

async function run(url: string): Promise<void> {
  const server = await startServer({ DATABASE_URL: url, RATE_LIMIT_AUTH_MAX: '1000000' });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const session = new ApiSession(server.url);
    await session.signUp();
    const created = await session.call('POST', '/api/leagues', {
      name: 'Large League',
      seasonName: 'Spring',
    });
    const { league, season } = (await created.json()) as LeagueSeasonIds;
    const { rows } = await db.query<{ organization_id: string }>(
      'SELECT organization_id FROM seasons WHERE id = $1',
      [season.id],
    );
    const org = rows[0]?.organization_id ?? '';
    const seconds = await seedLargeSeason(db, org, season.id);
    const s = LARGE_SEASON;
    console.log(
      `seeded ${s.divisions} divisions, ${s.teams} teams, ${s.people} people, ${s.venues} venues ` +
        `(${s.venues * s.surfacesPerVenue} surfaces), ${s.timeslots} timeslots, ` +
        `${s.divisions * s.gamesPerDivision} games in ${seconds.toFixed(1)} s`,
    );
    const division = await firstId(
      db,
      'SELECT id FROM divisions WHERE season_id = $1 ORDER BY position',
      season.id,
    );
    const team = await firstId(db, 'SELECT id FROM teams WHERE season_id = $1 ORDER BY position', season.id);
    const venue = await firstId(
      db,
      'SELECT id FROM venues WHERE season_id = $1 ORDER BY position',
      season.id,
    );
    const person = await firstId(db, 'SELECT id FROM people WHERE season_id = $1 ORDER BY last', season.id);
    const schedule = await firstId(
      db,
      'SELECT id FROM schedules WHERE season_id = $1 ORDER BY name',
      season.id,
    );
    const sid = season.id;
    const routes: [string, string][] = [
      ['league info (every page)', '/api/leagues'],
      ['signed-in user', '/api/users/self'],
      ['season (season page, forms, calendar)', `/api/seasons/${sid}`],
      ['dashboard', `/api/seasons/${sid}/dashboard`],
      ['search "team 1"', `/api/seasons/${sid}/search?q=team%201`],
      ['season timeslots, no range', `/api/seasons/${sid}/timeslots`],
      [
        'season timeslots, one week',
        `/api/seasons/${sid}/timeslots?start_date=2026-03-07&end_date=2026-03-13`,
      ],
      ['division timeslots, no range', `/api/divisions/${division}/timeslots`],
      ['master list (/list, calendar games)', `/api/seasons/${sid}/games`],
      ['schedules of the season', `/api/seasons/${sid}/schedules`],
      ['season balances', `/api/seasons/${sid}/balances`],
      ['season conflicts', `/api/seasons/${sid}/conflicts`],
      ['bulk edit tables', `/api/seasons/${sid}/bulk_edit`],
      ['division page', `/api/divisions/${division}`],
      ['team page', `/api/teams/${team}`],
      ['venue page', `/api/venues/${venue}`],
      ['person page', `/api/people/${person}`],
      ['schedule page', `/api/schedules/${schedule}`],
      ['league page', `/api/leagues/${league.id}`],
      ['organisation page', `/api/organizations/${org}`],
      ['season games CSV export', `/api/seasons/${sid}/export`],
      ['league JSON export', `/api/leagues/${league.id}/export`],
    ];
    for (const extra of (process.env.BENCH_EXTRA ?? '').split(',').filter(Boolean)) {
      routes.push([extra, extra.replaceAll('{season}', sid)]);
    }
    routes.push(
      ['people, first page (season page, dashboard)', `/api/seasons/${sid}/people?limit=50`],
      ['people, filtered', `/api/seasons/${sid}/people?limit=50&q=last1999`],
      ['people, last page', `/api/seasons/${sid}/people?limit=50&cursor=19950`],
      ['divisions, first page (season page, dashboard)', `/api/seasons/${sid}/divisions?limit=50`],
      ['teams, first page (season page, dashboard)', `/api/seasons/${sid}/teams?limit=50`],
      ['venues, first page (season page, dashboard)', `/api/seasons/${sid}/venues?limit=50`],
    );
    // BENCH_ONLY=a,b measures only the routes whose name or path contains one of the words.
    const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
    const chosen =
      only.length === 0
        ? routes
        : routes.filter(([n, p]) => only.some((w) => n.includes(w) || p.includes(w)));
    console.log(`GET, median of ${RUNS} after a warm-up:`);
    for (const [name, path] of chosen)
      console.log(
        line(`${name} ${path.replace(sid, '{season}')}`.slice(0, 58), await measure(session, path)),
      );
  } finally {
    await db.end();
    await server.stop();
  }
}

console.log('# Large-season benchmark (PostgreSQL, loopback HTTP, whole server process)');
await withScratchDatabase('bench_large', run);
