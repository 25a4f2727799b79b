import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  LeagueDocument,
  LeagueInfo,
  LeagueSeasonIds,
  MasterList,
  ScheduleCreatedSchema,
  ScheduleStatus,
  Season,
  Venue,
} from '@app/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import type { z } from 'zod';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { getJson, postJson } from './support/api.ts';
import { launchBrowser, MOBILE, newPage, screenshot, screenshotOnFailure } from './support/browser.ts';

// docs/leagues.md, "The league document", and docs/imports.md, "CSV files": a league's JSON download is a
// backup that /import reproduces in another organisation, and a rejected CSV file lists every bad row.
type ScheduleCreated = z.infer<typeof ScheduleCreatedSchema>;

const baseUrl = inject('baseUrl');
let browser: Browser;
/** The league file downloaded by the first test, kept for the Japanese one. */
let leagueFile = '';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const LEAGUE = 'Northside Youth Soccer (demo)';

/** A teams file with an unknown division on row 2, a long abbreviation on row 4 and no name on row 5. */
const BAD_TEAMS = [
  'name,division,shortcode,longcode',
  'Comets,Nowhere,,',
  'Rockets,U10 Boys,,',
  'Meteors,U10 Boys,TOOLONG,',
  ',U10 Boys,,',
].join('\n');

/** The demo league with timeslots on eight Saturdays, a round robin run on them and one score entered. */
async function buildScheduledLeague(page: Page): Promise<void> {
  const { season } = await postJson<LeagueSeasonIds>(page, '/api/demo', { structure_only: true });
  const details = await getJson<Season>(page, `/api/seasons/${season.id}`);
  const rows = [];
  for (const venue of details.venues) {
    const full = await getJson<Venue>(page, `/api/venues/${venue.id}`);
    for (const surface of full.surfaces) {
      for (let week = 0; week < 8; week += 1) {
        for (const hour of [14, 16]) {
          const start = Date.UTC(2027, 3, 3 + week * 7, hour);
          rows.push({
            venue_id: venue.id,
            surface_id: surface.id,
            start: new Date(start).toISOString(),
            finish: new Date(start + 90 * 60_000).toISOString(),
          });
        }
      }
    }
  }
  await postJson(page, '/api/timeslots/bulk', { season_id: season.id, rows });
  const division = details.divisions[0];
  if (!division) throw new Error('the demo has divisions');
  const created = await postJson<ScheduleCreated>(page, '/api/schedules', {
    season_id: season.id,
    division_id: division.id,
    name: 'Spring games',
    config: { count: 1, schedule_start: '2027-04-01', schedule_end: '2027-05-31' },
  });
  for (;;) {
    const status = await getJson<ScheduleStatus>(page, `/api/schedules/${created.id}/status`);
    if (status.finished) break;
    await page.waitForTimeout(300);
  }
  const master = await getJson<MasterList>(page, `/api/seasons/${season.id}/games`);
  const placed = master.games.find((g) => g.timeslot_id !== null);
  if (!placed) throw new Error('the schedule placed games');
  await postJson(
    page,
    '/api/games/scores',
    { games: [{ id: placed.id, home_score: 2, visitor_score: 1 }] },
    200,
  );
}

/** The one league of the signed-in user's organisation, exported. */
async function exportOnlyLeague(page: Page): Promise<LeagueDocument> {
  const info = await getJson<LeagueInfo>(page, '/api/leagues');
  const [league] = info.leagues;
  if (!league) throw new Error('the organisation has a league');
  return getJson<LeagueDocument>(page, `/api/leagues/${league.id}/export`);
}

