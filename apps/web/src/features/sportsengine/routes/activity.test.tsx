import type { Activity } from '@app/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { buildLeagueInfo, buildUser, sessionHandlers } from '../../../test/fixtures.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { ACTIVITY_ID, buildActivity } from '../test/activity-fixtures.ts';

const LEAGUE_ID = '00000000-0000-4000-8000-0000000ac0aa';
const SEASON_ID = '00000000-0000-4000-8000-0000000ac0bb';

/** Answers the given activities one poll after another, then the last again. */
function polls(...answers: Activity[]) {
  let i = 0;
  return () => ({ status: 200, body: answers[Math.min(i++, answers.length - 1)] });
}

describe('/activity/{id}', () => {
  it('polls every 2 s while running, then makes the imported season current and goes to the dashboard', async () => {
    const info = buildLeagueInfo(buildUser());
    const { requests } = mockFetch({
      ...sessionHandlers(info),
      [`GET /api/activities/${ACTIVITY_ID}`]: polls(
        buildActivity(),
        buildActivity({
          status: 'succeeded',
          finished: true,
          progress: 3,
          league_id: LEAGUE_ID,
          season_id: SEASON_ID,
          result: { teams: 12, games: 180, practices: 20 },
        }),
      ),
      'PUT /api/current_season': json(200, info),
    });
    const started = Date.now();
    const { router } = renderApp(`/activity/${ACTIVITY_ID}`);
    expect(await screen.findByText('Step 1 of 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Importing from SportsEngine…' })).toBeTruthy();
    expect(await screen.findByText('Import finished: teams 12, games 180, practices 20.')).toBeTruthy();
    // The second answer came from the next poll, two seconds after the first.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    const put = requests.find((r) => r.method === 'PUT' && r.path === '/api/current_season');
    expect(put?.body).toEqual({ league_id: LEAGUE_ID, season_id: SEASON_ID });
    // Two polls before the season was made current (everything reloads after it).
    const before = requests.slice(0, requests.indexOf(put as (typeof requests)[number]));
    expect(before.filter((r) => r.path === `/api/activities/${ACTIVITY_ID}`)).toHaveLength(2);
  });

  it("shows a failed activity's message as an error notice, refreshes league information and goes to /", async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(),
      [`GET /api/activities/${ACTIVITY_ID}`]: json(
        200,
        buildActivity({
          status: 'failed',
          error: true,
          message: 'Could not import season: SportsEngine could not be reached',
        }),
      ),
    });
    const leagueReads = () => requests.filter((r) => r.path === '/api/leagues').length;
    const { router } = renderApp(`/activity/${ACTIVITY_ID}`);
    expect(
      await screen.findByText('Could not import season: SportsEngine could not be reached'),
    ).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    await waitFor(() => expect(leagueReads()).toBeGreaterThanOrEqual(2));
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });
});
