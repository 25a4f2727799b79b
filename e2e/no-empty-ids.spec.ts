import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { signUp, skipWizardAfterSignUp, uniqueEmail } from './support/accounts.ts';
import { launchBrowser, MOBILE, newPage, screenshot, screenshotOnFailure } from './support/browser.ts';

// Regression: with no current season the app asked for `GET /api/seasons//timeslots` and the like. A new
// user, with no league and no season, walks every page that needs no id in its address; no API request may
// carry an empty path segment (`//`, a trailing `/`) or an id that is the text of a missing value.
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PAGES = [
  '/',
  '/account',
  '/organization',
  '/leagues',
  '/leagues/new',
  '/seasons/new',
  '/setup',
  '/teams/new',
  '/people/new',
  '/venues/new',
  '/divisions/new',
  '/bulk-edit',
  '/import',
  '/import/csv',
  '/calendar',
  '/timeslots',
  '/schedules',
  '/schedules/new',
  '/tournaments',
  '/tournaments/new',
  '/list',
  '/standings',
];

/**
 * The API paths `page` requests from now on, and the requests the app's API client refused to send for an
 * empty id (it says so on the console), which would otherwise hide a caller that asks too early.
 */
function recordApiPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) paths.push(`${request.method()} ${url.pathname}`);
  });
  page.on('console', (message) => {
    const refused = /^Refused to request (\S+)/.exec(message.text());
    if (refused) paths.push(`REFUSED ${refused[1]}`);
  });
  return paths;
}

const hasEmptyId = (path: string): boolean => {
  const pathname = path.slice(path.indexOf(' ') + 1);
  return pathname
    .slice(1)
    .split('/')
    .some((segment) => ['', 'undefined', 'null'].includes(segment));
};

async function walk(page: Page): Promise<void> {
  for (const path of PAGES) {
    await page.goto(path);
    await page.getByRole('button', { name: /Account menu|アカウントメニュー/ }).waitFor();
    await page.waitForLoadState('networkidle');
  }
}

describe('no request with an empty id', () => {
  it('a new user with no league or season walks every page, and no API path has an empty segment', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('no-ids'));
    const paths = recordApiPaths(page);
    await walk(page);
    expect(paths.length).toBeGreaterThan(PAGES.length);
    expect(paths.filter(hasEmptyId)).toEqual([]);

    await page.goto('/calendar');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'no-season-calendar-en');
    await page.goto('/schedules/new');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'no-season-schedules-new-en');
    await context.close();
  });

  it('the same in Japanese on a phone', async () => {
    const { context, page } = await newPage(browser, baseUrl, { locale: 'ja-JP', viewport: MOBILE });
    onTestFailed(() => screenshotOnFailure(page));
    await page.goto('/sign-up');
    await page.getByLabel('メールアドレス').fill(uniqueEmail('no-ids-ja'));
    await skipWizardAfterSignUp(page, () => page.getByRole('button', { name: '登録する' }).click());
    // The empty dashboard's choices stack in one column at 375 px, the wizard first, none wider than the page.
    const choices = [
      page.getByRole('link', { name: /^ウィザードで設定する/ }),
      page.getByRole('link', { name: /^手動でリーグを作成/ }),
      page.getByRole('link', { name: /^リーグファイル（JSON）をインポート/ }),
      page.getByRole('button', { name: /^サンプルリーグで試す/ }),
    ];
    const boxes = [];
    for (const choice of choices) boxes.push(await choice.boundingBox());
    for (const [i, box] of boxes.entries()) {
      expect(box).not.toBeNull();
      if (i > 0) expect(box?.y).toBeGreaterThan((boxes[i - 1]?.y ?? 0) + (boxes[i - 1]?.height ?? 0) - 1);
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, 'dashboard-empty-ja-375');
    const paths = recordApiPaths(page);
    await walk(page);
    expect(paths.filter(hasEmptyId)).toEqual([]);
    await page.goto('/calendar');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'no-season-calendar-ja-375');
    await context.close();
  });
});
