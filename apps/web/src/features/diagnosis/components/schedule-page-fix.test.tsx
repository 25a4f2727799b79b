import type { ScheduleStatus } from '@app/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { buildSeason, SEASON_ID, sessionHandlers } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildApplication, buildScheduleDetail, SCHEDULE_ID } from '../test/build-diagnosis.ts';
import { setLastFix } from './last-fix.ts';

const status = (running: boolean): ScheduleStatus => ({
  id: SCHEDULE_ID,
  status: running ? 'running' : 'done',
  finished: !running,
  attempt: 1,
  best_scheduled: 42,
  scheduled: 42,
  remaining: running ? 14 : 0,
  total: 56,
  progress: 75,
  success_rate: 75,
  retry_mode: running ? 'unscheduled_only' : null,
  error: null,
});

afterEach(() => setLastFix(SCHEDULE_ID, null));

describe('a fix applied from the schedule page', () => {
  it('restarts the run: the page shows the progress screen, with the Undo toast', async () => {
    let running = false;
    mockFetch({
      ...sessionHandlers(),
      [`GET /api/schedules/${SCHEDULE_ID}/status`]: () => ({ status: 200, body: status(running) }),
      [`GET /api/schedules/${SCHEDULE_ID}`]: () => ({
        status: 200,
        body: buildScheduleDetail(running ? { status: 'running', finished: false } : {}),
      }),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, buildSeason()),
      [`GET /api/seasons/${SEASON_ID}/timeslots`]: json(200, { timezone: 'America/Chicago', timeslots: [] }),
      [`POST /api/schedules/${SCHEDULE_ID}/fixes`]: () => {
        running = true;
        return { status: 201, body: buildApplication() };
      },
    });
    renderApp(`/schedules/${SCHEDULE_ID}`);
    const panel = await screen.findByRole(
      'region',
      { name: 'Why the schedule is not complete' },
      { timeout: 15_000 },
    );
    fireEvent.click(await within(panel).findByRole('button', { name: /^Apply: Add 6 slots/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Apply and place the games' }));
    expect(await screen.findByText('Scheduling U12 spring')).toBeTruthy();
    expect(screen.getByText('Fix applied')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Why the schedule is not complete' })).toBeNull();
  });
});
