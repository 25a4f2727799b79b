import type { AdminSummary } from '@app/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { getJson, postJson } from './support/api.ts';
import { launchBrowser, MOBILE, newPage, screenshot, screenshotOnFailure } from './support/browser.ts';

const baseUrl = inject('baseUrl');
// Listed in ADMIN_EMAILS by global-setup.ts.
const ADMIN_EMAIL = 'e2e-admin@example.com';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the admin page', () => {
  it('sends a user who is no site admin from /admin to /', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    try {
      await signUp(page, uniqueEmail('not-admin'));
      await page.goto('/admin');
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('button', { name: 'Account menu' }).click();
      expect(await page.getByRole('menuitem', { name: 'Admin' }).count()).toBe(0);
    } catch (error) {
      await screenshotOnFailure(page);
      throw error;
    } finally {
      await context.close();
    }
  });

  it('lets a site admin find a user, log in as them, change something on record, and return', async () => {
    const target = uniqueEmail('support-case');
    const user = await newPage(browser, baseUrl);
    await signUp(user.page, target);
    await user.context.close();

    const { context, page } = await newPage(browser, baseUrl);
    try {
      await signUp(page, ADMIN_EMAIL);
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Admin' }).click();
      await page.waitForURL((url) => url.pathname === '/admin');
      const users = page.getByRole('region', { name: 'Users' });
      await users.getByLabel('Search users').fill(target.slice(0, 20));
      await users.getByText('1 match').waitFor();
      await screenshot(page, 'admin-en');

      await users.getByRole('button', { name: `Log in as ${target}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Login' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      const banner = page.getByRole('status').filter({ hasText: `You (${ADMIN_EMAIL}) are signed in to` });
      await banner.waitFor();
      expect(await banner.textContent()).toContain(`(${target})`);
      await screenshot(page, 'admin-banner-en');

      // A change made as the user: recorded with both ids.
      await postJson(page, '/api/leagues', { name: 'Fixed by support', seasonName: 'Spring' });
      await page.goto('/leagues');
      await banner.waitFor();
      await page.getByRole('main').getByText('Fixed by support', { exact: true }).waitFor();
      await screenshot(page, 'admin-banner-leagues-en');

      await banner.getByRole('button', { name: 'Return to admin' }).click();
      await page.waitForURL((url) => url.pathname === '/admin');
      const audit = page.getByRole('region', { name: 'Recent actions while impersonating' });
      await expect
        .poll(async () => (await audit.textContent()) ?? '', { timeout: 10_000 })
        .toContain('POST /api/leagues');
      expect(await audit.textContent()).toContain(target);
      const summary = await getJson<AdminSummary>(page, '/api/admin/summary');
      expect(summary.recent_actions[0]).toMatchObject({ user_email: target, admin_email: ADMIN_EMAIL });

      // Japanese, then a phone.
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: '日本語' }).click();
      await page.getByRole('heading', { name: '管理', level: 1 }).waitFor();
      await screenshot(page, 'admin-ja');
      await page.setViewportSize(MOBILE);
      await page
        .getByRole('region', { name: 'ユーザー' })
        .getByLabel('ユーザーを検索')
        .fill(target.slice(0, 20));
      await page.getByText('1 件').first().waitFor();
      await screenshot(page, 'admin-ja-mobile');
      await page.getByRole('button', { name: `${target} としてログイン` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'ログイン' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('button', { name: /^(Return to admin|管理に戻る)$/ }).waitFor();
      await screenshot(page, 'admin-banner-mobile');
      await page.getByRole('button', { name: /^(Return to admin|管理に戻る)$/ }).click();
      await page.waitForURL((url) => url.pathname === '/admin');
      await page.goto('/dropshadows');
      await page.getByRole('heading', { name: 'ユーザー一覧' }).waitFor();
      await screenshot(page, 'dropshadows-ja-mobile');
    } catch (error) {
      await screenshotOnFailure(page);
      throw error;
    } finally {
      await context.close();
    }
  });
});
