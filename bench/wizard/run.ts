// Setup-wizard benchmark (docs/wizard.md#limits) on a fresh PostgreSQL database: POST /api/wizard with a whole
// draft of 8 divisions × 10 teams, 4 venues × 2 surfaces, home venues, 12 Saturdays and Sundays of slots and a
// schedule per division, signed out (the account is made in the same transaction) and signed in. Prints the
// median and p95 over several runs; the target is under 1 s. The server runs with JOBS=off, so the schedules
// are only queued and no solve competes with the requests being timed.
import { randomUUID } from 'node:crypto';
import type { WizardResult, WizardSubmitInput } from '@app/contracts';
import { withScratchDatabase } from '../support/scratch-database.ts';
import { startServer } from '../support/server.ts';
import { ApiSession } from '../support/session.ts';

const DIVISIONS = 8;
const TEAMS = 10;
const VENUES = 4;
const SURFACES = 2;
const WEEKS = 12;
const SLOTS_PER_DAY = 4;
const RUNS = 7;
const TARGET_MS = 1000;
const LETTERS = 'ABCDEFGH';

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

/** The draft the browser sends at the wizard's last step: new league, every key naming the draft's records. */
function draft(run: number): WizardSubmitInput {
  const divisions = Array.from({ length: DIVISIONS }, (_, d) => ({
    key: `d${d}`,
    name: `Division ${LETTERS[d]}`,
    teams: Array.from({ length: TEAMS }, (_, t) => ({
      key: `d${d}t${t}`,
      name: `Team ${t + 1}${LETTERS[d]}`,
      shortcode: `${t + 1}${LETTERS[d]}`,
    })),
  }));
  const teamKeys = divisions.flatMap((d) => d.teams.map((t) => t.key));
  const venues = Array.from({ length: VENUES }, (_, v) => ({
    key: `v${v}`,
    name: `Park ${v + 1}`,
    address: { line_1: `${v + 1} Lake St`, city: 'Chicago', latitude: 41.85 + v * 0.01, longitude: -87.65 },
    surfaces: Array.from({ length: SURFACES }, (_, s) => ({ key: `s${s}`, name: `Field ${s + 1}` })),
    home_team_keys: teamKeys.filter((_, i) => i % VENUES === v),
  }));
  const timeslots = [];
  for (let w = 0; w < WEEKS; w += 1) {
    for (const dayOffset of [0, 1]) {
      // Saturdays and Sundays from 2026-03-07 (across the DST change), 09:00 Chicago, 90-minute slots.
      const day = Date.UTC(2026, 2, 7, 15) + (w * 7 + dayOffset) * 86_400_000;
      for (let v = 0; v < VENUES; v += 1) {
        for (let s = 0; s < SURFACES; s += 1) {
          for (let k = 0; k < SLOTS_PER_DAY; k += 1) {
            const start = day + k * 90 * 60_000;
            timeslots.push({
              venue_key: `v${v}`,
              surface_key: `s${s}`,
              start: new Date(start).toISOString(),
              finish: new Date(start + 90 * 60_000).toISOString(),
            });
          }
        }
      }
    }
  }
  return {
    sport_id: 5,
    target: { kind: 'league', league_name: `Bench League ${run}`, season_name: 'Spring 2026' },
    divisions,
    venues,
    timeslots,
    schedules: divisions.map((d) => ({
      division_key: d.key,
      config: { count: 1, schedule_start: '2026-03-01', schedule_end: '2026-05-31' },
    })),
    timezone: 'America/Chicago',
    locale: 'en',
  };
}

function report(label: string, times: number[], failures: string[]): boolean {
  const sorted = [...times].sort((a, b) => a - b);
  const median = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  const ok = failures.length === 0 && median < TARGET_MS;
  console.log(
    `${label}: median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms over ${times.length} runs ` +
      `(target < ${TARGET_MS}) -> ${ok ? 'ok' : 'FAILED'}`,
  );
  for (const failure of failures) console.log(`  ${failure}`);
  return ok;
}

async function run(url: string): Promise<void> {
  const server = await startServer({ DATABASE_URL: url, RATE_LIMIT_AUTH_MAX: '1000000', JOBS: 'off' });
  try {
    const slots = draft(0).timeslots?.length ?? 0;
    console.log(
      `draft: ${DIVISIONS} divisions × ${TEAMS} teams, ${VENUES} venues × ${SURFACES} surfaces, ${WEEKS} weeks, ` +
        `${slots} timeslots, ${DIVISIONS} schedules`,
    );
    let allOk = true;

    const signedOut: number[] = [];
    const outFailures: string[] = [];
    // Run -1 warms the server (module loading, JIT, first statements) and is not counted.
    for (let i = -1; i < RUNS; i += 1) {
      const visitor = new ApiSession(server.url);
      const body = {
        ...draft(i),
        account: {
          first: 'Bench',
          last: 'Visitor',
          email: `wizard-${randomUUID()}@example.com`,
          password: 'bench-password',
          organization_name: `Bench Org ${i}`,
        },
      };
      await visitor.call('GET', '/api/health');
      const started = performance.now();
      const res = await visitor.call('POST', '/api/wizard', body);
      if (i < 0) continue;
      signedOut.push(performance.now() - started);
      const result = (await res.json()) as WizardResult;
      if (result.schedules.length !== DIVISIONS)
        outFailures.push(`run ${i}: ${result.schedules.length} schedules`);
    }
    allOk = report('POST /api/wizard signed out (account + league)', signedOut, outFailures) && allOk;

    const member = new ApiSession(server.url);
    await member.signUp();
    const signedIn: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      await member.call('POST', '/api/wizard', draft(100 + i));
      signedIn.push(performance.now() - started);
    }
    allOk = report('POST /api/wizard signed in (league)', signedIn, []) && allOk;
    if (!allOk) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  console.log('# Setup-wizard benchmark (PostgreSQL, loopback HTTP, whole server process)');
  await withScratchDatabase('bench_wizard', run);
}

await main();
