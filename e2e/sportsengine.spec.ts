import type { Activity, ScheduleDetail, Season } from '@app/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { getJson } from './support/api.ts';
import { launchBrowser, MOBILE, newPage, screenshot, screenshotOnFailure } from './support/browser.ts';

// The SportsEngine link against the local stand-in the server is configured with (e2e/global-setup.ts,
// docs/sportsengine.md#tests): its authorize page is a real page the browser goes to and comes back from.
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Picks `option` in the Mantine select labelled `label`. */
async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: option, exact: true }).click();
}

/** Waits on /activity/{id} until the activity ends, and answers it. */
async function activityOf(page: Page): Promise<Activity> {
  await page.waitForURL(/\/activity\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect
    .poll(async () => (await getJson<Activity>(page, `/api/activities/${id}`)).status, { timeout: 60_000 })
    .toMatch(/succeeded|failed|cancelled/);
  return getJson<Activity>(page, `/api/activities/${id}`);
}

describe('the SportsEngine link', () => {
  it('connects, imports a season with games and coaches, edits a game, exports the schedule and deletes its games there', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('sportsengine'));

    // Connect: the owner's trip to SportsEngine's authorize page and back.
    await page.goto('/sportsengine/connect');
    await page
      .getByText(/staff member/)
      .first()
      .waitFor();
    await screenshot(page, 'sportsengine-connect-en');
    await page.getByRole('button', { name: /^Connect/ }).click();
    await page.waitForURL(/\/auth\/oauth\/authorize/);
    await page.getByRole('link', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.pathname === '/sportsengine');
    await page.getByRole('link', { name: /Import from Sport Management/ }).waitFor();
    await screenshot(page, 'sportsengine-hub-en');

    // Import the soccer season (one subseason) with its games, practices and coaches.
    await page.getByRole('link', { name: /Import from Sport Management/ }).click();
    await pick(page, 'Site', 'Northside Sports Association');
    await pick(page, 'League', 'Metro Soccer Club');
    await pick(page, 'Season', 'Fall 2027');
    await expect.poll(() => page.getByRole('combobox', { name: 'Subseason' }).count()).toBe(0);
    await screenshot(page, 'sportsengine-import-en');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const imported = await activityOf(page);
    expect(imported.status, imported.message ?? '').toBe('succeeded');
    await screenshot(page, 'sportsengine-activity-done-en');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });

    const season = await getJson<Season>(page, `/api/seasons/${imported.season_id}`);
    expect(season.divisions.map((d) => d.name)).toEqual(['U9 Boys']);
    expect(season.divisions.flatMap((d) => d.teams.map((t) => t.name)).sort()).toEqual([
      'U9 Boys Rangers',
      'U9 Boys Rovers',
      'U9 Boys Strikers',
      'U9 Boys United',
    ]);
    expect(
      season.people
        .filter((p) => p.is_coach)
        .map((p) => p.name)
        .sort(),
    ).toEqual(['Aiko Tanaka', 'David Cohen', "Michael O'Brien", 'Priya Patel']);
    const schedules = await getJson<{ schedules: { id: string; name: string; is_practice: boolean }[] }>(
      page,
      `/api/seasons/${season.id}/schedules`,
    );
    const games = schedules.schedules.find((s) => !s.is_practice && s.name === 'U9 Boys Games');
    expect(games).toBeDefined();
    const detail = await getJson<ScheduleDetail>(page, `/api/schedules/${games?.id}`);
    expect(detail.games.length, 'games imported').toBeGreaterThan(40);

    // Edit a game here: enter a score in the game table.
    const game = detail.games.find((g) => g.timeslot_id && g.home_score === null);
    await page.goto(`/schedules/${games?.id}`);
    await page.locator(`tr[data-game-id="${game?.id}"]`).click();
    await page.getByRole('button', { name: 'Enter scores' }).click();
    const scores = page.getByRole('dialog');
    await scores.getByLabel(/score \(home\)$/).fill('5');
    await scores
      .getByLabel(/score$/)
      .first()
      .fill('2');
    await scores.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Scores saved').waitFor();

    // Export the schedule back: every placed game updates its event, none is duplicated.
    await page.goto('/sportsengine/export');
    const row = page.getByRole('row', { name: new RegExp(games?.name ?? 'none') });
    await row.getByRole('button', { name: 'EXPORT' }).click();
    const exported = await activityOf(page);
    expect(exported.status, exported.message ?? '').toBe('succeeded');
    expect(exported.result.created ?? 0).toBe(0);
    expect(exported.result.updated, 'events updated by the export').toBeGreaterThan(40);
    await page.goto('/sportsengine/export');
    await expect
      .poll(() => page.getByRole('row', { name: new RegExp(games?.name ?? 'none') }).textContent())
      .not.toMatch(/Never/);
    await screenshot(page, 'sportsengine-export-en');

    // Delete the synced games on SportsEngine; the schedule stays here.
    await page.goto('/sportsengine/delete');
    await page.getByText(/can take up to 15 minutes/).waitFor();
    await screenshot(page, 'sportsengine-delete-en');
    const placed = detail.games.filter((g) => g.timeslot_id).length;
    await page.getByRole('button', { name: `Delete ${placed} Games`, exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Delete/ })
      .click();
    const cleared = await activityOf(page);
    expect(cleared.status, cleared.message ?? '').toBe('succeeded');
    expect(cleared.result.deleted, 'events deleted').toBe(placed);
    expect((await getJson<ScheduleDetail>(page, `/api/schedules/${games?.id}`)).games.length).toBe(
      detail.games.length,
    );
    await context.close();
  });

  it('hides SportsEngine from a Japanese interface, and fits a phone', async () => {
    const { context, page } = await newPage(browser, baseUrl, { viewport: MOBILE });
    onTestFailed(() => screenshotOnFailure(page));
    await page.goto('/sign-up');
    await page.getByRole('link', { name: /SportsEngine/ }).waitFor();
    await screenshot(page, 'sportsengine-sign-up-375');
    await signUp(page, uniqueEmail('sportsengine-ja'));
    await page.goto('/sportsengine');
    await page.getByText('Not connected to SportsEngine').waitFor();
    await screenshot(page, 'sportsengine-hub-not-connected-375');
    expect((await page.request.get('/api/switch_locale/ja')).status()).toBeLessThan(400);
    await page.goto('/sign-up');
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('link', { name: /SportsEngine/ }).count()).toBe(0);
    await context.close();
  });
});
