import type { League, Season, ShareLink, Team } from '@app/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { getJson } from './support/api.ts';
import { launchBrowser, MOBILE, newPage, screenshot, screenshotOnFailure } from './support/browser.ts';
import { demoSeason } from './support/seasons.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('share links (docs/share-links.md)', () => {
  it('shares the standings in Japanese and a team, rotates, and sets the league language', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('share'));
    const season: Season = await demoSeason(page);
    expect((await page.request.get('/api/switch_locale/ja')).status()).toBeLessThan(400);

    // The standings page's Share button opens the dialog; the link is made on demand.
    await page.goto(`/standings?season=${season.id}`);
    await page.getByRole('button', { name: '共有', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '共有リンクを作成' }).click();
    const standingsUrl = await dialog.getByLabel('共有リンク', { exact: true }).inputValue();
    expect(standingsUrl).toMatch(/\/embed\/[A-Za-z0-9_-]{43}$/);
    await screenshot(page, 'standings-share-ja');
    await page.keyboard.press('Escape');

    const visitor = await newPage(browser, baseUrl, { viewport: MOBILE });
    await visitor.page.goto(new URL(standingsUrl).pathname);
    await visitor.page.getByRole('heading', { name: /Northside Youth Soccer/ }).waitFor();
    await visitor.page.getByText('GP').first().waitFor();
    await screenshot(visitor.page, 'standings-embed-375');

    // A team's share link, rotated: the old address stops at once, the new one works.
    const team = (season.divisions[0]?.teams[0] ?? null) as Team | null;
    if (!team) throw new Error('the demo season has teams');
    expect((await page.request.get('/api/switch_locale/en')).status()).toBeLessThan(400);
    await page.goto(`/teams/${team.id}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await dialog.getByRole('button', { name: 'Make a share link' }).click();
    const before = await dialog.getByLabel('Share link', { exact: true }).inputValue();
    expect(
      await dialog.getByLabel('Calendar subscription (iCalendar)', { exact: true }).inputValue(),
    ).toMatch(/\/api\/embed\/[A-Za-z0-9_-]{43}\/calendar\.ics$/);
    await screenshot(page, 'team-share-en');
    await dialog.getByRole('button', { name: 'Rotate link' }).click();
    await page
      .getByRole('dialog', { name: 'Rotate the share link?' })
      .getByRole('button', { name: 'Rotate link' })
      .click();
    await expect.poll(() => dialog.getByLabel('Share link', { exact: true }).inputValue()).not.toBe(before);
    const links = await getJson<{ share_links: ShareLink[] }>(page, `/api/share_links?target_id=${team.id}`);
    expect(links.share_links).toHaveLength(1);
    expect((await visitor.page.request.get(`/api/embed/${before.split('/embed/')[1]}`)).status()).toBe(404);
    await visitor.page.goto(new URL(links.share_links[0]?.url ?? '').pathname);
    await visitor.page.getByRole('heading', { name: team.name }).waitFor();
    await screenshot(visitor.page, 'team-embed-375');
    await visitor.context.close();

    // The league language, on the league's page.
    const leagueId = (await getJson<{ current_league_id: string }>(page, '/api/leagues')).current_league_id;
    await page.goto(`/leagues/${leagueId}`);
    await page.getByLabel('League language').selectOption('ja');
    await expect
      .poll(async () => (await getJson<League>(page, `/api/leagues/${leagueId}`)).language)
      .toBe('ja');
    await screenshot(page, 'league-language-en');
    await context.close();
  });
});
