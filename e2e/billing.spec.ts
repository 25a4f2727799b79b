import type { BillingStatus } from '@app/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { getJson } from './support/api.ts';
import { launchBrowser, MOBILE, newPage, screenshot, screenshotOnFailure } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const stripeUrl = inject('stripeUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('billing', () => {
  it('a free owner sees the plans, pays for All-Star at the Stripe stand-in and lands on the thank-you', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    try {
      await signUp(page, uniqueEmail('billing'), { plan: 'free' });
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Billing' }).click();
      await page.waitForURL(/\/billing$/);
      await page.getByRole('region', { name: 'All-Star' }).getByText('Most popular').waitFor();
      expect(await page.getByRole('region', { name: 'All-Star' }).textContent()).toContain('$299.88');
      await screenshot(page, 'billing-plans-en');

      // Japanese: the same page in yen.
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: '日本語' }).click();
      await page.getByRole('region', { name: 'オールスター' }).getByText('一番人気').waitFor();
      expect(await page.getByRole('region', { name: 'オールスター' }).textContent()).toContain('￥59,760');
      await screenshot(page, 'billing-plans-ja');
      await page.getByRole('button', { name: 'アカウントメニュー' }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page.getByRole('region', { name: 'All-Star' }).waitFor();

      await page.setViewportSize(MOBILE);
      await screenshot(page, 'billing-plans-mobile');

      await page.getByRole('button', { name: 'Upgrade to All-Star' }).click();
      await page.waitForURL((url) => url.href.startsWith(`${stripeUrl}/c/pay/`));
      await page.getByRole('heading', { name: 'Stripe stand-in checkout' }).waitFor();
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL(/\/billing\?checkout=success/);
      await expect
        .poll(async () => (await getJson<BillingStatus>(page, '/api/billing')).plan, { timeout: 15_000 })
        .toBe('all_star_yearly');
      await page.getByRole('heading', { name: 'Thank you for upgrading!' }).waitFor({ timeout: 15_000 });
      expect(await page.getByText('on the All-Star plan').isVisible()).toBe(true);
      await screenshot(page, 'billing-thank-you-mobile');

      await page.getByRole('button', { name: 'Manage billing' }).click();
      await page.waitForURL((url) => url.href.startsWith(`${stripeUrl}/p/session/`));
      await page.getByRole('heading', { name: 'Stripe stand-in billing portal' }).waitFor();
    } finally {
      await context.close();
    }
  }, 120_000);

  it('shows the league-management features and the portal sign-up', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    try {
      await signUp(page, uniqueEmail('league-management'));
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'League management' }).click();
      await page.getByText('Player and parent communications').waitFor();
      const signUpLink = page.getByRole('link', { name: 'Sign up for the league-management portal' });
      await expect.poll(() => signUpLink.getAttribute('href')).toBe('https://www.sportsengine.com/');
      await screenshot(page, 'league-management-en');
    } finally {
      await context.close();
    }
  }, 60_000);
});
