import type { LeagueSeasonIds, Season, Venue } from '@app/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { getJson, postJson } from './support/api.ts';
import { launchBrowser, MOBILE, newPage, screenshot, screenshotOnFailure } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The demo league's first venue, as the venue page reads it. */
async function demoVenue(page: Page): Promise<Venue> {
  const { season } = await postJson<LeagueSeasonIds>(page, '/api/demo', {});
  const details = await getJson<Season>(page, `/api/seasons/${season.id}`);
  const first = details.venues[0];
  if (!first) throw new Error('the demo league has venues');
  return getJson<Venue>(page, `/api/venues/${first.id}`);
}

/** No part of the page is wider than the window. */
async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('venue settings', () => {
  it('edits the neutral flags, codes, colour, second contacts and a surface, and keeps them', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('venue-settings'));
    const venue = await demoVenue(page);
    const [firstSurface] = venue.surfaces;
    if (!firstSurface) throw new Error('a venue has a surface');

    await page.goto(`/venues/${venue.id}/edit`);
    const toggle = page.getByRole('button', { name: `Venue settings of ${venue.name}` });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await page.getByRole('checkbox', { name: 'Neutral venue' }).check();
    await page.getByRole('textbox', { name: 'Abbreviation', exact: true }).fill('NP');
    await page.getByRole('textbox', { name: 'Custom code', exact: true }).fill('NORTH01');
    await page.getByRole('textbox', { name: 'Colour' }).fill('#2E7D32');
    await page.getByRole('textbox', { name: 'Second phone' }).fill('555-0101');
    await page.getByRole('textbox', { name: 'Second email' }).fill('grounds@north.example');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('desk@north.example');
    await page.getByRole('combobox', { name: 'Surface 1 priority' }).click();
    await page.getByRole('option', { name: '+2' }).click();
    await page.getByRole('button', { name: `More settings of surface ${firstSurface.name}` }).click();
    await page.getByRole('textbox', { name: 'Surface 1 custom code' }).fill('F1');
    await page.getByRole('textbox', { name: 'Surface 1 notes' }).fill('Lights until 10 pm');
    await screenshot(page, 'venue-settings-edit-en');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/venues/${venue.id}$`));
    await page.getByText('Neutral', { exact: true }).first().waitFor();
    await page.getByText('NP · NORTH01').waitFor();
    await page.getByText('grounds@north.example').waitFor();
    await screenshot(page, 'venue-settings-page-en');

    const saved = await getJson<Venue>(page, `/api/venues/${venue.id}`);
    expect(saved).toMatchObject({
      is_neutral: true,
      force_neutral: false,
      shortcode: 'NP',
      longcode: 'NORTH01',
      color: '#2E7D32',
      address: {
        phone_secondary: '555-0101',
        email_primary: 'desk@north.example',
        email_secondary: 'grounds@north.example',
      },
    });
    expect(saved.surfaces[0]).toMatchObject({ longcode: 'F1', priority: 2, notes: 'Lights until 10 pm' });

    // Back in the form, the settings are open because some are set; "Always neutral" is added.
    await page.goto(`/venues/${venue.id}/edit`);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('checkbox', { name: 'Always neutral' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    // The form's own checkbox says "Always neutral" too: wait for the venue page the save leads to.
    await page.waitForURL(new RegExp(`/venues/${venue.id}$`));
    await page.getByText('Always neutral', { exact: true }).waitFor();
    expect(await getJson<Venue>(page, `/api/venues/${venue.id}`)).toMatchObject({
      is_neutral: true,
      force_neutral: true,
    });
    await context.close();
  });

  it('shows the settings in Japanese, also at 375 px, on a new venue and on the venue page', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('venue-settings-ja'));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: '日本語' }).click();
    await page.getByRole('button', { name: 'アカウントメニュー' }).waitFor();
    const venue = await demoVenue(page);

    await page.goto('/venues/new');
    await page.getByRole('textbox', { name: '会場名' }).fill('湖畔公園');
    await page.getByRole('button', { name: '湖畔公園の会場設定' }).click();
    await page.getByRole('checkbox', { name: '中立会場' }).check();
    await page.getByRole('textbox', { name: '略称', exact: true }).fill('KP');
    await page.getByRole('button', { name: 'コートフィールド1の詳細設定' }).click();
    await page.getByRole('textbox', { name: 'コート1のメモ' }).fill('照明あり');
    await screenshot(page, 'venue-settings-new-ja');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'venue-settings-new-ja-mobile');
    await expectNoSideScroll(page);
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/venues\/[0-9a-f-]{36}$/);
    await page.getByText('中立', { exact: true }).waitFor();
    await screenshot(page, 'venue-settings-page-ja-mobile');
    await expectNoSideScroll(page);

    await page.goto(`/venues/${venue.id}/edit`);
    await page.getByRole('button', { name: `${venue.name}の会場設定` }).click();
    await page.getByRole('checkbox', { name: '常に中立' }).waitFor();
    await screenshot(page, 'venue-settings-edit-ja-mobile');
    await expectNoSideScroll(page);
    await context.close();
  });
});
