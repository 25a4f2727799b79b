import type { LeagueSeasonIds, MasterList, PublicTeam, PublicWebpage, Season } from '@app/contracts';
import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { getJson, postJson } from './support/api.ts';
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

/** The built admin app's entry chunk: the public site must never load it (docs/public-site.md#the-bundle). */
const ADMIN_ENTRY = /\/assets\/main-[^/]*\.js$/;

/** Records every script the page loads. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

/**
 * Publishes the signed-in owner's current league through /public-webpage as an organiser would: picks the
 * season, displays the league, shows rosters, writes the home text, publishes. Answers the league's URL.
 */
async function publishThroughSettings(page: Page, seasonName: string): Promise<string> {
  await page.goto('/public-webpage');
  await page.getByRole('heading', { name: 'Public webpage', level: 1 }).waitFor();
  await page.getByRole('combobox', { name: 'Season shown' }).click();
  await page.getByRole('listbox', { name: 'Season shown' }).getByRole('option', { name: seasonName }).click();
  await page.getByText('Public webpage has been updated').first().waitFor();
  const leagueCard = page.locator('.mantine-Card-root', { has: page.getByTestId('league-url') });
  const display = page.getByRole('checkbox', { name: /Display the league/ });
  // A league page is displayed unless an organiser hid it; the box's own Save appears only on a change.
  if (!(await display.isChecked())) {
    await display.check();
    await leagueCard.getByRole('button', { name: 'Save' }).click();
    await leagueCard.getByRole('button', { name: 'Save' }).waitFor({ state: 'detached' });
  }

  const siteCard = page.locator('.mantine-Card-root', {
    has: page.getByRole('heading', { name: 'Look and sections' }),
  });
  await siteCard.getByRole('switch', { name: 'Rosters on team pages' }).check({ force: true });
  // A logo drawn by the browser itself: a real PNG, as an organiser's file would be.
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 240;
    const draw = canvas.getContext('2d');
    if (!draw) return '';
    draw.fillStyle = '#f59f00';
    draw.beginPath();
    draw.arc(120, 120, 112, 0, Math.PI * 2);
    draw.fill();
    draw.fillStyle = '#1c2a6b';
    draw.font = 'bold 96px sans-serif';
    draw.textAlign = 'center';
    draw.textBaseline = 'middle';
    draw.fillText('NY', 120, 128);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  await siteCard
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  await siteCard.getByRole('img', { name: 'Logo preview' }).waitFor();
  const editor = siteCard.getByRole('textbox', { name: 'Home page' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Welcome to the season! ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('Games start Saturday.');
  await siteCard.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Public webpage has been updated').first().waitFor();
  await screenshot(page, 'public-webpage-settings-en');

  await leagueCard.getByRole('button', { name: 'Publish' }).click();
  await page
    .getByRole('dialog', { name: 'Publish the league page?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await leagueCard.getByText('Published', { exact: true }).waitFor();
  return (await page.getByTestId('league-url').textContent()) ?? '';
}

describe('the public league website', () => {
  it('publishes a league from the settings page and shows it signed out on a phone, in English and Japanese', async () => {
    const owner = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(owner.page));
    await signUp(owner.page, uniqueEmail('public-site'));
    const { season } = await postJson<LeagueSeasonIds>(owner.page, '/api/demo');
    const details = await getJson<Season>(owner.page, `/api/seasons/${season.id}`);
    // Two results, so scores and standings have something to show.
    const master = await getJson<MasterList>(owner.page, `/api/seasons/${season.id}/games`);
    const played = master.games.filter((game) => game.timeslot_id && game.visitor_id).slice(0, 2);
    await postJson(
      owner.page,
      '/api/games/scores',
      {
        games: played.map((game, index) => ({
          id: game.id,
          home_score: 3,
          visitor_score: index,
          overtime: index === 1,
          forfeit: null,
        })),
      },
      200,
    );
    const url = await publishThroughSettings(owner.page, details.name);
    const webpage = await getJson<PublicWebpage>(owner.page, '/api/public_webpage');
    const leaguePath = new URL(url).pathname;
    expect(leaguePath).toBe(`/leagues/${webpage.slug}/${webpage.public_league_page?.slug}`);

    // A family's phone, signed out.
    const family = await newPage(browser, baseUrl, { viewport: MOBILE });
    onTestFailed(() => screenshotOnFailure(family.page));
    const scripts = scriptsOf(family.page);
    const page = family.page;
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(leaguePath);
    const nav = page.getByRole('navigation', { name: 'League pages', exact: true });
    await nav.getByRole('link', { name: 'Standings' }).waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Home',
      'Schedules',
      'Scores',
      'Standings',
      'Teams',
    ]);
    await page.getByText('Games start Saturday.').waitFor();
    // The logo as the uploads domain stored it, served from this origin.
    expect(await page.locator('img.ps-logo').getAttribute('src')).toMatch(/^\/uploads\/.+\.webp$/);
    expect(webpage.logo_url).toMatch(/^\/uploads\//);
    expect(await page.locator('.ps-home-text strong').textContent()).toBe('Games start Saturday.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'public-site-home-en');

    await nav.getByRole('link', { name: 'Schedules' }).click();
    await page.locator('[data-game-id]').first().waitFor();
    await screenshot(page, 'public-site-schedules-en');
    await firstScreen(page, 'public-site-schedules-top-en');

    await nav.getByRole('link', { name: 'Standings' }).click();
    await page.getByRole('heading', { name: /Standings$/ }).waitFor();
    await page.locator('.ps-table tbody tr').first().waitFor();
    await screenshot(page, 'public-site-standings-en');

    await nav.getByRole('link', { name: 'Scores' }).click();
    const scoreRows = page.locator('.ps-table tbody tr');
    await scoreRows.first().waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/ Scores$/);
    // Start MM-DD-YY and h:mm A; overtime yes or no.
    expect(await scoreRows.first().locator('td').first().textContent()).toMatch(
      /^\d\d-\d\d-\d\d\d{1,2}:\d\d [AP]M$/,
    );
    expect(await page.locator('.ps-table tbody td:last-child').allTextContents()).toContain('yes');
    expect(await page.locator('.ps-table tbody td.ps-score').allTextContents()).toContain('1–3');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'public-site-scores-en');
    await firstScreen(page, 'public-site-scores-top-en');

    // Follow a team link from the standings to its page.
    await nav.getByRole('link', { name: 'Standings' }).click();
    const teamLink = page.locator('.ps-table tbody th a').first();
    const teamName = (await teamLink.textContent()) ?? '';
    await teamLink.click();
    await page.getByRole('heading', { name: teamName, level: 1 }).waitFor();
    await page.locator('[data-game-id]').first().waitFor();
    const teamId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    await screenshot(page, 'public-site-team-en');
    await page.getByRole('tab', { name: 'Roster' }).click();
    const names = await page.locator('.ps-game-teams').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    // First name and last initial by default: minors' surnames are not published.
    for (const name of names) expect(name).toMatch(/^\S+( \S+)* \p{Lu}\.$/u);
    await screenshot(page, 'public-site-roster-en');

    // Subscribe to the team's calendar and read it with an iCalendar parser.
    const href = (await page.getByTestId('calendar-download').getAttribute('href')) ?? '';
    expect(await page.getByTestId('calendar-subscribe').getAttribute('href')).toBe(
      href.replace(/^http:/, 'webcal:'),
    );
    const ics = await page.request.get(href);
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(await ics.text()));
    const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    const team = await getJson<PublicTeam>(page, `/api/public_teams/${teamId}`);
    expect(events.length).toBe(team.games.length);
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(event.summary).toContain(teamName);
    expect(events.map((event) => event.startDate.toJSDate().toISOString()).sort()).toEqual(
      team.games.map((game) => new Date(game.start).toISOString()).sort(),
    );

    // The organisation's address leads to the league page, keeping the sub-path.
    await page.goto(`/public/${webpage.slug}/scores`);
    await page.waitForURL(`**${leaguePath}/scores`);
    expect(scripts.some((script) => ADMIN_ENTRY.test(script))).toBe(false);
    expect(scripts.some((script) => /\/assets\/public-[^/]*\.js$/.test(script))).toBe(true);
    // The public bundle and the organisers' home text run under the app's Content-Security-Policy.
    expect(violations).toEqual([]);

    // The language switch, and a Japanese phone opening in the league's language (English, its creator's)
    // until its visitor switches (docs/public-site.md#language).
    await page.locator('header').getByRole('button', { name: '日本語' }).click();
    await page.getByRole('heading', { name: /スコア$/ }).waitFor();
    await family.context.close();

    const ja = await newPage(browser, baseUrl, { viewport: MOBILE, locale: 'ja-JP' });
    onTestFailed(() => screenshotOnFailure(ja.page));
    await ja.page.goto(leaguePath);
    await ja.page
      .getByRole('navigation', { name: 'League pages', exact: true })
      .getByRole('link', { name: 'Schedules' })
      .waitFor();
    await ja.page.locator('header').getByRole('button', { name: '日本語' }).click();
    const jaNav = ja.page.getByRole('navigation', { name: 'リーグのページ', exact: true });
    await jaNav.getByRole('link', { name: '日程' }).waitFor();
    await screenshot(ja.page, 'public-site-home-ja');
    await jaNav.getByRole('link', { name: '日程' }).click();
    await ja.page.locator('[data-game-id]').first().waitFor();
    expect(await ja.page.locator('.ps-day-heading').first().textContent()).toMatch(
      /^\d{4}年\d{1,2}月\d{1,2}日.曜日$/,
    );
    await firstScreen(ja.page, 'public-site-schedules-top-ja');
    await jaNav.getByRole('link', { name: '順位表' }).click();
    await ja.page.locator('.ps-table tbody tr').first().waitFor();
    await screenshot(ja.page, 'public-site-standings-ja');
    await jaNav.getByRole('link', { name: 'スコア' }).click();
    await ja.page.locator('.ps-table tbody tr').first().waitFor();
    await screenshot(ja.page, 'public-site-scores-ja');
    await ja.page.goto(`${leaguePath}/teams/${teamId}`);
    await ja.page.locator('[data-game-id]').first().waitFor();
    await screenshot(ja.page, 'public-site-team-ja');

    // Unpublished: the same address goes to the main site at once.
    await owner.page.goto('/public-webpage');
    await owner.page.getByRole('button', { name: 'Unpublish' }).click();
    await owner.page
      .getByRole('dialog', { name: 'Unpublish the league page?' })
      .getByRole('button', { name: 'Unpublish' })
      .click();
    await owner.page.getByText('Not published', { exact: true }).waitFor();
    await ja.page.goto(leaguePath);
    await ja.page.waitForURL((address) => !address.pathname.startsWith('/leagues/'));
    expect(await ja.page.locator('.ps-header').count()).toBe(0);
    await ja.context.close();
    await owner.context.close();
  });
});
