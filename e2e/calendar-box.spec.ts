import type { MasterList, ScheduleCreatedSchema, SeasonDivision } from '@app/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import type { z } from 'zod';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { getJson, postJson } from './support/api.ts';
import { launchBrowser, MOBILE, newPage, screenshot, screenshotOnFailure } from './support/browser.ts';
import { demoSeason, SATURDAY_STARTS, waitForSchedule, weekly } from './support/seasons.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type ScheduleCreated = z.infer<typeof ScheduleCreatedSchema>;

/** Saturdays of a spring season far from today's month, so opening on today would show an empty grid. */
const FIRST_SATURDAY = '2027-03-06';
const LAST_SATURDAY = '2027-05-08';

/**
 * The demo league with neutral Saturday slots at 13:00, 14:45, 16:30 and 18:15 UTC on every field for ten
 * weeks from 2027-03-06, and a round robin of its first division (U10 Boys, blue) placed in them.
 */
async function seasonWithSchedule(page: Page) {
  const details = await demoSeason(page, { days: weekly(FIRST_SATURDAY, 10), starts: SATURDAY_STARTS });
  const [u10, u12, u14] = details.divisions as [SeasonDivision, SeasonDivision, SeasonDivision];
  const created = await postJson<ScheduleCreated>(page, '/api/schedules', {
    season_id: details.id,
    division_id: u10.id,
    name: 'U10 league',
    config: { schedule_start: FIRST_SATURDAY, schedule_end: LAST_SATURDAY },
  });
  await waitForSchedule(page, created.id);
  return { seasonId: details.id, u10, u12, u14 };
}

async function chooseOption(page: Page, field: Locator, option: string | RegExp) {
  await field.click({ force: true });
  await page.getByRole('option', { name: option }).first().click();
}