describe('league backup in the browser', () => {
  it('downloads a league as JSON, reproduces it in another organisation and lists every bad CSV row', async () => {
    const owner = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(owner.page));
    await signUp(owner.page, uniqueEmail('backup-a'));
    await buildScheduledLeague(owner.page);

    await owner.page.goto('/leagues');
    const downloadPromise = owner.page.waitForEvent('download');
    await owner.page
      .getByRole('button', { name: /Download JSON/ })
      .first()
      .click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`${LEAGUE}.json`);
    leagueFile = join(mkdtempSync(join(tmpdir(), 'backup-')), download.suggestedFilename());
    copyFileSync(await download.path(), leagueFile);
    const original = JSON.parse(readFileSync(leagueFile, 'utf8')) as LeagueDocument;
    expect(original.version).toBe(2);
    const games = original.seasons[0]?.schedules[0]?.games ?? [];
    expect(games.length).toBeGreaterThan(0);
    expect(games.some((g) => g.home_score === 2)).toBe(true);
    await owner.context.close();

    // Another organisation: its owner imports the file from /import.
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('backup-b'));
    await page.goto('/import');
    await page.getByLabel('League JSON file').setInputFiles(leagueFile);
    const ready = page.getByRole('region', { name: 'League file ready to import' });
    await ready.waitFor();
    expect(await ready.getByLabel('Name of the new league').inputValue()).toBe(LEAGUE);
    expect(await ready.getByText('Games', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'backup-import-en');
    await ready.getByRole('button', { name: 'Import league' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(`Imported ${LEAGUE}`).first().waitFor();

    // Reproduced: the new organisation's export is the same document, and its games list shows the games.
    expect(await exportOnlyLeague(page)).toEqual(original);
    await page.goto('/list');
    await page.locator('tr[data-game-id]').first().waitFor({ timeout: 30_000 });
    await screenshot(page, 'backup-imported-list-en');

    // The same file again: the page says the copy will be numbered.
    await page.goto('/import');
    await page.getByLabel('League JSON file').setInputFiles(leagueFile);
    await page
      .getByText(
        `This organisation already has a league named “${LEAGUE}”, so this one will be named “${LEAGUE} (2)”.`,
        {
          exact: false,
        },
      )
      .waitFor();
    await screenshot(page, 'backup-import-taken-en');

    // A teams file with bad rows: every one is listed, the unknown division and the empty first cell too.
    await page.goto('/import/csv');
    await page.getByLabel('Teams CSV file').setInputFiles({
      name: 'teams-bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(BAD_TEAMS),
    });
    const table = page.getByRole('table', { name: 'Bad rows' });
    await table.waitFor();
    const rows = await table.locator('tbody tr').allTextContents();
    expect(rows).toEqual([
      '2divisionis not a division of this season',
      '4shortcodemust be at most 4 characters',
      '5nameRequired',
    ]);
    await screenshot(page, 'backup-csv-rows-en');
    await context.close();
  });

  it('shows the league import and the bad CSV rows in Japanese, at 375 px too', async () => {
    expect(leagueFile).not.toBe('');
    const { context, page } = await newPage(browser, baseUrl, { viewport: MOBILE });
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('backup-ja'));
    expect((await page.request.get('/api/switch_locale/ja')).status()).toBeLessThan(400);
    await page.reload();
    await postJson(page, '/api/leagues', { name: LEAGUE, seasonName: '2027年春' });
    await page.goto('/import');
    await page.getByLabel('リーグのJSONファイル').setInputFiles(leagueFile);
    const ready = page.getByRole('region', { name: 'インポート可能なリーグファイル' });
    await ready.waitFor();
    await ready.getByText(`「${LEAGUE} (2)」`, { exact: false }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'backup-import-ja-375');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'backup-import-ja');
    await ready.getByRole('button', { name: 'リーグをインポート' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const info = await getJson<LeagueInfo>(page, '/api/leagues');
    expect(info.leagues.map((l) => l.name)).toEqual([LEAGUE, `${LEAGUE} (2)`]);

    await page.goto('/import/csv');
    await page.getByLabel('チーム のCSVファイル').setInputFiles({
      name: 'teams-bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(BAD_TEAMS),
    });
    const table = page.getByRole('table', { name: '不正な行' });
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(3);
    await screenshot(page, 'backup-csv-rows-ja');
    await page.setViewportSize(MOBILE);
    // The page lays itself out again after the resize (the shell's media queries run in script): wait for it.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 5000 })
      .toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'backup-csv-rows-ja-375');
    await context.close();
  });
});
