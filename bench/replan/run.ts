// Re-plan benchmark (docs/replans.md, "The engine"): solves the medium sample, rains out its busiest
// Saturday and re-plans it, then does the same by the naive way (re-solve every game with those slots
// reserved) and prints both; then closes the busiest venue for a weekend (Saturday, then Sunday).
// Targets of the issue: the Saturday's re-plan under 2 s, moving at most twice the cancelled games.
// Usage: npx tsx bench/replan/run.ts [--seed N]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { placeGames } from '../../packages/engine/src/assign/run-search.ts';
import { reasonText } from '../../packages/engine/src/explain/reason.ts';
import type { Game, Instance } from '../../packages/engine/src/model/instance.ts';
import { localMoment } from '../../packages/engine/src/model/local-time.ts';
import { parseInstance } from '../../packages/engine/src/model/parse-instance.ts';
import { replan } from '../../packages/engine/src/replan/replan.ts';
import type { CancelSpec, ReplanResult } from '../../packages/engine/src/replan/replan-types.ts';
import { solve } from '../../packages/engine/src/solve.ts';
import { validateResult } from '../../packages/engine/src/validate/validate-result.ts';

const seedAt = process.argv.indexOf('--seed');
const seed = seedAt >= 0 ? Number(process.argv[seedAt + 1]) : 1;
const samples = fileURLToPath(new URL('../../packages/engine/samples/', import.meta.url));
const instance = parseInstance(JSON.parse(readFileSync(`${samples}medium.json`, 'utf8')));

/** Local date and weekday of every placed game, by slot id. */
function slotDays(inst: Instance): Map<string, { date: string; weekday: number; venue: string }> {
  const venueOf = new Map<string, string>();
  for (const v of inst.venues) for (const s of v.surfaces) venueOf.set(s.id, v.id);
  return new Map(
    inst.timeslots.map((t) => {
      const m = localMoment(t.start, inst.timezone);
      return [t.id as string, { date: m.date, weekday: m.weekday, venue: venueOf.get(t.surface_id)! }];
    }),
  );
}

function applyMoves(games: Game[], plan: ReplanResult): Game[] {
  const to = new Map(plan.moves.map((m) => [m.game_id, m.to_timeslot_id]));
  for (const u of plan.unplaced) to.set(u.game_id, null);
  return games.map((g) => (to.has(g.id) ? ({ ...g, timeslot_id: to.get(g.id) ?? null } as Game) : g));
}

function reserve(inst: Instance, ids: readonly string[]): Instance {
  const closed = new Set(ids);
  return {
    ...inst,
    timeslots: inst.timeslots.map((t) => (closed.has(t.id) ? { ...t, is_reserved: true } : t)),
  };
}

/** Violations of the hard rules in a re-planned season, checked by the independent validator. */
function violations(inst: Instance, games: Game[]): number {
  const scheduled = games.filter((g) => g.timeslot_id !== null).length;
  const unscheduled = games.length - scheduled;
  const report = validateResult(inst, {
    format_version: 1,
    status: unscheduled === 0 ? 'complete' : 'partial',
    games,
    unscheduled_reasons: Object.fromEntries(
      games.filter((g) => g.timeslot_id === null).map((g) => [g.id, 'x']),
    ),
    metrics: {
      scheduled,
      unscheduled,
      success_rate: Math.ceil((100 * scheduled) / Math.max(1, games.length)),
      elapsed_ms: 0,
    },
  });
  for (const v of report.violations.slice(0, 5)) console.log(`  violation ${v.rule}: ${v.message}`);
  return report.violations.length;
}

function line(label: string, plan: ReplanResult, extra = ''): void {
  console.log(
    `${label}: cancelled_games=${plan.cancelled_games} moved=${plan.moved} moved_others=${plan.moves.filter((m) => !m.cancelled && m.to_timeslot_id !== null).length} unplaced=${plan.unplaced.length} teams_affected=${plan.teams_affected} ms=${plan.elapsed_ms}${extra}`,
  );
}

