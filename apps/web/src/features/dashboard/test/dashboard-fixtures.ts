import type { LeagueInfo, ScheduleSummary } from '@app/contracts';
import { buildLeagueInfo, buildUser, LEAGUE_ID, SEASON_ID } from '../../../test/fixtures.ts';

/** League information of an owner: no leagues, or Riverside with Spring 2026 current. */
export function buildInfo({ hasLeague }: { hasLeague: boolean }): LeagueInfo {
  const user = buildUser();
  if (!hasLeague) return { ...buildLeagueInfo(user), current_league_id: null, current_season_id: null };
  return {
    ...buildLeagueInfo(user),
    leagues: [{ id: LEAGUE_ID, name: 'Riverside', seasons: [{ id: SEASON_ID, name: 'Spring 2026' }] }],
    current_league_id: LEAGUE_ID,
    current_season_id: SEASON_ID,
  };
}

/** A finished schedule of Spring 2026: a round robin unless `kind` says otherwise; override what matters. */
export function buildScheduleSummary(overrides: Partial<ScheduleSummary> = {}): ScheduleSummary {
  const kind = overrides.kind ?? 'round';
  return {
    id: '00000000-0000-4000-8000-00000000c001',
    season_id: SEASON_ID,
    division_id: null,
    name: 'Spring games',
    kind,
    is_tournament: kind !== 'round',
    is_practice: false,
    status: 'done',
    finished: true,
    scheduled_count: 12,
    unscheduled_count: 0,
    success_rate: 100,
    created_at: '2026-03-01T12:00:00.000Z',
    started_at: '2026-03-01T12:00:00.000Z',
    finished_at: '2026-03-01T12:00:05.000Z',
    ...overrides,
  };
}
