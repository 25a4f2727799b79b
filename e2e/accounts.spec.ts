import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { setPassword, signIn, signOut, signUp, uniqueEmail } from './support/accounts.ts';
import { launchBrowser, MOBILE, newPage, screenshot, screenshotOnFailure } from './support/browser.ts';
import { waitForLink } from './support/outbox.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('accounts in the browser', () => {
  it('signs up, sets a password, signs out, resets the password through the outbox and signs in', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    const email = uniqueEmail('owner');
    await page.goto('/sign-up');
    await screenshot(page, 'sign-up-en');
    await signUp(page, email);
    await expect.poll(() => page.getByText(`Welcome`).first().isVisible()).toBe(true);
    await screenshot(page, 'dashboard-en');

    await setPassword(page, 'first password 1');
    await screenshot(page, 'account-en');
    await signOut(page);

    const since = Date.now() - 1000;
    await page.goto('/password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Check your email').first().waitFor();
    const link = await waitForLink(
      dataDir,
      email,
      /https?:\/\/[^\s"<>]+\/password\/reset\?token=[\w-]+/,
      since,
    );
    await page.goto(link);
    await page.getByLabel('New password').fill('second password 2');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.waitForURL(/\/sign-in/);

    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('first password 1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Wrong email or password').first().waitFor();
    expect(await page.getByRole('textbox', { name: 'Password', exact: true }).inputValue()).toBe('');

    await signIn(page, email, 'second password 2');
    await context.close();
  });

  it('sends a signed-out visitor to sign in with a return path and back after signing in', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    const email = uniqueEmail('return');
    await signUp(page, email);
    await setPassword(page, 'return password 1');
    await signOut(page);
    await page.goto('/organization');
    await page.waitForURL(/\/sign-in\?return=%2Forganization/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('return password 1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/organization$/);
    await context.close();
  });

  it('switches to Japanese and shows the shell in Japanese, also at 375 px', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('ja'));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: '日本語' }).click();
    await page.getByRole('button', { name: 'アカウントメニュー' }).waitFor();
    await screenshot(page, 'dashboard-ja');
    await page.goto('/account');
    await page.getByRole('heading', { name: 'アカウント' }).first().waitFor();
    await screenshot(page, 'account-ja');
    await page.setViewportSize(MOBILE);
    await page.goto('/organization');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'organization-ja-mobile');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('invites a user by email, who accepts and switches between organisations', async () => {
    const owner = await newPage(browser, baseUrl);
    const invitee = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(invitee.page));
    const ownerEmail = uniqueEmail('inviter');
    const inviteeEmail = uniqueEmail('invitee');
    await signUp(invitee.page, inviteeEmail);
    await signUp(owner.page, ownerEmail);

    const since = Date.now() - 1000;
    await owner.page.goto('/organization');
    await owner.page.getByRole('button', { name: 'Add user' }).click();
    await owner.page.getByRole('dialog').getByLabel('Email').fill(inviteeEmail);
    await owner.page.getByRole('button', { name: 'Send invitation' }).click();
    await owner.page.getByRole('cell', { name: inviteeEmail }).waitFor();
    await owner.page.getByText('Invited').first().waitFor();
    await screenshot(owner.page, 'organization-en');

    const link = await waitForLink(
      dataDir,
      inviteeEmail,
      /https?:\/\/[^\s"<>]+\/accept_invitation\/[\w-]+\?invitation_token=[\w-]+/,
      since,
    );
    await invitee.page.goto(link);
    await invitee.page.getByRole('button', { name: 'Accept and join' }).click();
    await invitee.page.waitForURL(/switched=1/);
    await invitee.page.getByText('Switched successfully - remember to sign out!').waitFor();
    const switcher = invitee.page.locator('input[aria-label="Switch organization"]');
    await switcher.waitFor();
    await screenshot(invitee.page, 'switched-en');

    const before = await switcher.inputValue();
    await switcher.click();
    const options = invitee.page.getByRole('option');
    expect(await options.count()).toBe(2);
    await options.filter({ hasNotText: before }).first().click();
    await invitee.page.waitForURL(/switched=1/);
    await expect.poll(() => switcher.inputValue()).not.toBe(before);

    await owner.context.close();
    await invitee.context.close();
  });

  it('shows hostile text verbatim without running it', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    await signUp(page, uniqueEmail('hostile'));
    await page.goto('/account');
    const hostile = `<script>alert(1)</script>' OR 1=1 --`;
    await page.getByLabel('First name').fill(hostile);
    await page.getByLabel('Last name').fill('<img src=x onerror=alert(2)>');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/users/self') && r.request().method() === 'PATCH',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await page.goto('/');
    await page.getByText(hostile, { exact: false }).first().waitFor();
    expect(dialogs).toBe(0);
    await context.close();
  });
});
