import type { BillingStatus, ScheduleCreatedSchema, ScheduleDetail } from '@app/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import type { z } from 'zod';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { getJson, postJson } from './support/api.ts';
import { launchBrowser, MOBILE, newPage, screenshot, screenshotOnFailure } from './support/browser.ts';
import { demoSeason, SATURDAY_STARTS, waitForSchedule, weekly } from './support/seasons.ts';

const baseUrl = inject('baseUrl');
const stripeUrl = inject('stripeUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** How many of the game table's rows read HIDDEN in their Home column (docs/free-tier.md). */
const hiddenRows = (detail: ScheduleDetail) => detail.games.filter((game) => game.hidden).length;

describe('the free tier', () => {
  it('hides every third game behind the banner until the owner upgrades through checkout', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    try {
      await signUp(page, uniqueEmail('free-tier'), { plan: 'free' });
      const season = await demoSeason(page, {
        venues: ['Horner Park'],
        days: weekly('2027-03-06', 10),
        starts: SATURDAY_STARTS,
        is_game: true,
      });
      const [u10] = season.divisions;
      if (!u10) throw new Error('the demo league has its divisions');
      const created = await postJson<z.infer<typeof ScheduleCreatedSchema>>(page, '/api/schedules', {
        season_id: season.id,
        division_id: u10.id,
        name: 'U10 Spring',
        config: { schedule_start: '2027-03-01', schedule_end: '2027-05-31', enforce_home: false, count: 1 },
      });
      await waitForSchedule(page, created.id);

      // Free: the server sends every third game masked, and the table shows HIDDEN rows under the banner.
      const masked = await getJson<ScheduleDetail>(page, `/api/schedules/${created.id}`);
      expect(masked.games.length).toBe(28);
      expect(hiddenRows(masked)).toBe(Math.floor(28 / 3));
      await page.goto(`/schedules/${created.id}`);
      await page.getByText('Only showing some games on free trial.').waitFor();
      const hiddenRow = page.getByRole('row').filter({ hasText: 'HIDDEN' }).first();
      await hiddenRow.waitFor();
      await screenshot(page, 'free-tier-game-table-en');

      // The calendar: only every third game plain, the others blurred with masked names.
      await page.goto('/calendar?date=2027-03-06');
      await page.getByText('Only showing some games on free trial.').waitFor();
      await expect.poll(() => page.locator('.calendar-slot-blurred').count()).toBeGreaterThan(0);
      expect(await page.locator('.calendar-slot-blurred').first().textContent()).toContain('HIDDEN @ HIDDEN');
      await screenshot(page, 'free-tier-calendar-en');
      await page.goto(`/schedules/${created.id}`);
      await hiddenRow.waitFor();

      // A hidden game cannot be opened.
      await hiddenRow.click();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.getByText('Upgrade account to access hidden game!').waitFor();

      await page.setViewportSize(MOBILE);
      await screenshot(page, 'free-tier-game-table-mobile');

      // Upgrade through the Stripe stand-in's checkout, then every row is shown.
      await page.getByRole('link', { name: 'Upgrade' }).first().click();
      await page.waitForURL(/\/billing$/);
      await page.getByRole('button', { name: 'Upgrade to All-Star' }).click();
      await page.waitForURL((url) => url.href.startsWith(`${stripeUrl}/c/pay/`));
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL(/\/billing\?checkout=success/);
      await expect
        .poll(async () => (await getJson<BillingStatus>(page, '/api/billing')).plan, { timeout: 15_000 })
        .toBe('all_star_yearly');
      const shown = await getJson<ScheduleDetail>(page, `/api/schedules/${created.id}`);
      expect(hiddenRows(shown)).toBe(0);
      await page.goto(`/schedules/${created.id}`);
      await page.getByRole('table', { name: 'Games' }).waitFor();
      await expect.poll(() => page.getByRole('row').filter({ hasText: 'HIDDEN' }).count()).toBe(0);
      expect(await page.getByText('Only showing some games on free trial.').count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 180_000);

  it('shows the free-plan banner in Japanese', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    try {
      await signUp(page, uniqueEmail('free-tier-ja'), { plan: 'free' });
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: '日本語' }).click();
      await page.getByText('無料プランです').waitFor();
      await screenshot(page, 'free-tier-dashboard-ja');
    } finally {
      await context.close();
    }
  }, 60_000);
});
