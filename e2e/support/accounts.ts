import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { E2E_PLAN, setCurrentPlan } from './plans.ts';

/**
 * The plan a spec's new account is put on: a paid one unless the spec tests the free tier (`'free'` leaves it
 * as sign-up made it).
 */
export interface SignUpOptions {
  plan?: string;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * Signs up through the form and waits for the signed-in shell on the dashboard. A new account lands on the
 * setup wizard (docs/dashboard.md#first-run), which every spec but the wizard's own skips.
 */
export async function signUp(page: Page, email: string, options: SignUpOptions = {}): Promise<void> {
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(email);
  await skipWizardAfterSignUp(page, () => page.getByRole('button', { name: 'Sign up' }).click(), options);
}

/**
 * Sends the sign-up form with `submit` (in any language), checks that the new account was sent to the setup
 * wizard, then leaves it for the dashboard. The first address after /sign-up is read from the navigation events,
 * watched from before the form is sent, so a wizard page that moves on by itself (or, before /wizard exists,
 * the unknown-path redirect to /) cannot hide where sign-up went; the dashboard is then loaded afresh, so
 * nothing the wizard page does afterwards matters. The new organisation is put on `options.plan` (a paid plan
 * unless told) before the dashboard loads.
 */
export async function skipWizardAfterSignUp(
  page: Page,
  submit: () => Promise<void>,
  options: SignUpOptions = {},
): Promise<void> {
  let landed = '';
  const left = page.waitForURL((url) => {
    if (url.pathname === '/sign-up') return false;
    landed ||= url.pathname;
    return true;
  });
  await submit();
  await left;
  expect(landed).toBe('/wizard');
  const plan = options.plan ?? E2E_PLAN;
  if (plan !== 'free') await setCurrentPlan(page, plan);
  await page.goto('/');
  await page.getByRole('button', { name: /^(Account menu|アカウントメニュー)$/ }).waitFor();
}

/** Chooses a password on /account for a temporary account. */
export async function setPassword(page: Page, password: string): Promise<void> {
  await page.goto('/account');
  await page.getByLabel('New password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByText('Password created').waitFor();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(/\/sign-in/);
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
}
