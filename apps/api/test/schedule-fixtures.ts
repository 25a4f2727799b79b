import type { ScheduleConfigInput, ScheduleDetail, ScheduleStatus, Team, Timeslot } from '@app/contracts';
import { buildTeams } from './league-builders.ts';
import type { TestApp } from './test-app.ts';
import type { TestClient } from './test-client.ts';
import {
  buildTimeslotSeason,
  createSlots,
  nyTime,
  slotRow,
  type TimeslotSeason,
} from './timeslot-fixtures.ts';

/** A New York season with four teams in its first division and two slots on each of eight Saturdays. */
export interface ScheduleSeason extends TimeslotSeason {
  teams: Team[];
  slots: Timeslot[];
}

const SATURDAYS = ['04', '11', '18', '25']
  .map((d) => `2026-04-${d}`)
  .concat(['02', '09', '16', '23'].map((d) => `2026-05-${d}`));

export async function buildScheduleSeason(t: TestApp): Promise<ScheduleSeason> {
  const season = await buildTimeslotSeason(t);
  const teams = await buildTeams(season.client, season.divisions[0].id, ['Hawks', 'Owls', 'Bears', 'Foxes']);
  const slots = await createSlots(
    season,
    SATURDAYS.flatMap((date) => [
      slotRow(season, date),
      slotRow(season, date, { surface_id: season.surfaceIds[1] }),
    ]),
  );
  return { ...season, teams, slots };
}

/** A single round robin over the eight Saturdays: six games, one per team per day. */
export const roundRobinConfig = (overrides: Partial<ScheduleConfigInput> = {}): ScheduleConfigInput => ({
  count: 1,
  schedule_start: '2026-04-01',
  schedule_end: '2026-05-31',
  ...overrides,
});

/** Creates a schedule through POST /api/schedules and answers its id; throws unless 201. */
export async function createSchedule(
  season: ScheduleSeason,
  overrides: { name?: string; config?: Partial<ScheduleConfigInput> } = {},
): Promise<string> {
  const res = await season.client.post<{ id: string }>('/api/schedules', {
    season_id: season.seasonId,
    division_id: season.divisions[0].id,
    name: overrides.name ?? 'Spring games',
    config: roundRobinConfig(overrides.config),
  });
  if (res.status !== 201) throw new Error(`createSchedule: ${res.status} ${res.text}`);
  return res.body.id;
}

/** A schedule's detail (GET /api/schedules/{id}: games, slots, teams, log); throws unless 200. */
export async function scheduleDetail(client: TestClient, scheduleId: string): Promise<ScheduleDetail> {
  const res = await client.get<ScheduleDetail>(`/api/schedules/${scheduleId}`);
  if (res.status !== 200) throw new Error(`scheduleDetail: ${res.status} ${res.text}`);
  return res.body;
}

/** Polls the status call (as the progress screen does, but every 50 ms) until the schedule has finished. */
export async function waitForFinish(
  client: TestClient,
  scheduleId: string,
  timeoutMs = 25_000,
): Promise<ScheduleStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get<ScheduleStatus>(`/api/schedules/${scheduleId}/status`);
    if (res.status !== 200) throw new Error(`waitForFinish: ${res.status} ${res.text}`);
    if (res.body.finished) return res.body;
    if (Date.now() > deadline) throw new Error(`waitForFinish: still ${res.body.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** On the long-run season: a run of a couple of seconds that places every game. */
export const LONG_RUN_CONFIG: ScheduleConfigInput = {
  count: 1,
  schedule_start: '2026-04-01',
  schedule_end: '2026-08-31',
  max_games_day: 0,
};

/** On the long-run season: a longer run (its search cannot place every game), to cancel or stop mid-way. */
export const LONGER_RUN_CONFIG: ScheduleConfigInput = {
  count: 2,
  schedule_start: '2026-04-01',
  schedule_end: '2026-08-31',
  max_games_day: 0,
};

/**
 * The schedule season grown to sixteen teams and 136 slots (120 more, three times a day on both surfaces every
 * third day of June and July): a run of LONG_RUN_CONFIG lasts seconds, long enough to kill, cancel or stop a
 * worker while it is under way.
 */
export async function buildLongRunSeason(t: TestApp): Promise<ScheduleSeason> {
  const season = await buildScheduleSeason(t);
  const more = [
    'Ibis',
    'Jays',
    'Kites',
    'Lynx',
    'Moles',
    'Newts',
    'Otters',
    'Pumas',
    'Quails',
    'Rams',
    'Seals',
    'Toads',
  ];
  const teams = [...season.teams, ...(await buildTeams(season.client, season.divisions[0].id, more))];
  const days = Array.from({ length: 20 }, (_, i) =>
    new Date(Date.UTC(2026, 5, 1 + i * 3)).toISOString().slice(0, 10),
  );
  const rows = days.flatMap((date) =>
    ['12:00', '14:00', '16:00'].flatMap((clock) =>
      season.surfaceIds.map((surfaceId) =>
        slotRow(season, date, {
          surface_id: surfaceId,
          start: nyTime(date, clock),
          finish: nyTime(date, clock.replace(':00', ':30')),
        }),
      ),
    ),
  );
  const slots = [...season.slots, ...(await createSlots(season, rows))];
  return { ...season, teams, slots };
}
