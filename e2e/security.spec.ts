import { createServer, type Server } from 'node:http';
import type { LeagueInfo, Season } from '@app/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { getJson, postJson } from './support/api.ts';
import { launchBrowser, newPage, screenshotOnFailure } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
// A page of another origin that frames the app (docs/security.md: only /embed/{id} may be framed).
let framer: Server;
let framerUrl: string;

beforeAll(async () => {
  browser = await launchBrowser();
  framer = createServer((request, response) => {
    const target = new URL(request.url ?? '/', 'http://x').searchParams.get('src') ?? '';
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(
      `<!doctype html><iframe id="frame" src="${baseUrl}${target}" width="800" height="600"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  const address = framer.address();
  if (!address || typeof address === 'string') throw new Error('no framer port');
  // localhost, not 127.0.0.1: another origin than the app's.
  framerUrl = `http://localhost:${address.port}`;
});
afterAll(async () => {
  await browser.close();
  await new Promise((resolve) => framer.close(resolve));
});

/** Collects the page's Content-Security-Policy violations, as Chromium reports them on the console. */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

describe('security headers in the browser', () => {
  it('runs the app under its Content-Security-Policy without a violation', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    const violations = cspViolations(page);
    await signUp(page, uniqueEmail('csp'));
    await postJson(page, '/api/demo');
    const info = await getJson<LeagueInfo>(page, '/api/leagues');
    const season = await getJson<Season>(page, `/api/seasons/${info.current_season_id}`);
    const teamId = season.divisions[0]?.teams[0]?.id ?? '';
    const venueId = season.venues[0]?.id ?? '';
    for (const path of ['/', `/teams/${teamId}`, `/venues/${venueId}`, '/leagues', '/calendar', '/account']) {
      await page.goto(path);
      await page.getByRole('heading').first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
    await context.close();
  });

  it('lets another site frame the public schedule page and nothing else', async () => {
    const { context, page } = await newPage(browser, framerUrl);
    onTestFailed(() => screenshotOnFailure(page));
    const frameText = async (src: string) => {
      await page.goto(`${framerUrl}/?src=${encodeURIComponent(src)}`);
      // The page's load waits for its frame's, so by now the frame holds the app or the browser's refusal page.
      // The app's own text (not Mantine's style tags), once it has rendered; nothing when the browser refused to
      // show the frame (no #root in it), found at once rather than after a fixed wait and a lookup's timeout.
      const frame = page.mainFrame().childFrames()[0];
      await frame?.waitForLoadState('load');
      const root = page.frameLocator('#frame').locator('#root');
      if ((await root.count()) === 0) return '';
      let text = '';
      await expect
        .poll(
          async () => {
            text = (await root.textContent({ timeout: 1000 }).catch(() => '')) ?? '';
            return text.trim().length;
          },
          { timeout: 5000 },
        )
        .toBeGreaterThan(0)
        .catch(() => undefined);
      return text;
    };
    const embed = await frameText('/embed/00000000-0000-4000-8000-000000000000');
    expect(embed.trim().length).toBeGreaterThan(0);
    const refused = await frameText('/sign-in');
    expect(refused).not.toMatch(/Sign in|Email/);
    await context.close();
  });
});
