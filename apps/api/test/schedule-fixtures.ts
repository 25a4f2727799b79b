import type { ScheduleConfigInput, ScheduleDetail, ScheduleStatus, Team, Timeslot } from '@app/contracts';
import { buildTeams } from './league-builders.ts';
import type { TestApp } from './test-app.ts';
import type { TestClient } from './test-client.ts';
import { buildTimeslotSeason, createSlots, slotRow, type TimeslotSeason } from './timeslot-fixtures.ts';

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