const solved = await solve(instance, { seed });
const games = solved.games;
// The re-plan reads every game of the season, the other schedules' fixed games included (they never move).
const season = [...games, ...instance.fixed_games.filter((f) => !games.some((g) => g.id === f.id))];
console.log(
  `medium: ${games.length} games, ${solved.metrics.scheduled} placed in ${solved.metrics.elapsed_ms} ms (seed ${seed})`,
);
const days = slotDays(instance);
const perSaturday = new Map<string, number>();
for (const g of games) {
  const d = g.timeslot_id ? days.get(g.timeslot_id) : undefined;
  if (d && d.weekday === 6) perSaturday.set(d.date, (perSaturday.get(d.date) ?? 0) + 1);
}
const [saturday] = [...perSaturday.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
const rainOut: CancelSpec = { date: saturday, venue_id: null, surface_id: null, from: null, to: null };
// Re-planned on the morning of the rain-out: nothing moves into a slot that has already passed.
const morning = (date: string) => {
  const starts = instance.timeslots
    .filter((t) => days.get(t.id)?.date === date)
    .map((t) => Date.parse(t.start));
  return new Date(Math.min(...starts)).toISOString();
};
const plan = await replan(instance, season, rainOut, { seed, not_before: morning(saturday) });
const closed = reserve(instance, plan.cancelled_timeslot_ids);
const bad = violations(closed, applyMoves(games, plan));
for (const u of plan.unplaced) console.log(`  unplaced: ${reasonText(u.reason)}`);
const targetOk = plan.elapsed_ms < 2000 && plan.moved <= 2 * plan.cancelled_games;
line(
  `rain-out ${saturday}`,
  plan,
  ` violations=${bad} target(<2s, moved<=2x)=${targetOk ? 'met' : 'MISSED'}`,
);

// The naive way: every game re-solved from scratch over the same season with the cancelled slots reserved.
const started = Date.now();
const fresh = await placeGames(
  closed,
  games.map((g) => ({ ...g, timeslot_id: null }) as Game),
  { seed },
);
const before = new Map(games.map((g) => [g.id, g.timeslot_id]));
const changed = fresh.games.filter((g) => g.timeslot_id !== before.get(g.id)).length;
console.log(
  `naive re-solve: games_changed=${changed} of ${games.length} placed=${fresh.metrics.scheduled} ms=${Date.now() - started}`,
);

// A venue closed for a weekend: its busiest Saturday and the Sunday after, re-planned one day after the other.
const perVenueDay = new Map<string, number>();
for (const g of games) {
  const d = g.timeslot_id ? days.get(g.timeslot_id) : undefined;
  if (d && d.weekday === 6)
    perVenueDay.set(`${d.venue}|${d.date}`, (perVenueDay.get(`${d.venue}|${d.date}`) ?? 0) + 1);
}
const [key] = [...perVenueDay.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
const [venue, sat] = key.split('|') as [string, string];
const sunday = new Date(Date.parse(`${sat}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const first = await replan(
  instance,
  season,
  { date: sat, venue_id: venue, surface_id: null, from: null, to: null },
  { seed, not_before: morning(sat) },
);
const afterSat = applyMoves(season, first);
const reservedSat = reserve(instance, first.cancelled_timeslot_ids);
const second = await replan(
  reservedSat,
  afterSat,
  { date: sunday, venue_id: venue, surface_id: null, from: null, to: null },
  { seed, not_before: morning(sat) },
);
const ids = new Set(games.map((g) => g.id));
const weekendBad = violations(
  reserve(reservedSat, second.cancelled_timeslot_ids),
  applyMoves(afterSat, second).filter((g) => ids.has(g.id)),
);
line(`venue ${venue} closed ${sat}`, first);
line(`venue ${venue} closed ${sunday}`, second, ` violations_after_weekend=${weekendBad}`);
if (!targetOk || bad > 0 || weekendBad > 0) process.exitCode = 1;
