import { join } from 'node:path';
import type {
  Dashboard,
  Division,
  ImportList,
  LeagueDocument,
  LeagueInfo,
  LeagueSeasonIds,
  Season,
  Team,
} from '@app/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { getJson, postJson } from './support/api.ts';
import {
  DESKTOP,
  launchBrowser,
  MOBILE,
  newPage,
  SCREENSHOT_DIR,
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

/** Drops every id-like value so two exports of the same league compare equal. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'id' && !key.endsWith('_id') && !key.endsWith('_ids'))
        .map(([key, inner]) => [key, withoutIds(inner)]),
    );
  }
  return value;
}

async function createDivision(page: Page, name: string, across: string[] = []): Promise<string> {
  await page.goto('/divisions/new');
  await page.getByLabel(/^Name/).fill(name);
  if (across.length > 0) {
    await page.getByLabel('Across divisions').check();
    for (const source of across) await page.getByRole('checkbox', { name: source, exact: true }).check();
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/divisions\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

async function openTeam(page: Page, divisionId: string, name: string): Promise<void> {
  await page.goto(`/divisions/${divisionId}`);
  await page.getByRole('link', { name, exact: true }).click();
  await page.waitForURL(/\/teams\/[0-9a-f-]{36}$/);
}

describe('league structure in the browser', () => {
  it('builds a league by hand, imports CSV files and round-trips the league as JSON', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('league'));

    // The empty dashboard offers the ways in, the wizard first.
    await page.getByRole('link', { name: /^Set up with the wizard/ }).waitFor();
    await page.getByRole('link', { name: /^Create a league by hand/ }).waitFor();
    await screenshot(page, 'league-dashboard-empty-en');

    await page.goto('/leagues/new');
    await page.getByLabel('League name').fill('Riverside Youth Soccer');
    await page.getByLabel('Season name').fill('Spring 2027');
    await page.getByRole('button', { name: 'Create league' }).click();
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/setup');
    const info = await getJson<LeagueInfo>(page, '/api/leagues');
    const league = info.leagues.find((l) => l.name === 'Riverside Youth Soccer');
    expect(league?.seasons.map((s) => s.name)).toEqual(['Spring 2027']);
    expect(info.current_season_id).toBe(league?.seasons[0]?.id);
    const seasonId = info.current_season_id ?? '';

    // Two divisions and one across them; a third source checkbox is disabled once two are chosen.
    const u10 = await createDivision(page, 'U10');
    const u12 = await createDivision(page, 'U12');
    await createDivision(page, 'U10 v U12', ['U10', 'U12']);
    await expect.poll(() => page.getByText('Plays across U10 and U12').first().isVisible()).toBe(true);

    // Eight teams through the multi-row form: each named row opens a blank one below it.
    await page.goto(`/teams/new?division_id=${u10}`);
    const names = ['Hawks', 'Lightning', 'Comets', 'Rockets', 'Falcons', 'Thunder', 'Storm', 'Blaze'];
    for (const [i, name] of names.entries()) {
      await page.getByLabel(`Team ${i + 1} name`).fill(name);
      if (i >= 4) {
        await page
          .getByLabel(`Team ${i + 1} division`)
          .first()
          .click();
        await page.getByRole('option', { name: 'U12', exact: true }).click();
      }
    }
    await expect.poll(() => page.getByLabel('Team 9 name').inputValue()).toBe('');
    await screenshot(page, 'league-teams-new-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Teams created: 8').first().waitFor();
    const division12 = await getJson<Division>(page, `/api/divisions/${u12}`);
    expect(division12.teams.map((t) => t.name).sort()).toEqual(['Blaze', 'Falcons', 'Storm', 'Thunder']);

    // A venue with two surfaces and coordinates (no geocoder here: typed in).
    await page.goto('/venues/new');
    await page.getByLabel('Venue name').fill('North Park');
    await page.getByLabel('Street address').fill('100 Main St');
    await page.getByLabel('City').fill('Springfield');
    await page.getByLabel('Latitude').fill('41.85');
    await page.getByLabel('Longitude').fill('-87.65');
    await page.getByLabel(/surface 1 name/).fill('Field 1');
    await page.getByRole('button', { name: 'Add surface' }).click();
    await page.getByLabel(/surface 2 name/).fill('Field 2');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/venues\/[0-9a-f-]{36}$/);
    await page.getByText('Field 2').first().waitFor();
    // The tile map appears after a second (the venue page holds it back by MAP_DELAY_MS), centred on the venue.
    await page.locator('.leaflet-container').waitFor();
    await screenshot(page, 'league-venue-en');

    // One coach on two teams: created inline on the first, picked on the second.
    await openTeam(page, u10, 'Hawks');
    await page.getByRole('button', { name: 'Add coach' }).click();
    await page.getByRole('button', { name: 'Create person' }).click();
    await page.getByLabel('First name').fill('Casey');
    await page.getByLabel('Last name').fill('Morgan');
    await page.getByRole('button', { name: 'Create and add' }).click();
    await page.getByRole('link', { name: 'Casey Morgan' }).waitFor();

    // Home venue, a weekly "no play between 17:00 and 19:00" and a travel limit.
    await page.getByRole('button', { name: 'Add home venue' }).click();
    await page.getByRole('button', { name: 'Add North Park' }).click();
    await page.getByRole('link', { name: 'North Park' }).first().waitFor();
    await page.getByRole('button', { name: 'Add constraint' }).click();
    await page.getByLabel('Every week').check();
    await page.getByRole('checkbox', { name: 'Wednesday' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('No play during a time range').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Not between two times').check();
    await page.getByLabel('Not between (start)').first().fill('5:00 PM');
    await page.getByRole('option', { name: '5:00 PM', exact: true }).click();
    await page.getByLabel('and (end)').first().fill('7:00 PM');
    await page.getByRole('option', { name: '7:00 PM', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page
      .getByText(/no play between 5:00 PM and 7:00 PM/)
      .first()
      .waitFor();
    await page.getByLabel('Weekday distance from home').fill('25');
    await page.getByRole('button', { name: 'Save travel limits' }).click();
    await page.getByText('Travel limits saved').first().waitFor();
    await screenshot(page, 'league-team-en');
    const hawksId = new URL(page.url()).pathname.split('/').pop() ?? '';
    const hawks = await getJson<Team>(page, `/api/teams/${hawksId}`);
    expect(hawks.coaches).toHaveLength(1);
    expect(hawks.time_constraints[0]).toMatchObject({ not_between_start: '17:00', not_between_end: '19:00' });
    expect(hawks.travel_constraints).toHaveLength(1);

    await openTeam(page, u10, 'Lightning');
    await page.getByRole('button', { name: 'Add coach' }).click();
    await page.getByRole('button', { name: 'Add Casey Morgan' }).click();
    await page.getByRole('link', { name: 'Casey Morgan' }).waitFor();
    await page.getByRole('link', { name: 'Casey Morgan' }).click();
    await page.getByRole('link', { name: 'Hawks' }).waitFor();
    await page.getByRole('link', { name: 'Lightning' }).waitFor();

    // CSV import: a file with a bad row is refused whole, naming the row and field; a good one is saved.
    const before = await getJson<Dashboard>(page, `/api/seasons/${seasonId}/dashboard`);
    await page.goto('/import/csv');
    const header = 'first,last,email,phone,is_coach,is_player,is_staff,is_umpire,team,role';
    await page.getByLabel('People CSV file').setInputFiles({
      name: 'people-bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `${header}\nAna,Diaz,ana@example.com,,no,yes,no,no,Hawks,player\nBen,Lee,not-an-email,,no,yes,no,no,Hawks,player\n`,
      ),
    });
    await page.getByText('Nothing was saved').first().waitFor();
    await expect
      .poll(() => page.getByRole('cell', { name: '3', exact: true }).first().isVisible())
      .toBe(true);
    await screenshot(page, 'league-csv-rejected-en');
    const afterBad = await getJson<Dashboard>(page, `/api/seasons/${seasonId}/dashboard`);
    expect(afterBad.counts.people).toBe(before.counts.people);
    await page.getByLabel('People CSV file').setInputFiles({
      name: 'people-good.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `${header}\nAna,Diaz,ana@example.com,,no,yes,no,no,Hawks,player\nBen,Lee,ben@example.com,,no,yes,no,no,Storm,player\n`,
      ),
    });
    await page.getByText('People: imported 2').first().waitFor();
    const afterGood = await getJson<Dashboard>(page, `/api/seasons/${seasonId}/dashboard`);
    expect(afterGood.counts.people).toBe(before.counts.people + 2);

    // JSON: download from /leagues, import it at /import as a new league, export again: same content.
    await page.goto('/leagues');
    const downloadPromise = page.waitForEvent('download');
    await page
      .getByRole('button', { name: /Download JSON/ })
      .first()
      .click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('Riverside Youth Soccer.json');
    const exportedPath = await download.path();
    await page.goto('/import');
    await page.getByLabel('League JSON file').setInputFiles(exportedPath);
    await page.getByRole('button', { name: 'Import league' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const afterImport = await getJson<LeagueInfo>(page, '/api/leagues');
    // The organisation has the name already, so the copy is numbered (docs/leagues.md).
    const copies = afterImport.leagues.filter((l) => l.name.startsWith('Riverside Youth Soccer'));
    expect(copies.map((l) => l.name)).toEqual(['Riverside Youth Soccer', 'Riverside Youth Soccer (2)']);
    const [first, second] = await Promise.all(
      copies.map((copy) => getJson<LeagueDocument>(page, `/api/leagues/${copy.id}/export`)),
    );
    expect(withoutIds({ ...second, league: null })).toEqual(withoutIds({ ...first, league: null }));

    await page.setViewportSize(MOBILE);
    await page.goto(`/teams/${hawksId}`);
    await page.getByRole('link', { name: 'Casey Morgan' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'league-team-en-375');
    await context.close();
  });

  it('shows the league screens in Japanese and at 375 px', async () => {
    const { context, page } = await newPage(browser, baseUrl, { viewport: MOBILE });
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('league-ja'));
    expect((await page.request.get('/api/switch_locale/ja')).status()).toBeLessThan(400);
    await page.reload();
    await page.getByRole('heading').first().waitFor();
    await screenshot(page, 'league-dashboard-empty-ja-375');
    await postJson(page, '/api/demo');
    await page.goto('/');
    await page.getByRole('searchbox').first().waitFor();
    await screenshot(page, 'league-dashboard-ja-375');
    const info = await getJson<LeagueInfo>(page, '/api/leagues');
    const season = await getJson<Season>(page, `/api/seasons/${info.current_season_id}`);
    const teamId = season.divisions[0]?.teams[0]?.id ?? '';
    const venueId = season.venues[0]?.id ?? '';
    for (const [path, name] of [
      [`/teams/${teamId}`, 'team'],
      [`/venues/${venueId}`, 'venue'],
      [`/seasons/${season.id}`, 'season'],
      ['/leagues', 'leagues'],
      ['/import/csv', 'csv-import'],
      ['/bulk-edit', 'bulk-edit'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading').first().waitFor();
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} fits 375 px`).toBeLessThanOrEqual(MOBILE.width);
      await screenshot(page, `league-${name}-ja-375`);
    }
    await page.setViewportSize(DESKTOP);
    for (const [path, name] of [
      ['/', 'dashboard'],
      [`/teams/${teamId}`, 'team'],
      [`/seasons/${season.id}`, 'season'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading').first().waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `league-${name}-ja`);
    }
    // The season page lists people a page at a time; its filter asks the server (docs/seasons.md).
    const person = season.people.at(-1)?.name ?? '';
    const people = page.getByRole('region', { name: 'メンバー' });
    await people.getByRole('searchbox').fill(person);
    await people.getByRole('link', { name: person, exact: true }).waitFor();
    expect(await people.getByRole('list').getByRole('link').count()).toBe(
      season.people.filter((p) => p.name.toLowerCase().includes(person.toLowerCase())).length,
    );
    await context.close();
  });

  it('imports a large CSV file as a job with a progress bar, and cancels one', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('league-import-job'));
    const header = 'first,last,email,phone,is_coach,is_player,is_staff,is_umpire,team,role';
    const peopleFile = (name: string, count: number) => ({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [header, ...Array.from({ length: count }, (_, i) => `First${i},Last${i},,,no,yes,no,no,,`)].join(
          '\n',
        ),
      ),
    });
    // A 100,000-slot file: the cancel meets it queued, reading or saving, and each ends it cancelled with nothing
    // saved (a cancel during the save makes it roll back, docs/imports.md#cancelling-a-save). Only a cancel
    // that comes after the save has committed is refused (the import finished).
    const park =
      'name,line_1,city,state,zip,country,latitude,longitude,surfaces,priority\nPark,,,,,US,,,Field 1;Field 2,0\n';
    const slots = ['venue,surface,date,start,finish,divisions,type'];
    for (let i = 0; i < 100_000; i += 1) {
      const date = new Date(Date.UTC(2027, 0, 1) + Math.floor(i / 16) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const hour = 8 + (Math.floor(i / 2) % 8);
      slots.push(`Park,Field ${(i % 2) + 1},${date},${hour}:00,${hour}:30,,`);
    }
    // The new league's season becomes the current one, which the import page works in.
    const { season } = await postJson<LeagueSeasonIds>(page, '/api/leagues', {
      name: 'Import Jobs League',
      seasonName: 'Spring',
    });
    await postJson(page, `/api/seasons/${season.id}/csv/venues`, { csv: park });
    await page.goto('/import/csv');
    const timeslots = page.getByRole('region', { name: 'Timeslots' });
    await page.getByLabel('Timeslots CSV file').setInputFiles({
      name: 'timeslots-large.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(slots.join('\n')),
    });
    // Queued, its bar is still empty (0 wide), so the Cancel button beside it is what is waited for.
    await timeslots.getByRole('progressbar', { name: 'Import progress' }).waitFor({ state: 'attached' });
    await timeslots.getByRole('button', { name: 'Cancel import' }).waitFor();
    await timeslots.screenshot({ path: join(SCREENSHOT_DIR, 'league-csv-progress-en.png') });
    await timeslots.getByRole('button', { name: 'Cancel import' }).click();
    await page.getByText('Import of timeslots-large.csv cancelled; nothing was saved.').waitFor();
    await screenshot(page, 'league-csv-cancelled-en');
    const afterCancel = await getJson<Dashboard>(page, `/api/seasons/${season.id}/dashboard`);
    expect(afterCancel.counts.timeslots).toBe(0);

    const people = page.getByRole('region', { name: 'People' });
    await page.getByLabel('People CSV file').setInputFiles(peopleFile('people-2000.csv', 2_000));
    await page.getByText('People: imported 2000').first().waitFor();
    await expect.poll(() => people.getByText('2000 in this season').isVisible()).toBe(true);
    await screenshot(page, 'league-csv-imported-en');
    const imports = await getJson<ImportList>(page, `/api/seasons/${season.id}/imports`);
    expect(imports.imports.map((job) => [job.status, job.total_rows, job.created_count])).toEqual([
      ['succeeded', 2_000, 2_000],
      ['cancelled', 100_000, 0],
    ]);
    await context.close();
  });
});
