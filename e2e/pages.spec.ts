import { join } from 'node:path';
import type {
  Division,
  LeagueSeasonIds,
  MasterList,
  ScheduleCreatedSchema,
  Team,
  TeamDependents,
  TimeslotBulkRowInput,
  Venue,
} from '@app/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import type { z } from 'zod';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { getJson, postJson } from './support/api.ts';
import {
  launchBrowser,
  MOBILE,
  newPage,
  SCREENSHOT_DIR,
  screenshot,
  screenshotOnFailure,
} from './support/browser.ts';
import { waitForSchedule } from './support/seasons.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type ScheduleCreated = z.infer<typeof ScheduleCreatedSchema>;

/**
 * What the window shows: a dialog over a long page reads better than the full page. Waits out the modal's
 * fade-in first, which a capture would otherwise catch at opacity 0.
 */
async function viewShot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}

/**
 * A league made through the API: U10 with four teams, Riverside Park (two fields, Saturday slots for eight
 * weeks from 2027-04-03), a finished round robin "Spring games" and a single elimination "Spring cup".
 */
async function buildLeague(page: Page) {
  const { season } = await postJson<LeagueSeasonIds>(page, '/api/leagues', {
    name: 'Riverside Youth Soccer',
    seasonName: 'Spring 2027',
  });
  const division = await postJson<Division>(page, '/api/divisions', { season_id: season.id, name: 'U10' });
  const { teams } = await postJson<{ teams: Team[] }>(page, '/api/teams', {
    teams: ['Hawks', 'Owls', 'Bears', 'Foxes'].map((name) => ({ name, division_id: division.id })),
  });
  const { venues } = await postJson<{ venues: Venue[] }>(page, '/api/venues', {
    season_id: season.id,
    venues: [{ name: 'Riverside Park', surfaces: [{ name: 'Field 1' }, { name: 'Field 2' }] }],
  });
  const park = venues[0];
  if (!park) throw new Error('venue not created');
  const rows: TimeslotBulkRowInput[] = [];
  for (let week = 0; week < 8; week += 1) {
    for (const surface of park.surfaces) {
      for (const hour of [15, 17]) {
        const start = Date.UTC(2027, 3, 3 + week * 7, hour);
        rows.push({
          venue_id: park.id,
          surface_id: surface.id,
          start: new Date(start).toISOString(),
          finish: new Date(start + 90 * 60_000).toISOString(),
        });
      }
    }
  }
  await postJson(page, '/api/timeslots/bulk', { season_id: season.id, rows });
  const roundRobin = await postJson<ScheduleCreated>(page, '/api/schedules', {
    season_id: season.id,
    division_id: division.id,
    name: 'Spring games',
    config: { count: 1, schedule_start: '2027-04-01', schedule_end: '2027-05-31' },
  });
  await waitForSchedule(page, roundRobin.id);
  const cup = await postJson<ScheduleCreated>(page, '/api/schedules', {
    season_id: season.id,
    division_id: division.id,
    name: 'Spring cup',
    config: { style: 'single', schedule_start: '2027-04-01', schedule_end: '2027-05-31' },
  });
  await waitForSchedule(page, cup.id);
  const hawks = teams.find((team) => team.name === 'Hawks');
  if (!hawks) throw new Error('team not created');
  return { seasonId: season.id, division, hawks, park, roundRobinId: roundRobin.id, cupId: cup.id };
}

