import { ROLES } from '@app/contracts';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client.ts';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { buildLeagueInfo, buildUser, SEASON_ID, sessionHandlers } from '../../../test/fixtures.ts';
import { renderInProviders } from '../../../test/render-in-providers.tsx';
import {
  APPLICATION_ID,
  buildApplication,
  buildDiagnosis,
  buildScheduleDetail,
  SCHEDULE_ID,
} from '../test/build-diagnosis.ts';
import { DiagnosisPanel } from './diagnosis-panel.tsx';
import { setLastFix } from './last-fix.ts';

const FIXES = `POST /api/schedules/${SCHEDULE_ID}/fixes`;
const UNDO = `POST /api/fix_applications/${APPLICATION_ID}/undo`;
const ADD_SLOTS =
  'Add 6 slots for U12 on Saturdays at 09:00 (90 min) at Park, Field 2: 2026-03-07, 2026-03-14';

afterEach(() => {
  cleanup();
  notifications.clean();
  resetCsrfToken();
  setLastFix(SCHEDULE_ID, null);
  vi.unstubAllGlobals();
});

describe('the diagnosis panel', () => {
  it('tells the funnel, the binding teams, the conflicting rules and the ranked fixes', async () => {
    mockFetch(sessionHandlers());
    renderInProviders(<DiagnosisPanel schedule={buildScheduleDetail()} />);
    const panel = screen.getByRole('region', { name: 'Why the schedule is not complete' });
    expect(within(panel).getByText('U12: 14 of 56 games unscheduled')).toBeTruthy();
    expect(panel.textContent).toContain(
      'U12 needs 56 games; 63 slots are open to it; home-venue rules leave 41; time constraints leave 38.',
    );
    expect(within(panel).getByText('home-venue rules leave 41').tagName).toBe('STRONG');
    const teams = within(panel).getByRole('button', { name: 'Show the team where it binds (1)' });
    expect(teams.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(teams);
    expect(teams.getAttribute('aria-expanded')).toBe('true');
    expect(panel.textContent).toContain(
      'Hawks needs 14 games; 20 slots are open to it; time constraints leave 10.',
    );
    expect(within(panel).getByText("Hawks's no-play rule (Saturdays)")).toBeTruthy();
    expect(within(panel).getByText('Home games only at home venues (enforce home)')).toBeTruthy();
    expect(within(panel).getByText('places 14 of 14 games')).toBeTruthy();
    expect(within(panel).getByText('places 12 of 14 games')).toBeTruthy();
    expect(within(panel).getAllByText('Complete')).toHaveLength(1);
    expect(await within(panel).findByRole('button', { name: `Apply: ${ADD_SLOTS}` })).toBeTruthy();
  });

  it('applies a fix after a confirmation naming what it creates, then undoes it from the page', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(),
      [FIXES]: json(201, buildApplication()),
      [UNDO]: json(200, buildApplication({ status: 'undone', undone_at: '2026-02-01T12:11:00.000Z' })),
    });
    renderInProviders(<DiagnosisPanel schedule={buildScheduleDetail()} />);
    fireEvent.click(await screen.findByRole('button', { name: `Apply: ${ADD_SLOTS}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply this fix?' });
    expect(within(dialog).getByText('This creates 6 timeslots open to U12.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST' && r.path.endsWith('/fixes'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply and place the games' }));

    expect(await screen.findByText('Fix applied')).toBeTruthy();
    expect(requests.find((r) => `${r.method} ${r.path}` === FIXES)?.body).toEqual({ fix_id: 'fix-1' });
    const line = await screen.findByText(`Last fix: ${ADD_SLOTS}`);
    const alert = line.closest('[role="alert"]') as HTMLElement;
    fireEvent.click(within(alert).getByRole('button', { name: 'Undo' }));

    expect(
      await screen.findByText('Fix undone: the slots, settings and games are back as they were'),
    ).toBeTruthy();
    expect(requests.filter((r) => `${r.method} ${r.path}` === UNDO)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(`Last fix: ${ADD_SLOTS}`)).toBeNull());
  });

  it("shows the server's message when the schedule changed since the fix, and stops offering its undo", async () => {
    mockFetch({
      ...sessionHandlers(),
      [UNDO]: json(409, {
        errors: { base: ['The schedule changed since this fix; it can no longer be undone'] },
      }),
    });
    setLastFix(SCHEDULE_ID, buildApplication());
    renderInProviders(
      <DiagnosisPanel schedule={buildScheduleDetail({ diagnosis: null, unscheduled_count: 0 })} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText('The schedule changed since this fix; it can no longer be undone'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/^Last fix:/)).toBeNull());
  });

  it('diagnoses again on demand', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(),
      [`POST /api/schedules/${SCHEDULE_ID}/diagnosis`]: json(200, buildDiagnosis()),
    });
    renderInProviders(<DiagnosisPanel schedule={buildScheduleDetail()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Diagnose again' }));
    expect(await screen.findByText('Diagnosis updated')).toBeTruthy();
    expect(requests.filter((r) => r.path === `/api/schedules/${SCHEDULE_ID}/diagnosis`)).toHaveLength(1);
  });

  it('offers no Apply nor Diagnose to a user who only reads', async () => {
    const info = buildLeagueInfo(buildUser(), { current_season_id: SEASON_ID });
    const reader = { ...info.current_organization, role: ROLES.user };
    const { requests } = mockFetch(
      sessionHandlers({ ...info, current_organization: reader, organizations: [reader] }),
    );
    renderInProviders(<DiagnosisPanel schedule={buildScheduleDetail()} />);
    await waitFor(() => expect(requests.some((r) => r.path === '/api/leagues')).toBe(true));
    expect(screen.getByText('places 14 of 14 games')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Apply/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Diagnose again' })).toBeNull();
  });

  it('shows nothing for a complete schedule', () => {
    mockFetch(sessionHandlers());
    renderInProviders(
      <DiagnosisPanel schedule={buildScheduleDetail({ diagnosis: null, unscheduled_count: 0 })} />,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/^Last fix:/)).toBeNull();
  });
});
