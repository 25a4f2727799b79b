import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderPublicSite } from '../../../test/render-public-site.tsx';
import { SITE_LOCALE_KEY } from '../components/use-site-locale.ts';
import { buildSite, buildTeamPage, HAWKS } from '../test/public-site-fixtures.ts';

const SITE = 'GET /api/public_league_pages/riverside/spring';

describe('the public league website', () => {
  it('links only the sections switched on, and renders the sanitised home text', async () => {
    mockFetch({
      [SITE]: json(
        200,
        buildSite({
          sections: { standings: false, schedules: true, scores: false, teams: true, rosters: false },
        }),
      ),
    });
    renderPublicSite('/leagues/riverside/spring');
    const nav = await screen.findByRole('navigation', { name: 'League pages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Schedules', 'Teams']);
    const footer = screen.getByRole('navigation', { name: 'League pages (footer)' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Schedules', 'Teams']);
    expect(screen.getByText('families').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { level: 1, name: 'Spring Soccer' })).toBeTruthy();
  });

  it('sends a switched-off section’s address to the league’s home page', async () => {
    const { requests } = mockFetch({
      [SITE]: json(
        200,
        buildSite({
          sections: { standings: true, schedules: true, scores: false, teams: true, rosters: false },
        }),
      ),
    });
    const { router } = renderPublicSite('/leagues/riverside/spring/scores');
    await waitFor(() => expect(router.state.location.pathname).toBe('/leagues/riverside/spring'));
    expect(requests.some((r) => r.path.startsWith('/api/public_scores'))).toBe(false);
  });

  it('revalidates the site answer past the browser cache, so an unpublish shows at once', async () => {
    const { fetchMock } = mockFetch({ [SITE]: json(200, buildSite()) });
    renderPublicSite('/leagues/riverside/spring');
    await screen.findByRole('navigation', { name: 'League pages' });
    expect(fetchMock.mock.calls[0]?.[1]?.cache).toBe('no-cache');
  });

  it('shows a team’s games newest first with PRACTICE as a practice’s visitor, and no roster tab when rosters are off', async () => {
    mockFetch({
      [SITE]: json(200, buildSite()),
      [`GET /api/public_teams/${HAWKS}`]: json(200, buildTeamPage()),
    });
    renderPublicSite(`/leagues/riverside/spring/teams/${HAWKS}`);
    await screen.findByRole('heading', { level: 1, name: 'Hawks' });
    const days = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(days).toEqual(['Saturday, 13 March 2027', 'Saturday, 6 March 2027']);
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .filter((row) => row.querySelector('td'));
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['Hawks', 'PRACTICE', '10:00 AM', 'North Park', 'Field 1'],
      ['Owls', 'Hawks', '10:00 AM', 'North Park', 'Field 1'],
    ]);
    expect(screen.queryByRole('tab', { name: 'Roster' })).toBeNull();
    expect(screen.getByTestId('calendar-download').getAttribute('href')).toBe(
      `${window.location.origin}/api/public_calendars/${buildSite().season.id}?team_id=${HAWKS}`,
    );
  });

  it('says so when a team has no games, and when its roster is empty', async () => {
    mockFetch({
      [SITE]: json(200, buildSite({ sections: { ...buildSite().sections, rosters: true } })),
      [`GET /api/public_teams/${HAWKS}`]: json(200, buildTeamPage({ games: [], roster: [] })),
    });
    renderPublicSite(`/leagues/riverside/spring/teams/${HAWKS}`);
    expect(await screen.findByText('No games scheduled.')).toBeTruthy();
    screen.getByRole('tab', { name: 'Roster' }).click();
    expect(await screen.findByText('There is no team data yet.')).toBeTruthy();
  });

  it('opens in the league’s language until the visitor chooses one with the switch', async () => {
    const site = buildSite();
    mockFetch({ [SITE]: json(200, { ...site, league: { ...site.league, language: 'ja' } }) });
    renderPublicSite('/leagues/riverside/spring');
    const nav = await screen.findByRole('navigation', { name: 'リーグのページ' });
    expect(within(nav).getAllByRole('link')[0]?.textContent).toBe('ホーム');
    cleanup();

    window.localStorage.setItem(SITE_LOCALE_KEY, 'en');
    try {
      renderPublicSite('/leagues/riverside/spring');
      await screen.findByRole('navigation', { name: 'League pages' });
      // Still English after the answer's language had its chance.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(screen.queryByRole('navigation', { name: 'リーグのページ' })).toBeNull();
    } finally {
      window.localStorage.removeItem(SITE_LOCALE_KEY);
    }
  });

  it('goes from /public/{domain} to the league page, keeping the rest of the path', async () => {
    mockFetch({
      'GET /api/webpage_by_domain': json(200, {
        id: '00000000-0000-4000-8000-00000000e001',
        slug: 'riverside',
        redirectUrl: { slug: 'spring' },
      }),
      [SITE]: json(200, buildSite()),
      [`GET /api/public_teams/${HAWKS}`]: json(200, buildTeamPage()),
    });
    const { router } = renderPublicSite(`/public/riverside.example.org/teams/${HAWKS}`);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/leagues/riverside/spring/teams/${HAWKS}`),
    );
  });
});
