import type { MasterList, PublicDivisions, PublicWebpage } from '@app/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { getJson, postJson, sendJson } from './support/api.ts';
import { buildBigSeason } from './support/big-season.ts';
import {
  firstScreen,
  launchBrowser,
  MOBILE,
  newPage,
  screenshot,
  screenshotOnFailure,
} from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

// One season of 2,016 games serves both long lists, the organiser's master list and the public schedule page
// on a phone: building it (three solves of 672 games) is most of the time, so it is built once.
describe('a season of 2,016 games', () => {
  it('shows on the master list within a second and scrolls, and on the public schedule page at 375 px, first screen first', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('big-season'));
    const { season, solveSeconds } = await buildBigSeason(page);
    console.log(`three schedules of 672 games solved in ${solveSeconds.toFixed(1)} s`);
    const master = await getJson<MasterList>(page, `/api/seasons/${season.id}/games`);
    expect(master.games).toHaveLength(2016);

    const opened = Date.now();
    await page.goto('/list');
    await page.locator('tr[data-game-id]').first().waitFor({ timeout: 30_000 });
    const firstRender = Date.now() - opened;
    // From the master list's answer arriving to the rows on screen: the table's own share of the wait.
    const afterData = await page.evaluate(() => {
      const games = performance
        .getEntriesByType('resource')
        .find((entry) => /\/api\/seasons\/[^/]+\/games$/.test(entry.name)) as
        | PerformanceResourceTiming
        | undefined;
      return games ? performance.now() - games.responseEnd : -1;
    });
    const rendered = await page.locator('tr[data-game-id]').count();
    expect(rendered).toBeLessThan(100);
    // Scroll to the end and time until the last rows are drawn.
    const scrolled = await page.evaluate(async () => {
      const scroller = document.querySelector('table')?.parentElement;
      if (!scroller) return -1;
      const t0 = performance.now();
      for (let y = 0; y < scroller.scrollHeight; y += 2_000) {
        scroller.scrollTop = y;
        await new Promise((r) => requestAnimationFrame(r));
      }
      return performance.now() - t0;
    });
    const frames = Math.ceil((2016 * 36) / 2_000);
    console.log(
      `table of 2,016 games: page to first rows ${firstRender} ms, answer to rows at most ${afterData.toFixed(0)} ms (target < 1,000), ${rendered} rows in the DOM, ${frames} scroll steps in ${scrolled.toFixed(0)} ms (${(scrolled / frames).toFixed(1)} ms a frame)`,
    );
    await screenshot(page, 'schedule-2000-games-en');

    // Publish the season's league page, then read it as families do: signed out, on phones.
    const site = await getJson<PublicWebpage>(page, '/api/public_webpage');
    const leagueSlug = site.public_league_page?.slug ?? '';
    expect(leagueSlug).not.toBe('');
    await sendJson(page, 'PATCH', `/api/public_league_pages/${leagueSlug}`, { season_id: season.id }, 200);
    await postJson(page, `/api/public_league_pages/${leagueSlug}/toggle_published`, undefined, 200);
    const leaguePath = `/leagues/${site.slug}/${leagueSlug}`;
    const divisions = await getJson<PublicDivisions>(page, `/api/public_divisions/${season.id}`);
    const total = divisions.divisions.reduce((sum, division) => sum + division.games.length, 0);
    expect(total).toBeGreaterThanOrEqual(2_000);

    // Each visit is a fresh phone (its own cache, so the schedule's answer comes from the server) that first
    // opens the home page, so the shared chunks are cached as on a returning visitor's phone. Three visits
    // (the machine is shared, so one can be slowed by other work): the time to the first screenful of games
    // drawn (what the phone shows), and to every game in the page.
    const visits: { firstScreen: number; afterAnswer: number; everyRow: number; apiCall: number }[] = [];
    let family = await newPage(browser, baseUrl, { viewport: MOBILE });
    for (let visit = 0; visit < 3; visit += 1) {
      if (visit > 0) {
        await family.context.close();
        family = await newPage(browser, baseUrl, { viewport: MOBILE });
      }
      const page = family.page;
      await page.goto(leaguePath);
      await page.getByRole('navigation', { name: 'League pages', exact: true }).waitFor();
      const opened = Date.now();
      await page.goto(`${leaguePath}/schedules`);
      await page.locator('[data-game-id]').first().waitFor({ state: 'visible', timeout: 30_000 });
      const firstScreen = Date.now() - opened;
      const answer = () =>
        page.evaluate(() => {
          const entry = performance
            .getEntriesByType('resource')
            .find((e) => /\/api\/public_divisions\//.test(e.name)) as PerformanceResourceTiming | undefined;
          return entry
            ? {
                afterAnswer: performance.now() - entry.responseEnd,
                apiCall: entry.responseEnd - entry.requestStart,
              }
            : { afterAnswer: -1, apiCall: -1 };
        });
      const { afterAnswer, apiCall } = await answer();
      await page
        .locator('[data-game-id]')
        .nth(total - 1)
        .waitFor({ state: 'attached', timeout: 30_000 });
      visits.push({ firstScreen, afterAnswer, everyRow: Date.now() - opened, apiCall });
    }
    const phone = family.page;
    onTestFailed(() => screenshotOnFailure(phone));
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? -1;
    const drawnRows = await phone.locator('[data-game-id]').count();
    console.log(
      `public schedule page, ${drawnRows} games at 375 px, median of 3 visits: first screen ${median(visits.map((v) => v.firstScreen))} ms (target < 1,000; ${median(visits.map((v) => v.afterAnswer)).toFixed(0)} ms after the answer), every game in the page ${median(visits.map((v) => v.everyRow))} ms, API call ${median(visits.map((v) => v.apiCall)).toFixed(0)} ms; visits ${JSON.stringify(visits.map((v) => v.firstScreen))}`,
    );
    expect(drawnRows).toBe(total);
    // The target is 1 s (docs/public-site.md#speed); the bound here leaves room for a busy shared machine and
    // still fails on a page that draws every row before the first screen (3.3 s before it was made fast).
    expect(median(visits.map((v) => v.firstScreen))).toBeLessThan(2_000);
    await firstScreen(phone, 'public-site-schedules-2000-top-en');
    await family.context.close();
    await context.close();
  }, 300_000);
});
