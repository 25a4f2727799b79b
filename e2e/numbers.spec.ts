import { join } from 'node:path';
import type { Division, ScheduleDetail } from '@app/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
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
import { demoSeason, SATURDAY_STARTS, weekly } from './support/seasons.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * The demo league with slots at one park only (Horner Park, both fields, four Saturday slots for ten weeks from
 * 2027-03-06: 80 slots) and an across-division "U10 v U12". With home games at home venues on, only the four
 * teams whose home park is Horner Park may host there.
 */
async function demoAtOnePark(page: Page) {
  const details = await demoSeason(page, {
    venues: ['Horner Park'],
    days: weekly('2027-03-06', 10),
    starts: SATURDAY_STARTS,
  });
  const [u10, u12] = details.divisions;
  if (!u10 || !u12) throw new Error('the demo league has its divisions');
  const across = await postJson<Division>(page, '/api/divisions', {
    season_id: details.id,
    name: 'U10 v U12',
    is_across: true,
    across_divisions: [u10.id, u12.id],
  });
  return { seasonId: details.id, across };
}

/** What the window shows from the top: a schedule of 64 games is far taller than its summary. */
async function topShot(page: Page, name: string): Promise<void> {
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}

/** The rate, as the engine's rule reads it, of a schedule's games as they are now. */
function rateOf(detail: ScheduleDetail): number {
  const scheduled = detail.games.filter((g) => g.timeslot_id !== null).length;
  return Math.ceil((100 * scheduled) / Math.max(1, detail.games.length));
}

describe('honest numbers in the browser', () => {
  it('schedules an across-division from /schedules/new, warns before the run, and follows an unschedule', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('numbers'));
    const { across } = await demoAtOnePark(page);

    // The across-division's card counts its two sources' sixteen teams.
    await page.goto('/schedules/new');
    const card = page.getByRole('button', { name: /U10 v U12/ });
    await card.getByText('16 teams').waitFor();
    expect(await card.getByText('Not enough teams').count()).toBe(0);
    await screenshot(page, 'numbers-across-card-en');
    await card.click();
    await page.getByRole('textbox', { name: 'Count', exact: true }).fill('1');
    await page.getByRole('button', { name: 'Next' }).click();

    // The timeslot check: 80 open slots, but only four teams may host at Horner Park, one game a day each
    // and half of their eight games each: 16 games at most.
    const alert = page.getByRole('alert').filter({ hasText: 'Not enough timeslots' });
    await alert.waitFor();
    await page.getByText('Needed: 56 timeslots. Available: 16 over 10 weeks.').waitFor();
    await page.getByText('80 of the 80 open timeslots in these dates can be used').waitFor();
    await page.getByText('those 80 timeslots hold at most 16 games').waitFor();
    await screenshot(page, 'numbers-check-en');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('At most 16 of its 64 games can be placed').waitFor();
    await page.getByLabel(/^Name/).fill('Cross-town');
    await page.getByRole('button', { name: 'Create schedule' }).click();
    await page.waitForURL(/\/schedules\/[0-9a-f-]{36}$/);
    const scheduleId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByRole('heading', { name: 'Schedule: Cross-town' }).waitFor({ timeout: 60_000 });

    let detail = await getJson<ScheduleDetail>(page, `/api/schedules/${scheduleId}`);
    expect(detail.division_id).toBe(across.id);
    expect(detail.games).toHaveLength(64);
    const placed = detail.games.filter((g) => g.timeslot_id !== null);
    expect(placed.length).toBeLessThanOrEqual(16);
    expect(detail.success_rate).toBe(rateOf(detail));
    await page.getByText(`${detail.success_rate}% scheduled`, { exact: true }).waitFor();
    await page.getByText(`${placed.length} scheduled, ${64 - placed.length} unscheduled`).waitFor();
    await topShot(page, 'numbers-schedule-en');

    // Unschedule one game: the rate and the counts follow at once.
    const game = placed[0];
    if (!game) throw new Error('expected a placed game');
    await page.locator(`tr[data-game-id="${game.id}"]`).click();
    await page.getByRole('button', { name: 'Unschedule' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unschedule' }).click();
    const after = Math.ceil((100 * (placed.length - 1)) / 64);
    await page.getByText(`${placed.length - 1} scheduled, ${65 - placed.length} unscheduled`).waitFor();
    await page.getByText(`${after}% scheduled`, { exact: true }).waitFor();
    detail = await getJson<ScheduleDetail>(page, `/api/schedules/${scheduleId}`);
    expect(detail.success_rate).toBe(after);
    await topShot(page, 'numbers-after-unschedule-en');
    await page.goto('/schedules');
    await page.getByRole('article', { name: 'Cross-town' }).getByText(`${after}% scheduled`).waitFor();
    await context.close();
  });

  it('warns in Japanese at 375 px', async () => {
    const { context, page } = await newPage(browser, baseUrl, { viewport: MOBILE });
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('numbers-ja'));
    await demoAtOnePark(page);
    expect((await page.request.get('/api/switch_locale/ja')).status()).toBeLessThan(400);
    await page.goto('/schedules/new');
    const card = page.getByRole('button', { name: /U10 v U12/ });
    await card.getByText('16 チーム').waitFor();
    await screenshot(page, 'numbers-across-card-ja-375');
    await card.click();
    await page.getByRole('textbox', { name: '回数', exact: true }).fill('1');
    await page.getByRole('button', { name: '次へ' }).click();
    await page.getByRole('alert').filter({ hasText: '枠が足りません' }).waitFor();
    await page.getByText('必要な枠: 56。利用可能: 16（10 週間）。').waitFor();
    await screenshot(page, 'numbers-check-ja-375');
    await page.getByRole('button', { name: '次へ' }).click();
    await page.getByText('64 試合のうち割り当てられるのは最大 16 試合です').waitFor();
    await page.getByLabel(/^名前/).fill('市内交流');
    await page.getByRole('button', { name: 'スケジュールを作成' }).click();
    await page.waitForURL(/\/schedules\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'スケジュール: 市内交流' }).waitFor({ timeout: 60_000 });
    const scheduleId = new URL(page.url()).pathname.split('/').pop() ?? '';
    const detail = await getJson<ScheduleDetail>(page, `/api/schedules/${scheduleId}`);
    await page.getByText(`${rateOf(detail)}% 割り当て済み`, { exact: true }).waitFor();
    await topShot(page, 'numbers-schedule-ja-375');
    await context.close();
  });
});
