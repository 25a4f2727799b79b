// League-structure benchmark on a fresh PostgreSQL database: builds a season of 500 teams, 5,000 people, 50
// venues and 3,000 timeslots through the API's bulk and CSV services, then measures the dashboard, the
// 5,000-person CSV import (and that one bad row saves nothing) and copying the whole season.
import type { Dashboard, ErrorResponse, LeagueSeasonIds } from '@app/contracts';
import { withScratchDatabase } from '../support/scratch-database.ts';
import { startServer } from '../support/server.ts';
import { ApiSession } from '../support/session.ts';

const DIVISIONS = 20;
const TEAMS = 500;
const PEOPLE = 5000;
const VENUES = 50;
const SURFACES_PER_VENUE = 2;
const SLOT_DAYS = 30;
const DASHBOARD_REQUESTS = 200;
const PEOPLE_HEADER = 'first,last,email,phone,is_coach,is_player,is_staff,is_umpire,team,role';

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

/** A call whose failure is data, not an exception (the bad-file check expects a 422). */
async function raw(session: ApiSession, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${session.url}${path}`, {
    method,
    headers: {
      cookie: session.cookieHeader,
      'x-csrf-token': session.csrf,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const teamName = (i: number) => `Team ${String(i + 1).padStart(3, '0')}`;

function peopleCsv(badLine?: number): string {
  const lines = [PEOPLE_HEADER];
  for (let i = 0; i < PEOPLE; i += 1) {
    const role = i % 10 === 0 ? 'coach' : 'player';
    lines.push(
      `First${i},"Last, ${i}",person${i}@example.com,312-555-${String(i % 10_000).padStart(4, '0')},no,no,no,no,${teamName(i % TEAMS)},${role}`,
    );
  }
  if (badLine !== undefined) lines[badLine - 1] = 'Bad,Row,not-an-email,,no,yes,no,no,Team 001,player';
  return lines.join('\r\n');
}

function timeslotsCsv(): string {
  const lines = ['venue,surface,date,start,finish,divisions,type'];
  const slotsPerDay = 3000 / (VENUES * SURFACES_PER_VENUE * SLOT_DAYS);
  for (let v = 0; v < VENUES; v += 1) {
    for (let s = 0; s < SURFACES_PER_VENUE; s += 1) {
      for (let d = 0; d < SLOT_DAYS; d += 1) {
        // Thirty Saturdays and Sundays from March (across the DST change) into June.
        const date = new Date(
          Date.UTC(2026, 2, 7) + Math.floor(d / 2) * 7 * 86_400_000 + (d % 2) * 86_400_000,
        );
        for (let k = 0; k < slotsPerDay; k += 1) {
          const hour = String(9 + k * 2).padStart(2, '0');
          lines.push(
            `Park ${v + 1},Field ${s + 1},${date.toISOString().slice(0, 10)},${hour}:00,${hour}:45,Division ${(v % DIVISIONS) + 1},`,
          );
        }
      }
    }
  }
  return lines.join('\n');
}

async function run(url: string): Promise<void> {
  const server = await startServer({ DATABASE_URL: url, RATE_LIMIT_AUTH_MAX: '1000000' });
  try {
    const session = new ApiSession(server.url);
    await session.signUp();
    const created = await session.call('POST', '/api/leagues', {
      name: 'Bench League',
      seasonName: 'Spring',
    });
    const { season } = (await created.json()) as LeagueSeasonIds;
    const base = `/api/seasons/${season.id}`;

    const build = await timed(async () => {
      await session.call('POST', `${base}/divisions/bulk`, {
        rows: Array.from({ length: DIVISIONS }, (_, i) => ({ name: `Division ${i + 1}` })),
      });
      await session.call('POST', `${base}/teams/bulk`, {
        rows: Array.from({ length: TEAMS }, (_, i) => ({
          name: teamName(i),
          division: `Division ${(i % DIVISIONS) + 1}`,
        })),
      });
      await session.call('POST', `${base}/venues/bulk`, {
        rows: Array.from({ length: VENUES }, (_, i) => ({
          name: `Park ${i + 1}`,
          latitude: 41.8 + (i % 10) * 0.01,
          longitude: -87.7 + Math.floor(i / 10) * 0.01,
          surfaces: Array.from({ length: SURFACES_PER_VENUE }, (_, s) => `Field ${s + 1}`),
        })),
      });
    });
    console.log(
      `build: ${DIVISIONS} divisions, ${TEAMS} teams, ${VENUES} venues in ${build.ms.toFixed(0)} ms`,
    );

    const bad = await timed(() => raw(session, 'POST', `${base}/csv/people`, { csv: peopleCsv(2501) }));
    const badBody = (await bad.value.json()) as ErrorResponse;
    const afterBad = (await (await session.call('GET', `${base}/dashboard`)).json()) as Dashboard;
    const badOk = bad.value.status === 422 && afterBad.counts.people === 0;
    console.log(
      `people CSV with 1 bad row among ${PEOPLE}: ${bad.value.status} ${JSON.stringify(badBody.errors)} in ${bad.ms.toFixed(0)} ms; ` +
        `people saved ${afterBad.counts.people} -> ${badOk ? 'saves nothing (ok)' : 'FAILED'}`,
    );

    const good = await timed(() => session.call('POST', `${base}/csv/people`, { csv: peopleCsv() }));
    console.log(`people CSV import of ${PEOPLE} rows end to end: ${good.ms.toFixed(0)} ms (target < 5000)`);

    const slots = await timed(() => session.call('POST', `${base}/csv/timeslots`, { csv: timeslotsCsv() }));
    console.log(`timeslots CSV import of 3000 rows: ${slots.ms.toFixed(0)} ms`);

    const latencies: number[] = [];
    for (let i = 0; i < DASHBOARD_REQUESTS; i += 1) {
      const { ms } = await timed(async () => (await session.call('GET', `${base}/dashboard`)).text());
      latencies.push(ms);
    }
    latencies.sort((a, b) => a - b);
    console.log(
      `GET dashboard x${DASHBOARD_REQUESTS}: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms (target p95 < 150)`,
    );
    const searches: number[] = [];
    for (let i = 0; i < DASHBOARD_REQUESTS; i += 1) {
      const { ms } = await timed(async () =>
        (await session.call('GET', `${base}/search?q=${i % 2 ? 'team 4' : 'first12'}`)).text(),
      );
      searches.push(ms);
    }
    searches.sort((a, b) => a - b);
    console.log(
      `GET search x${DASHBOARD_REQUESTS}: p50 ${percentile(searches, 50).toFixed(1)} ms, p95 ${percentile(searches, 95).toFixed(1)} ms`,
    );

    const copy = await timed(() =>
      session.call('POST', '/api/seasons/copy', {
        name: 'Fall',
        season_id: season.id,
        copyPeople: true,
        copyTimeslots: true,
        timeslotMove: 6,
      }),
    );
    const copied = (await copy.value.json()) as LeagueSeasonIds;
    const counts = (await (
      await session.call('GET', `/api/seasons/${copied.season.id}/dashboard`)
    ).json()) as Dashboard;
    console.log(
      `season copy (${counts.counts.teams} teams, ${counts.counts.people} people, ${counts.counts.timeslots} timeslots): ${copy.ms.toFixed(0)} ms (target < 10000)`,
    );
    if (!badOk) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  console.log('# League-structure benchmark (PostgreSQL, loopback HTTP, whole server process)');
  await withScratchDatabase('bench_league', run);
}

await main();
