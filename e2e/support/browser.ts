import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const SCREENSHOT_DIR = join(import.meta.dirname, '..', 'screenshots');

/**
 * Flags that keep Debian's Chromium quiet and working on a machine without a network. Playwright gives each
 * launch a fresh temporary profile, so no --user-data-dir is passed.
 */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 740 };

/** A fresh browser context (its own cookies) at the base URL, in a given browser language. */
export async function newPage(
  browser: Browser,
  baseURL: string,
  options: { locale?: string; viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    locale: options.locale ?? 'en-US',
    timezoneId: 'America/Chicago',
    viewport: options.viewport ?? DESKTOP,
  });
  const page = await context.newPage();
  return { context, page };
}

/** Saves a full-page screenshot under e2e/screenshots for people to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  // A page scrolled down draws its sticky header twice in a full-page capture.
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Keeps what the page showed when a test failed, named after the test, to see why. */
export async function screenshotOnFailure(page: Page): Promise<void> {
  const name = expect.getState().currentTestName ?? 'test';
  await screenshot(page, `FAILED-${name.replace(/[^\w-]+/g, '-').slice(0, 80)}`).catch(() => undefined);
}

/** What a phone shows first of a long page (a full-page capture of thousands of games is too tall to look at). */
export async function firstScreen(page: Page, name: string): Promise<void> {
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}
