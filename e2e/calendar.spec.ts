import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { launchBrowser, MOBILE, newPage, screenshot, screenshotOnFailure } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function csrf(page: Page): Promise<string> {
  const res = await page.request.get('/api/csrf');
  return ((await res.json()) as { token: string }).token;
}

async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), `GET ${path}`).toBe(200);
  return (await res.json()) as T;
}

/**
 * The demo league plus `perDay` 90-minute slots a day on each of its surfaces from 2026-11-01, until `total`
 * slots exist: a busy season for the calendar to draw.
 */
async function seasonWithSlots(page: Page, total: number): Promise<string> {
  const token = await csrf(page);
  const demo = await page.request.post('/api/demo', { headers: { 'x-csrf-token': token } });
  expect(demo.status()).toBe(201);
  const { season } = (await demo.json()) as { season: { id: string } };
  const details = await getJson<{ venues: { id: string }[] }>(page, `/api/seasons/${season.id}`);
  const places: { venue_id: string; surface_id: string }[] = [];
  for (const venue of details.venues) {
    const full = await getJson<{ surfaces: { id: string }[] }>(page, `/api/venues/${venue.id}`);
    for (const surface of full.surfaces) places.push({ venue_id: venue.id, surface_id: surface.id });
  }
  const rows: { venue_id: string; surface_id: string; start: string; finish: string }[] = [];
  const first = Date.UTC(2026, 10, 1, 14, 0);
  for (let day = 0; rows.length < total; day += 1) {
    for (let slot = 0; slot < 5 && rows.length < total; slot += 1) {
      for (const place of places) {
        if (rows.length >= total) break;
        const start = first + day * 86_400_000 + slot * 105 * 60_000;
        rows.push({
          ...place,
          start: new Date(start).toISOString(),
          finish: new Date(start + 90 * 60_000).toISOString(),
        });
      }
    }
  }
  const created = await page.request.post('/api/timeslots/bulk', {
    headers: { 'x-csrf-token': token },
    data: { season_id: season.id, rows },
  });
  expect(created.status()).toBe(201);
  expect(((await created.json()) as { count: number }).count).toBe(total);
  return season.id;
}

/** Milliseconds from now until the calendar shows at least one slot. */
async function timeUntilSlotsShow(page: Page, action: () => Promise<unknown>): Promise<number> {
  const started = Date.now();
  await action();
  await page.locator('.slot-event:visible').first().waitFor();
  return Date.now() - started;
}

describe('timeslot calendar in the browser', () => {
  it('draws 3,000 slots in month, week and day views and filters them', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('calendar'));
    await seasonWithSlots(page, 3000);

    const monthMs = await timeUntilSlotsShow(page, () => page.goto('/calendar?date=2026-11-23'));
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'calendar-month-en');
    const weekMs = await timeUntilSlotsShow(page, () => page.getByText('Week', { exact: true }).click());
    await screenshot(page, 'calendar-week-en');

    const before = await page.locator('.slot-event:visible').count();
    const filterStarted = Date.now();
    await page.getByRole('switch', { name: 'Open timeslots' }).click({ force: true });
    await expect.poll(() => page.locator('.slot-event:visible').count()).toBeLessThan(before);
    const filterMs = Date.now() - filterStarted;
    await screenshot(page, 'calendar-week-filtered-en');
    await page.getByRole('switch', { name: 'Open timeslots' }).click({ force: true });
    await expect.poll(() => page.locator('.slot-event:visible').count()).toBe(before);

    await page.getByText('Day', { exact: true }).click();
    await page.locator('.slot-event:visible').first().waitFor();
    await screenshot(page, 'calendar-day-en');
    // Printed for the targets (first render < 1 s, filter change < 200 ms); timings are not asserted.
    console.log(
      `calendar with 3,000 slots: month first render ${monthMs} ms, week ${weekMs} ms, open-slots filter ${filterMs} ms (includes the click)`,
    );
    expect(before).toBeGreaterThan(0);
    await context.close();
  });

  it('shows the calendar in Japanese at 375 px without overflowing', async () => {
    const { context, page } = await newPage(browser, baseUrl, { viewport: MOBILE });
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('calendar-ja'));
    expect((await page.request.get('/api/switch_locale/ja')).status()).toBeLessThan(400);
    await seasonWithSlots(page, 200);
    await page.goto('/calendar');
    // At 375 px a month day shows "+N" rather than its slots, so the slots are in the page but not all visible.
    await page.locator('.slot-event').first().waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'calendar-month-ja-375');
    await context.close();
  });
});
