import type { Activity } from '@app/contracts';

export const ACTIVITY_ID = '00000000-0000-4000-8000-0000000ac001';

/** An import activity as GET /api/activities/{id} answers it: running, step 1 of 3, unless overridden. */
export function buildActivity(overrides: Partial<Activity> = {}): Activity {
  return {
    id: ACTIVITY_ID,
    kind: 'import_beta',
    status: 'running',
    finished: false,
    error: false,
    progress: 1,
    total: 3,
    message: null,
    league_id: null,
    season_id: null,
    schedule_id: null,
    result: {},
    created_at: '2027-01-01T00:00:00.000Z',
    finished_at: null,
    ...overrides,
  };
}