describe('the pages an organiser expects', () => {
  it('lists schedules on the dashboard, opens the wizards from a division, shows a team’s games and deletes with a confirmation', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('pages'));

    // The empty state: a fresh league's schedule and tournament panels say so and offer to create.
    await postJson<LeagueSeasonIds>(page, '/api/leagues', { name: 'Empty League', seasonName: 'Fall 2027' });
    await page.goto('/');
    await page.getByRole('button', { name: /^Schedules\s*0/ }).click();
    await page.getByRole('button', { name: /^Tournaments\s*0/ }).click();
    await page.getByText('No schedules yet.').waitFor();
    await page.getByText('No tournaments yet.').waitFor();
    await screenshot(page, 'pages-dashboard-empty-en');

    const league = await buildLeague(page);
    await page.goto('/');
    await page.getByRole('button', { name: /^Schedules\s*1/ }).click();
    await page.getByRole('button', { name: /^Tournaments\s*1/ }).click();
    const spring = page.getByRole('link', { name: 'Spring games', exact: true });
    await spring.waitFor();
    expect(await spring.getAttribute('href')).toBe(`/schedules/${league.roundRobinId}`);
    const cup = page.getByRole('link', { name: 'Spring cup', exact: true });
    expect(await cup.getAttribute('href')).toBe(`/schedules/${league.cupId}`);
    await page.getByText('· 100% scheduled').first().waitFor();
    const creates = page.getByRole('link', { name: 'Create schedule' });
    expect(await creates.first().getAttribute('href')).toBe('/schedules/new');
    // The how-to leads on to the calendar.
    await page.getByRole('link', { name: 'Open the calendar' }).waitFor();
    await screenshot(page, 'pages-dashboard-en');
    // A schedule found by the search box is a link too.
    await page.getByRole('searchbox', { name: 'Search this season' }).fill('spring');
    const hit = page.getByRole('search').getByRole('link', { name: 'Spring cup' });
    await hit.waitFor();
    await hit.click();
    await page.waitForURL(`**/schedules/${league.cupId}`);

    // The division page opens the calendar's wizards for this division.
    await page.goto(`/divisions/${league.division.id}`);
    await page.getByRole('link', { name: 'Create schedule' }).click();
    await page.waitForURL(`**/calendar?sd=${league.division.id}`);
    await page.getByRole('dialog', { name: 'Schedule wizard' }).waitFor();
    await page.goto(`/divisions/${league.division.id}`);
    await page.getByRole('link', { name: 'Create tournament' }).click();
    await page.waitForURL(`**/calendar?td=${league.division.id}`);
    await page.getByRole('dialog', { name: 'Tournament wizard' }).waitFor();
    await page.goto(`/divisions/${league.division.id}`);
    await page.getByRole('link', { name: 'Spring cup' }).waitFor();
    await screenshot(page, 'pages-division-en');

    // The team page and View games, which lists only the Hawks' games. The SportsEngine id shows only once the
    // organisation is connected (docs/sportsengine.md#external-ids); this one is not.
    await page.goto(`/teams/${league.hawks.id}`);
    await page.getByRole('link', { name: 'View games' }).waitFor();
    expect(await page.getByText(/External ID/).count()).toBe(0);
    await screenshot(page, 'pages-team-en');
    await page.getByRole('link', { name: 'View games' }).click();
    await page.waitForURL(`**/list?team_id=${league.hawks.id}`);
    const list = await getJson<MasterList>(page, `/api/seasons/${league.seasonId}/games`);
    const hawksGames = list.games.filter(
      (g) => g.home_id === league.hawks.id || g.visitor_id === league.hawks.id,
    );
    expect(hawksGames.length).toBeGreaterThanOrEqual(3);
    const rows = page.locator('#game-table tbody tr[data-game-id]');
    await expect.poll(() => rows.count()).toBe(hawksGames.length);
    const shown = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-game-id')));
    expect(new Set(shown)).toEqual(new Set(hawksGames.map((g) => g.id)));
    await screenshot(page, 'pages-team-games-en');

    // Delete the Hawks: the confirmation names their games first, and Cancel deletes nothing.
    const counts = await getJson<TeamDependents>(page, `/api/teams/${league.hawks.id}/dependents`);
    expect(counts.games).toBe(hawksGames.length);
    await page.goto(`/teams/${league.hawks.id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    let dialog = page.getByRole('dialog', { name: 'Delete Hawks?' });
    await dialog.getByText(`${counts.games} games it plays in (their timeslots become free)`).waitFor();
    await viewShot(page, 'pages-delete-team-en');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await getJson<TeamDependents>(page, `/api/teams/${league.hawks.id}/dependents`)).games).toBe(
      counts.games,
    );
    await page.getByRole('button', { name: 'Delete' }).click();
    dialog = page.getByRole('dialog', { name: 'Delete Hawks?' });
    await dialog.getByRole('button', { name: 'Delete team' }).click();
    await page.waitForURL(`**/divisions/${league.division.id}`);
    await page.getByText('Deleted Hawks').waitFor();
    await page.getByRole('link', { name: 'Owls', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Hawks', exact: true }).count()).toBe(0);
    expect((await page.request.get(`/api/teams/${league.hawks.id}`)).status()).toBe(404);
    const after = await getJson<MasterList>(page, `/api/seasons/${league.seasonId}/games`);
    expect(after.games.length).toBe(list.games.length - counts.games);

    // Delete the venue: its slots go and the games placed there stay, unscheduled.
    await page.goto(`/venues/${league.park.id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    dialog = page.getByRole('dialog', { name: 'Delete Riverside Park?' });
    await dialog.getByText('2 surfaces').waitFor();
    await dialog.getByText('32 timeslots on its surfaces').waitFor();
    await viewShot(page, 'pages-delete-venue-en');
    await dialog.getByRole('button', { name: 'Delete venue' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('Deleted Riverside Park').waitFor();
    const unplaced = await getJson<MasterList>(page, `/api/seasons/${league.seasonId}/games`);
    expect(unplaced.games.length).toBe(after.games.length);
    expect(unplaced.games.every((g) => g.timeslot_id === null)).toBe(true);
    await context.close();
  });

  it('shows the same pages in Japanese and on a 375 px phone', async () => {
    const { context, page } = await newPage(browser, baseUrl, { viewport: MOBILE });
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('pages-ja'));
    const league = await buildLeague(page);

    // English at 375 px first: the accordion's create buttons shrink to their +.
    await page.goto('/');
    await page.getByRole('button', { name: /^Schedules\s*1/ }).click();
    await page.getByRole('link', { name: 'Spring games', exact: true }).waitFor();
    await screenshot(page, 'pages-dashboard-375-en');
    await page.goto(`/teams/${league.hawks.id}`);
    await page.getByRole('link', { name: 'View games' }).waitFor();
    await screenshot(page, 'pages-team-375-en');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Hawks?' })
      .getByText(/games it plays in/)
      .waitFor();
    await viewShot(page, 'pages-delete-team-375-en');
    await page.keyboard.press('Escape');

    expect((await page.request.get('/api/switch_locale/ja')).status()).toBeLessThan(400);
    await page.goto('/');
    await page.getByRole('button', { name: /^スケジュール\s*1/ }).click();
    await page.getByRole('button', { name: /^トーナメント\s*1/ }).click();
    await page.getByText('· 100% 割り当て済み').first().waitFor();
    await page.getByRole('link', { name: 'カレンダーを開く' }).waitFor();
    await screenshot(page, 'pages-dashboard-375-ja');
    await page.goto(`/divisions/${league.division.id}`);
    await page.getByRole('link', { name: 'スケジュールを作成' }).waitFor();
    await screenshot(page, 'pages-division-375-ja');
    await page.goto(`/teams/${league.hawks.id}`);
    await page.getByRole('link', { name: '試合を見る' }).waitFor();
    // The external league system's id is not shown in Japanese (docs/teams.md).
    expect(await page.getByText('外部ID').count()).toBe(0);
    await screenshot(page, 'pages-team-375-ja');
    await page.getByRole('button', { name: '削除' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hawks を削除しますか？' });
    await dialog.getByText(/出場する試合 \d+ 件/).waitFor();
    await viewShot(page, 'pages-delete-team-375-ja');
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: /^スケジュール\s*1/ }).click();
    await page.getByRole('link', { name: 'Spring games', exact: true }).waitFor();
    await screenshot(page, 'pages-dashboard-ja');
    await page.goto(`/venues/${league.park.id}`);
    await page.getByRole('button', { name: '削除' }).click();
    await page
      .getByRole('dialog', { name: 'Riverside Park を削除しますか？' })
      .getByText(/タイムスロット 32 件/)
      .waitFor();
    await viewShot(page, 'pages-delete-venue-ja');
    await context.close();
  });
});