/** Every background colour drawn inside an item, and the colours its text is written in. */
function itemColours(item: Locator): Promise<{ backgrounds: string[]; texts: string[] }> {
  return item.evaluate((root) => {
    const all = [root, ...root.querySelectorAll('*')];
    const backgrounds = all
      .map((el) => getComputedStyle(el).backgroundColor)
      .filter((c) => c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent');
    const written = all.filter((el) =>
      [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
    );
    return { backgrounds, texts: [...new Set(written.map((el) => getComputedStyle(el).color))] };
  });
}

const visibleItems = (page: Page) => page.locator('.slot-event:visible');
const visibleGames = (page: Page) => page.locator('.slot-event:visible', { hasText: ' @ ' });
const visibleOpen = (page: Page) => page.locator('.slot-event:visible', { hasNotText: ' @ ' });

async function placedGames(page: Page, seasonId: string): Promise<number> {
  const list = await getJson<MasterList>(page, `/api/seasons/${seasonId}/games`);
  return list.games.filter((game) => game.timeslot_id !== null).length;
}

describe('the calendar of a season with a schedule', () => {
  it('opens on the schedule, colours its games, filters by schedule, makes a game in a slot and schedules from the box', async () => {
    const { page, context } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('calendar-box'));
    const { seasonId, u10, u12 } = await seasonWithSchedule(page);

    // Today is not in spring 2027: the calendar opens on the schedule's first month all the same, and a
    // day's games come before its open slots, so the month shows them at once.
    await page.goto('/calendar');
    await page.getByText('March 2027').first().waitFor();
    await visibleGames(page).first().waitFor();
    // U10 Boys is blue (#1E88E5, brightness 115 < 128: white text).
    const game = await itemColours(visibleGames(page).first());
    expect(game.backgrounds).toContain('rgb(30, 136, 229)');
    expect(game.texts).toEqual(['rgb(255, 255, 255)']);
    await screenshot(page, 'calendar-box-month-en');

    // The schedule filter shows that schedule's games and nothing else.
    await page.getByRole('switch', { name: 'Games' }).click({ force: true });
    await expect.poll(() => visibleGames(page).count()).toBe(0);
    await chooseOption(page, page.getByRole('combobox', { name: 'Schedules' }), 'U10 league');
    await page.keyboard.press('Escape');
    await page.getByRole('switch', { name: 'Games' }).click({ force: true });
    await expect.poll(() => visibleGames(page).count()).toBeGreaterThan(0);
    expect(await visibleOpen(page).count()).toBe(0);
    await screenshot(page, 'calendar-box-filtered-en');

    // Without games the open slots show: neutral ones grey with black text (#868e96, brightness 141 ≥ 128).
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('switch', { name: 'Games' }).click({ force: true });
    await expect.poll(() => visibleGames(page).count()).toBe(0);
    const open = await itemColours(visibleOpen(page).first());
    expect(open.backgrounds).toContain('rgb(134, 142, 150)');
    expect(open.texts).toEqual(['rgb(0, 0, 0)']);

    // Create a game from one open slot: the one schedule the neutral slot may take is chosen at once.
    const before = await placedGames(page, seasonId);
    await visibleOpen(page).first().click();
    await page.getByText('Selected: 1').waitFor();
    await page.getByRole('button', { name: 'Create game', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: 'New game' });
    await dialog.waitFor();
    const [home, visitor] = u10.teams;
    if (!home || !visitor) throw new Error('U10 has eight teams');
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Home' }), home.name);
    await chooseOption(page, dialog.getByRole('combobox', { name: 'Visitor' }), visitor.name);
    await screenshot(page, 'calendar-box-new-game-en');
    await dialog.getByRole('button', { name: 'Create game' }).click();
    // The server checks the move like any other: a refusal (a team already plays that day) may be forced.
    const saved = page.getByText('Game created').first();
    const refused = page.getByRole('button', { name: 'Save anyway' });
    await saved.or(refused).first().waitFor();
    if (await refused.isVisible()) await refused.click();
    await saved.waitFor();
    await expect.poll(() => placedGames(page, seasonId)).toBe(before + 1);
    await page.getByRole('button', { name: 'Clear filters' }).click();

    // The scheduling box: a double round robin of U12 Girls (the default count, 56 games) over one week is
    // far short of slots (one game a team a day)…
    const box = page.getByRole('region', { name: 'Scheduling' });
    await chooseOption(page, box.getByRole('combobox', { name: 'Division' }), /^U12 Girls/);
    await box.getByLabel('Start date').fill(FIRST_SATURDAY);
    await box.getByLabel('End date').fill('2027-03-12');
    await box.getByText('Slots needed: 56').waitFor();
    await box.getByText(/Add about \d+ timeslots? per week/).waitFor();
    await screenshot(page, 'calendar-box-short-en');
    // …and over the ten weeks holds 40 of them.
    await box.getByLabel('End date').fill(LAST_SATURDAY);
    await box.getByText('Available: 40').waitFor();
    await box.getByText('At most 40 of its 56 games can be placed', { exact: false }).waitFor();
    await screenshot(page, 'calendar-box-ten-weeks-en');
    // A tournament of its eight teams needs 7; "Schedule now" starts the run and opens its progress.
    await chooseOption(page, box.getByRole('combobox', { name: 'What to schedule' }), 'Tournament');
    await box.getByText('Slots needed: 7').waitFor();
    await box.getByRole('button', { name: 'Schedule now' }).click();
    await page.waitForURL(/\/schedules\/[0-9a-f-]{36}$/);
    const scheduleId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await waitForSchedule(page, scheduleId);
    const list = await getJson<MasterList>(page, `/api/seasons/${seasonId}/games`);
    expect(list.schedules.find((s) => s.id === scheduleId)).toMatchObject({
      name: `U12 Girls tournament ${FIRST_SATURDAY} – ${LAST_SATURDAY}`,
      division_id: u12.id,
      schedule_start: FIRST_SATURDAY,
      schedule_end: LAST_SATURDAY,
      is_tournament: true,
    });
    const bracket = list.games.filter((g) => g.schedule_id === scheduleId);
    expect(bracket).toHaveLength(7);
    expect(bracket.some((g) => g.timeslot_id !== null)).toBe(true);

    // Back on the calendar, the second schedule's games are red (U12 Girls, #E53935).
    await page.goto(`/calendar/${scheduleId}`);
    await visibleGames(page).first().waitFor();
    expect((await itemColours(visibleGames(page).first())).backgrounds).toContain('rgb(229, 57, 53)');

    // A division page's links: ?sd= chooses the division and games, ?td= the division and a tournament.
    dialog = page.getByRole('dialog');
    await page.goto(`/calendar?td=${u12.id}`);
    await dialog.getByText('Tournament wizard').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await box.getByRole('combobox', { name: 'Division' }).inputValue()).toMatch(/^U12 Girls/);
    expect(await box.getByRole('combobox', { name: 'What to schedule' }).inputValue()).toBe('Tournament');
    await page.goto(`/calendar?sd=${u10.id}`);
    await dialog.getByText('Schedule wizard').waitFor();
    await page.keyboard.press('Escape');
    expect(await box.getByRole('combobox', { name: 'Division' }).inputValue()).toMatch(/^U10 Boys/);
    expect(await box.getByRole('combobox', { name: 'What to schedule' }).inputValue()).toBe('Games');
    await context.close();
  });

  it('reads in Japanese and fits a 375 px phone', async () => {
    const ja = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(ja.page));
    await signUp(ja.page, uniqueEmail('calendar-box-ja'));
    await seasonWithSchedule(ja.page);
    expect((await ja.page.request.get('/api/switch_locale/ja')).status()).toBeLessThan(400);
    await ja.page.goto('/calendar');
    await ja.page.getByText('2027年3月').first().waitFor();
    await visibleItems(ja.page).first().waitFor();
    const box = ja.page.getByRole('region', { name: 'スケジュール作成' });
    await chooseOption(ja.page, box.getByRole('combobox', { name: 'ディビジョン' }), /^U12 Girls/);
    await box.getByText('必要なタイムスロット: 56').waitFor();
    await screenshot(ja.page, 'calendar-box-ja');
    await ja.context.close();

    const phone = await newPage(browser, baseUrl, { viewport: MOBILE });
    onTestFailed(() => screenshotOnFailure(phone.page));
    await signUp(phone.page, uniqueEmail('calendar-box-375'));
    await seasonWithSchedule(phone.page);
    await phone.page.goto('/calendar');
    await phone.page.getByText('March 2027').first().waitFor();
    // The phone's month shows each Saturday's count ("+32"), which opens the day.
    await phone.page.getByText('+32').first().waitFor();
    const phoneBox = phone.page.getByRole('region', { name: 'Scheduling' });
    await chooseOption(phone.page, phoneBox.getByRole('combobox', { name: 'Division' }), /^U14 Coed/);
    await phoneBox.getByText('Slots needed: 56').waitFor();
    // Nothing is wider than the phone: the page does not scroll sideways.
    const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(phone.page, 'calendar-box-375-en');
    await phone.context.close();
  });
});
