import type { LeagueSeasonIds, Team } from '@app/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { postJson } from './support/api.ts';
import { launchBrowser, MOBILE, newPage, screenshot, screenshotOnFailure } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('free tier limits (docs/free-tier-limits.md)', () => {
  it('a free user at 10 divisions sees the limit with Upgrade, in English and Japanese, and the share dialog says it is paid', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('limits'), { plan: 'free' });
    const ids = await postJson<LeagueSeasonIds>(page, '/api/leagues', {
      name: 'Free League',
      seasonName: 'Spring',
    });
    const seasonId = ids.season.id;
    await postJson(page, `/api/seasons/${seasonId}/divisions/bulk`, {
      rows: Array.from({ length: 10 }, (_, i) => ({ name: `Division ${i + 1}` })),
    });

    // The season page hints at the limit beside the create button.
    await page.goto(`/seasons/${seasonId}`);
    await page.getByText('Need more than 10?').waitFor();
    await screenshot(page, 'free-limits-season-en');

    // The 11th division is refused with the limit and an Upgrade link to /billing.
    await page.goto(`/divisions/new?season_id=${seasonId}`);
    await page.getByLabel(/^Name/).fill('Division 11');
    await page.getByRole('button', { name: 'Save' }).click();
    const notice = page.getByRole('alert', { name: 'Free account limit' });
    await notice.waitFor();
    expect(await notice.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/billing');
    await screenshot(page, 'free-limits-division-en');

    expect((await page.request.get('/api/switch_locale/ja')).status()).toBeLessThan(400);
    await page.goto(`/divisions/new?season_id=${seasonId}`);
    await page.getByRole('textbox').first().fill('ディビジョン11');
    await page.getByRole('button', { name: '保存' }).click();
    await page
      .getByRole('alert', { name: '無料アカウントの上限' })
      .getByText('ディビジョンは10件までです', { exact: false })
      .waitFor();
    await screenshot(page, 'free-limits-division-ja');
    expect((await page.request.get('/api/switch_locale/en')).status()).toBeLessThan(400);

    // The share dialog of a team, on a phone: the paid-feature notice instead of a link.
    const divisions = await page.request.get(`/api/seasons/${seasonId}/divisions`);
    const divisionId = ((await divisions.json()) as { divisions: { id: string }[] }).divisions[0]?.id;
    const { teams } = await postJson<{ teams: Team[] }>(page, '/api/teams', {
      teams: [{ name: 'Hawks', division_id: divisionId }],
    });
    await page.setViewportSize(MOBILE);
    await page.goto(`/teams/${teams[0]?.id}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Share links are a paid feature. Upgrade to share this schedule.').waitFor();
    expect(await dialog.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/billing');
    expect(await dialog.getByRole('button', { name: 'Make a share link' }).count()).toBe(0);
    await screenshot(page, 'free-limits-share-375');
    await context.close();
  });
});
