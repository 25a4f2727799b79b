import type { MasterList } from '@app/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { getJson } from './support/api.ts';
import { launchBrowser, MOBILE, newPage, screenshot, screenshotOnFailure } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A game on the calendar: its title is "Visitor @ Home" (slot-games.ts), a free slot's is its venue. */
const calendarGames = (page: Page) => page.locator('.slot-event:visible', { hasText: ' @ ' });
const tableRows = (page: Page) => page.locator('tr[data-game-id]');

/**
 * The calendar as the nav opens it (its month holds the season's first weekend, at most a week away), then
 * its first Saturday, where each game shows its teams (a month cell lists only its first items, and a week's
 * column is too narrow for eight fields at once).
 */
async function openCalendar(page: Page, navLabel: string, dayLabel: string, firstSaturday: string) {
  await page.getByRole('link', { name: navLabel, exact: true }).first().click();
  await page.waitForURL(/\/calendar/);
  await page.locator('.slot-event:visible').first().waitFor({ timeout: 30_000 });
  await page.goto(`/calendar?date=${firstSaturday}`);
  // The toolbar comes before the grid, whose Japanese header also says 日 (Sunday).
  await page.getByText(dayLabel, { exact: true }).first().click();
  await calendarGames(page).first().waitFor({ timeout: 30_000 });
}

/** The local date (the browser's zone, the season's too) of the earliest slot holding a game. */
function firstGameDay(list: MasterList): string {
  const slots = new Set(list.games.map((g) => g.timeslot_id));
  const first = list.timeslots
    .filter((s) => slots.has(s.id))
    .map((s) => s.start)
    .sort()[0];
  if (!first) throw new Error('the sample league has placed games');
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date(first));
}

async function openGameTable(page: Page): Promise<void> {
  await page.goto('/list');
  await tableRows(page).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

describe('the sample league', () => {
  it('opens on a scheduled season: games on the calendar and in the game table, in English, Japanese and at 375 px', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('demo'));

    // A new organiser's empty dashboard: one click builds the league, its timeslots and schedules.
    const started = Date.now();
    await page.getByRole('button', { name: /Try it with a sample league/ }).click();
    await page.getByText('Sample league created').waitFor({ timeout: 30_000 });
    console.log(`sample league: ${Date.now() - started} ms from the click to its notice`);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'demo-dashboard-en');

    const list = await getJson<MasterList>(page, `/api/seasons/${await currentSeason(page)}/games`);
    expect(list.schedules.map((s) => s.name)).toEqual([
      'U10 Boys league',
      'U12 Girls league',
      'U14 Coed league',
      'U14 Cup',
    ]);
    expect(list.games).toHaveLength(3 * 28 + 7);
    expect(list.games.every((g) => g.timeslot_id !== null)).toBe(true);

    const firstSaturday = firstGameDay(list);
    expect(new Date(`${firstSaturday}T12:00:00Z`).getUTCDay()).toBe(6);
    await openCalendar(page, 'Calendar', 'Day', firstSaturday);
    expect(await calendarGames(page).count()).toBeGreaterThan(0);
    await screenshot(page, 'demo-calendar-en');

    await openGameTable(page);
    expect(await tableRows(page).count()).toBeGreaterThan(0);
    await page.getByText('U10B Comets').first().waitFor();
    await screenshot(page, 'demo-list-en');

    expect((await page.request.get('/api/switch_locale/ja')).status()).toBeLessThan(400);
    await page.goto('/');
    await page.getByRole('link', { name: 'カレンダー', exact: true }).first().waitFor();
    await openCalendar(page, 'カレンダー', '日', firstSaturday);
    await screenshot(page, 'demo-calendar-ja');
    await openGameTable(page);
    await screenshot(page, 'demo-list-ja');

    await page.setViewportSize(MOBILE);
    await page.goto(`/calendar?date=${firstSaturday}`);
    await page.getByText('日', { exact: true }).first().click();
    await calendarGames(page).first().waitFor({ timeout: 30_000 });
    await screenshot(page, 'demo-calendar-ja-375');
    await openGameTable(page);
    await screenshot(page, 'demo-list-ja-375');
    await context.close();
  });
});

/** The season the sample league made current. */
async function currentSeason(page: Page): Promise<string> {
  const info = await getJson<{ current_season_id: string | null }>(page, '/api/leagues');
  if (!info.current_season_id) throw new Error('the sample league is current');
  return info.current_season_id;
}
