import { ROLES } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import {
  buildDashboard,
  buildLeagueInfo,
  buildUser,
  LEAGUE_ID,
  PAID_PLAN,
  SEASON_ID,
  sessionHandlers,
} from '../../../test/fixtures.ts';
import { pagedList } from '../../../test/paged-list.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildInfo, buildScheduleSummary } from '../test/dashboard-fixtures.ts';

const TEAM_ID = '00000000-0000-4000-8000-00000000e001';
const DIVISION_ID = '00000000-0000-4000-8000-00000000d001';
const SPRING_ID = '00000000-0000-4000-8000-00000000c001';
const PRACTICE_ID = '00000000-0000-4000-8000-00000000c002';
const CUP_ID = '00000000-0000-4000-8000-00000000c003';

const searchPath = (q: string) => `/api/seasons/${SEASON_ID}/search?q=${q}`;

describe('dashboard', () => {
  it('offers the wizard first, then a league by hand, a league file and the sample, when there is no league', async () => {
    mockFetch(sessionHandlers(buildInfo({ hasLeague: false })));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Casey Coach' })).toBeTruthy();
    const wizard = screen.getByRole('link', { name: /^Set up with the wizard/ });
    const byHand = screen.getByRole('link', { name: /^Create a league by hand/ });
    const file = screen.getByRole('link', { name: /^Import a league file \(JSON\)/ });
    const demo = screen.getByRole('button', { name: /^Try it with a sample league/ });
    expect(wizard.getAttribute('href')).toBe('/wizard');
    expect(byHand.getAttribute('href')).toBe('/leagues/new');
    expect(file.getAttribute('href')).toBe('/import');
    // Page order is Tab order: the wizard comes first, and every choice is a link or an enabled button.
    const order = [wizard, byHand, file, demo];
    for (const [i, choice] of order.slice(1).entries()) {
      const before = order[i] as HTMLElement;
      expect(before.compareDocumentPosition(choice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect((demo as HTMLButtonElement).disabled).toBe(false);
    for (const choice of order) {
      choice.focus();
      expect(document.activeElement).toBe(choice);
    }
    expect(screen.getByText(/get a first schedule in minutes/)).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('offers the SportsEngine import to the owner when the server has SportsEngine: connect first, then import', async () => {
    const status = (connected: boolean) =>
      json(200, {
        configured: true,
        connected,
        connected_at: null,
        connected_by: null,
        se_organization_id: null,
      });
    mockFetch({
      ...sessionHandlers(buildInfo({ hasLeague: false })),
      'GET /api/sportsengine': status(false),
    });
    const first = renderApp('/');
    const connect = await screen.findByRole('link', { name: /^Import from SportsEngine/ });
    expect(connect.getAttribute('href')).toBe('/sportsengine/connect');
    first.unmount();
    mockFetch({ ...sessionHandlers(buildInfo({ hasLeague: false })), 'GET /api/sportsengine': status(true) });
    renderApp('/');
    const importLink = await screen.findByRole('link', { name: /^Import from SportsEngine/ });
    expect(importLink.getAttribute('href')).toBe('/sportsengine/import-beta');
  });

  it('leaves the SportsEngine choice out when the server has no SportsEngine', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(buildInfo({ hasLeague: false })),
      'GET /api/sportsengine': json(200, {
        configured: false,
        connected: false,
        connected_at: null,
        connected_by: null,
        se_organization_id: null,
      }),
    });
    renderApp('/');
    await screen.findByRole('link', { name: /^Set up with the wizard/ });
    await waitFor(() => expect(requests.some((r) => r.path === '/api/sportsengine')).toBe(true));
    expect(screen.queryByRole('link', { name: /^Import from SportsEngine/ })).toBeNull();
  });

  it('offers the same choices in Japanese', async () => {
    const info = buildInfo({ hasLeague: false });
    mockFetch(sessionHandlers({ ...info, user: { ...info.user, locale: 'ja' } }));
    renderApp('/');
    const wizard = await screen.findByRole('link', { name: /^ウィザードで設定する/ });
    expect(wizard.getAttribute('href')).toBe('/wizard');
    expect(screen.getByRole('link', { name: /^手動でリーグを作成/ }).getAttribute('href')).toBe(
      '/leagues/new',
    );
    expect(
      screen.getByRole('link', { name: /^リーグファイル（JSON）をインポート/ }).getAttribute('href'),
    ).toBe('/import');
    expect(screen.getByRole('button', { name: /^サンプルリーグで試す/ })).toBeTruthy();
  });

  it('builds the sample league on request and then shows its season', async () => {
    let info = buildInfo({ hasLeague: false });
    const { requests } = mockFetch({
      ...sessionHandlers(info),
      'GET /api/leagues': () => ({ status: 200, body: info }),
      'POST /api/demo': () => {
        info = buildInfo({ hasLeague: true });
        return { status: 201, body: { league: { id: LEAGUE_ID }, season: { id: SEASON_ID } } };
      },
      [`GET /api/seasons/${SEASON_ID}/dashboard`]: json(200, buildDashboard({ divisions: 3, teams: 12 })),
    });
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: /Try it with a sample league/ }));
    expect(await screen.findByText('Riverside · Spring 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Divisions\s*3/ })).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/demo']);
  });

  it('tells a read-only user that an owner or admin creates leagues', async () => {
    const user = buildUser();
    const organization = {
      id: user.current_organization_id,
      name: 'Riverside Youth League',
      role: ROLES.user,
      ...PAID_PLAN,
    };
    mockFetch(
      sessionHandlers(
        buildLeagueInfo(user, { organizations: [organization], current_organization: organization }),
      ),
    );
    renderApp('/');
    expect(await screen.findByText(/An owner or admin can create one/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /sample league/ })).toBeNull();
  });

  it('shows a free organisation the upgrade banner with its link to /billing, and a paid one none', async () => {
    const user = buildUser();
    const free = {
      id: user.current_organization_id,
      name: 'Riverside Youth League',
      role: ROLES.owner,
      plan: 'free',
      upgraded: false,
    };
    mockFetch(sessionHandlers(buildLeagueInfo(user, { organizations: [free], current_organization: free })));
    const { unmount } = renderApp('/');
    const banner = await screen.findByTestId('upgrade-banner');
    expect(banner.textContent).toContain('every third game is hidden');
    expect(within(banner).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/billing');
    unmount();

    mockFetch(sessionHandlers(buildLeagueInfo(user)));
    renderApp('/');
    expect(await screen.findByText(/Welcome/)).toBeTruthy();
    expect(screen.queryByTestId('upgrade-banner')).toBeNull();
  });

  it('searches once typing pauses, not on every keystroke, and links the results', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(buildInfo({ hasLeague: true })),
      [`GET /api/seasons/${SEASON_ID}/dashboard`]: json(200, buildDashboard()),
      [`GET ${searchPath('haw')}`]: json(200, {
        divisions: [],
        teams: [{ id: TEAM_ID, name: 'Hawks', division_name: 'U10' }],
        schedules: [],
        people: [],
        venues: [],
      }),
    });
    renderApp('/');
    const box = await screen.findByRole('searchbox', { name: 'Search this season' });
    for (const value of ['h', 'ha', 'haw']) fireEvent.change(box, { target: { value } });
    expect(requests.some((r) => r.path.includes('/search'))).toBe(false);
    const hawks = await screen.findByRole('link', { name: 'Hawks' }, { timeout: 3000 });
    expect(hawks.getAttribute('href')).toBe(`/teams/${TEAM_ID}`);
    expect(screen.getByText('· U10')).toBeTruthy();
    expect(requests.filter((r) => r.path.includes('/search')).map((r) => r.path)).toEqual([
      searchPath('haw'),
    ]);
  });

  it('says when nothing matches', async () => {
    mockFetch({
      ...sessionHandlers(buildInfo({ hasLeague: true })),
      [`GET /api/seasons/${SEASON_ID}/dashboard`]: json(200, buildDashboard()),
      [`GET ${searchPath('zz')}`]: json(200, {
        divisions: [],
        teams: [],
        schedules: [],
        people: [],
        venues: [],
      }),
    });
    renderApp('/');
    fireEvent.change(await screen.findByRole('searchbox'), { target: { value: 'zz' } });
    expect(await screen.findByText('Nothing found', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('shows counts with create buttons, lists records when a panel opens, and empty schedules', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(buildInfo({ hasLeague: true })),
      [`GET /api/seasons/${SEASON_ID}/dashboard`]: json(200, buildDashboard({ divisions: 1, teams: 1 })),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, {
        id: SEASON_ID,
        name: 'Spring 2026',
        league_id: LEAGUE_ID,
        se_id: null,
        se_imported: false,
        language: 'en',
        divisions: [
          {
            id: DIVISION_ID,
            name: 'U10',
            color: '#1E88E5',
            shortcode: null,
            is_across: false,
            teams: [{ id: TEAM_ID, name: 'Hawks' }],
          },
        ],
        people: [],
        venues: [],
        counts: buildDashboard({ divisions: 1, teams: 1 }).counts,
      }),
      [`GET /api/seasons/${SEASON_ID}/divisions`]: pagedList('divisions', [
        { id: DIVISION_ID, name: 'U10', color: '#1E88E5', is_across: false, team_count: 1 },
      ]),
      [`GET /api/seasons/${SEASON_ID}/teams`]: pagedList('teams', [
        { id: TEAM_ID, name: 'Hawks', division: { id: DIVISION_ID, name: 'U10', color: '#1E88E5' } },
      ]),
    });
    renderApp('/');
    await screen.findByRole('button', { name: /Divisions\s*1/ });
    expect(screen.getByRole('link', { name: 'Create division' }).getAttribute('href')).toBe('/divisions/new');
    expect(screen.getByRole('link', { name: 'Create teams' }).getAttribute('href')).toBe('/teams/new');
    expect(screen.getByRole('link', { name: 'Create venues' }).getAttribute('href')).toBe('/venues/new');
    expect(screen.getByRole('link', { name: 'Create person' }).getAttribute('href')).toBe('/people/new');
    // Lists load only when a panel opens; teams a page at a time, never the whole season answer.
    expect(requests.some((r) => r.path.startsWith(`/api/seasons/${SEASON_ID}/teams`))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /Teams\s*1/ }));
    const hawks = await screen.findByRole('link', { name: 'Hawks' });
    expect(hawks.getAttribute('href')).toBe(`/teams/${TEAM_ID}`);
    expect(screen.getByText('· U10')).toBeTruthy();
    expect(requests.some((r) => r.path === `/api/seasons/${SEASON_ID}/teams?limit=50`)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Schedules\s*0/ }));
    expect(await screen.findByText('No schedules yet.')).toBeTruthy();
    expect(requests.some((r) => r.path === `/api/seasons/${SEASON_ID}`)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /Divisions\s*1/ }));
    expect((await screen.findByRole('link', { name: 'U10' })).getAttribute('href')).toBe(
      `/divisions/${DIVISION_ID}`,
    );
    // No panel needs the whole season answer.
    expect(requests.some((r) => r.path === `/api/seasons/${SEASON_ID}`)).toBe(false);
  });

  it('lists schedules and tournaments in their panels, linked, with create buttons', async () => {
    const spring = buildScheduleSummary({ id: SPRING_ID, name: 'Spring games' });
    const practice = buildScheduleSummary({
      id: PRACTICE_ID,
      name: 'Practices',
      is_practice: true,
      finished: false,
      status: 'running',
    });
    const cup = buildScheduleSummary({ id: CUP_ID, name: 'Spring cup', kind: 'single', success_rate: 86 });
    const { requests } = mockFetch({
      ...sessionHandlers(buildInfo({ hasLeague: true })),
      [`GET /api/seasons/${SEASON_ID}/dashboard`]: json(
        200,
        buildDashboard({ schedules: 2, tournaments: 1 }),
      ),
      [`GET /api/seasons/${SEASON_ID}/schedules`]: json(200, { schedules: [spring, practice, cup] }),
    });
    renderApp('/');
    await screen.findByRole('button', { name: /Schedules\s*2/ });
    // Beside the accordions' titles, and as the how-to's last step.
    const hrefs = (name: string) => screen.getAllByRole('link', { name }).map((a) => a.getAttribute('href'));
    expect(hrefs('Create schedule')).toEqual(['/schedules/new', '/schedules/new']);
    expect(hrefs('Create tournament')).toEqual(['/tournaments/new', '/tournaments/new']);
    // The list loads only when a panel opens.
    expect(requests.some((r) => r.path.endsWith('/schedules'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /Schedules\s*2/ }));
    expect((await screen.findByRole('link', { name: 'Spring games' })).getAttribute('href')).toBe(
      `/schedules/${SPRING_ID}`,
    );
    expect(screen.getByText('· 100% scheduled')).toBeTruthy();
    expect(screen.getByText('· practice · being built')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Spring cup' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Tournaments\s*1/ }));
    expect((await screen.findByRole('link', { name: 'Spring cup' })).getAttribute('href')).toBe(
      `/schedules/${CUP_ID}`,
    );
    expect(screen.getByText('· 86% scheduled')).toBeTruthy();
    expect(requests.filter((r) => r.path === `/api/seasons/${SEASON_ID}/schedules`)).toHaveLength(1);
  });

  it('says so when an open schedules panel has none, and hides create buttons from users', async () => {
    const user = buildUser();
    const organization = {
      id: user.current_organization_id,
      name: 'Riverside Youth League',
      role: ROLES.user,
      ...PAID_PLAN,
    };
    mockFetch({
      ...sessionHandlers({
        ...buildInfo({ hasLeague: true }),
        organizations: [organization],
        current_organization: organization,
      }),
      [`GET /api/seasons/${SEASON_ID}/dashboard`]: json(200, buildDashboard()),
    });
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: /Tournaments\s*0/ }));
    expect(await screen.findByText('No tournaments yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create tournament' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the calendar' })).toBeTruthy();
  });

  it('links schedule search hits and leads the how-to on to the calendar and the wizards', async () => {
    mockFetch({
      ...sessionHandlers(buildInfo({ hasLeague: true })),
      [`GET /api/seasons/${SEASON_ID}/dashboard`]: json(200, buildDashboard()),
      [`GET ${searchPath('spr')}`]: json(200, {
        divisions: [],
        teams: [],
        schedules: [
          { id: SPRING_ID, name: 'Spring games', is_tournament: false },
          { id: CUP_ID, name: 'Spring cup', is_tournament: true },
        ],
        people: [],
        venues: [],
      }),
    });
    renderApp('/');
    const howTo = await screen.findByRole('region', { name: 'How to set up a season' });
    expect(within(howTo).getByRole('link', { name: 'Open the calendar' }).getAttribute('href')).toBe(
      '/calendar',
    );
    expect(within(howTo).getByRole('link', { name: 'Create schedule' }).getAttribute('href')).toBe(
      '/schedules/new',
    );
    expect(within(howTo).getByRole('link', { name: 'Create tournament' }).getAttribute('href')).toBe(
      '/tournaments/new',
    );
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'spr' } });
    const hit = await screen.findByRole('link', { name: 'Spring games' }, { timeout: 3000 });
    expect(hit.getAttribute('href')).toBe(`/schedules/${SPRING_ID}`);
    // A tournament opens on the same page, and says what it is.
    expect(screen.getByRole('link', { name: 'Spring cup' }).getAttribute('href')).toBe(
      `/schedules/${CUP_ID}`,
    );
    expect(screen.getByText('· tournament')).toBeTruthy();
  });
});
