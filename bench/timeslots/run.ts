// Timeslot API benchmark on a fresh PostgreSQL database, through the real server over loopback HTTP: the time
// to create one season's generated slots in one request (4 surfaces x 3 slots x 2 days x 16 weeks = 384,
// across the March DST change), then the calendar listing of a season of about 3,000 slots.
import { randomUUID } from 'node:crypto';
import type { LeagueSeasonIds, TimeslotBulkCreateResponse, TimeslotList, Venue } from '@app/contracts';
import { zonedInstant } from '../../apps/api/src/lib/time-zone.ts';
import { withScratchDatabase } from '../support/scratch-database.ts';
import { startServer } from '../support/server.ts';
import { ApiSession } from '../support/session.ts';

const TIMEZONE = 'America/New_York';
const SURFACES = 4;
const SLOT_STARTS = ['09:00', '11:00', '13:00'];
const WEEKS = 16;
const RUNS = 5;
const CREATE_TARGET_MS = 500;
const LIST_REQUESTS = 50;

interface SeasonSetup {
  seasonId: string;
  venueId: string;
  surfaceIds: string[];
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function buildSeason(session: ApiSession, name: string): Promise<SeasonSetup> {
  const created = await session.call('POST', '/api/leagues', { name, seasonName: 'Spring' });
  const { season } = (await created.json()) as LeagueSeasonIds;
  const venues = await session.call('POST', '/api/venues', {
    season_id: season.id,
    venues: [
      {
        name: 'Riverside Park',
        surfaces: Array.from({ length: SURFACES }, (_, i) => ({ name: `Field ${i + 1}` })),
      },
    ],
  });
  // POST /api/venues answers { venues } with each created venue as the contract's Venue.
  const [venue] = ((await venues.json()) as { venues: Venue[] }).venues;
  if (!venue) throw new Error('no venue created');
  return { seasonId: season.id, venueId: venue.id, surfaceIds: venue.surfaces.map((s) => s.id) };
}

/** Saturdays and Sundays from 2026-03-07 (the DST change falls in week one), starting `weekOffset` weeks on. */
function generatedRows(setup: SeasonSetup, weekOffset = 0) {
  const rows = [];
  for (let week = 0; week < WEEKS; week += 1) {
    for (let day = 0; day < 2; day += 1) {
      const date = new Date(Date.UTC(2026, 2, 7 + (weekOffset + week) * 7 + day)).toISOString().slice(0, 10);
      for (const surfaceId of setup.surfaceIds) {
        for (const clock of SLOT_STARTS) {
          const start = zonedInstant(date, clock, TIMEZONE);
          rows.push({
            venue_id: setup.venueId,
            surface_id: surfaceId,
            start: start.toISOString(),
            finish: new Date(start.getTime() + 105 * 60_000).toISOString(),
          });
        }
      }
    }
  }
  return rows;
}

async function run(url: string): Promise<boolean> {
  const server = await startServer({ DATABASE_URL: url, RATE_LIMIT_AUTH_MAX: '1000000' });
  try {
    const session = new ApiSession(server.url);
    await session.call('POST', '/api/users', {
      email: `bench-${randomUUID()}@example.com`,
      timezone: TIMEZONE,
      locale: 'en',
    });
    const times: number[] = [];
    let last: SeasonSetup | undefined;
    for (let i = 0; i < RUNS; i += 1) {
      const setup = await buildSeason(session, `Bench League ${i + 1}`);
      const rows = generatedRows(setup);
      const { ms, value } = await timed(async () =>
        (await session.call('POST', '/api/timeslots/bulk', { season_id: setup.seasonId, rows })).json(),
      );
      const body = value as TimeslotBulkCreateResponse;
      if (body.count !== rows.length || body.skipped !== 0)
        throw new Error(`bulk made ${JSON.stringify(body)}`);
      times.push(ms);
      last = setup;
    }
    const first = times[0] ?? 0;
    const typical = median(times);
    const ok = typical < CREATE_TARGET_MS;
    console.log(
      `bulk create ${SURFACES * SLOT_STARTS.length * 2 * WEEKS} slots in one request: first ${first.toFixed(0)} ms, ` +
        `median of ${RUNS} ${typical.toFixed(0)} ms (target < ${CREATE_TARGET_MS}) -> ${ok ? 'ok' : 'FAILED'}`,
    );

    if (!last) return ok;
    const season = last;
    // Seven more 16-week blocks make about 3,000 slots in the season for the listing measurement.
    for (let block = 1; block < 8; block += 1) {
      await session.call('POST', '/api/timeslots/bulk', {
        season_id: season.seasonId,
        rows: generatedRows(season, block * WEEKS),
      });
    }
    const latencies: number[] = [];
    let count = 0;
    for (let i = 0; i < LIST_REQUESTS; i += 1) {
      const { ms, value } = await timed(async () =>
        (await session.call('GET', `/api/seasons/${season.seasonId}/timeslots`)).json(),
      );
      count = (value as TimeslotList).timeslots.length;
      latencies.push(ms);
    }
    console.log(
      `GET season timeslots (${count} slots) x${LIST_REQUESTS}: median ${median(latencies).toFixed(1)} ms`,
    );
    return ok;
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  console.log('# Timeslot API benchmark (PostgreSQL, loopback HTTP, whole server process)');
  await withScratchDatabase('bench_timeslots', async (url) => {
    if (!(await run(url))) process.exitCode = 1;
  });
}

await main();
