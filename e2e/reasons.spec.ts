import { join } from 'node:path';
import type { ScheduleCreatedSchema, ScheduleDetail, Season, Team, Venue } from '@app/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import type { z } from 'zod';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { getJson, postJson, sendJson } from './support/api.ts';
import {
  launchBrowser,
  MOBILE,
  newPage,
  SCREENSHOT_DIR,
  screenshot,
  screenshotOnFailure,
} from './support/browser.ts';
import { demoSeason, waitForSchedule } from './support/seasons.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/i;
type ScheduleCreated = z.infer<typeof ScheduleCreatedSchema>;

/**
 * The demo league with slots on two Saturdays only (four times on each of its eight fields): a single round
 * robin of U10 (28 games, one a day per team) places 8 and leaves 20 unscheduled with the engine's reasons.
 */
async function leagueWithShortSchedule(page: Page) {
  const details = await demoSeason(page, {
    days: ['2027-03-06', '2027-03-13'],
    starts: [15 * 60, 17 * 60, 19 * 60, 21 * 60],
  });
  const division = details.divisions[0];
  if (!division) throw new Error('the demo league has divisions');
  const created = await postJson<ScheduleCreated>(page, '/api/schedules', {
    season_id: details.id,
    division_id: division.id,
    name: 'U10 March',
    config: { count: 1, schedule_start: '2027-03-01', schedule_end: '2027-03-31' },
  });
  await waitForSchedule(page, created.id, 60_000);
  return { seasonId: details.id, details, scheduleId: created.id };
}

/**
 * Moves a game into the slot beside another game of one of its teams (same start, other field), saved
 * anyway, so the conflicts check reports a team overlap.
 */
async function makeTeamOverlap(page: Page, scheduleId: string): Promise<void> {
  const detail = await getJson<ScheduleDetail>(page, `/api/schedules/${scheduleId}`);
  const placed = detail.games.filter((g) => g.timeslot_id);
  const slots = new Map(detail.timeslots.map((s) => [s.id, s]));
  const all = await getJson<{ timeslots: { id: string; start: string; has_game: boolean }[] }>(
    page,
    `/api/seasons/${detail.season_id}/timeslots`,
  );
  for (const a of placed) {
    const start = slots.get(a.timeslot_id ?? '')?.start;
    const twin = all.timeslots.find((s) => s.start === start && !s.has_game);
    const sharing = placed.find(
      (g) => g.id !== a.id && [g.home_id, g.visitor_id].some((id) => id === a.home_id || id === a.visitor_id),
    );
    if (!twin || !sharing) continue;
    await sendJson(page, 'PATCH', `/api/games/${sharing.id}`, { timeslot_id: twin.id, override: true }, 200);
    return;
  }
  throw new Error('no game to move beside another of its team');
}

/** The demo team with a travel limit, given a second home venue that has no coordinates. */
async function teamWithUnmeasurableHome(page: Page, details: Season): Promise<Team> {
  const teams = details.divisions.flatMap((d) => d.teams);
  let limited: Team | null = null;
  for (const ref of teams) {
    const team = await getJson<Team>(page, `/api/teams/${ref.id}`);
    if (team.travel_constraints.length > 0) {
      limited = team;
      break;
    }
  }
  if (!limited) throw new Error('the demo league has a team with a travel limit');
  const { venues } = await postJson<{ venues: Venue[] }>(page, '/api/venues', {
    season_id: details.id,
    venues: [{ name: 'Old Barn', surfaces: [{ name: 'Field 1' }] }],
  });
  const barn = venues.find((v) => v.name === 'Old Barn');
  if (!barn) throw new Error('venue not created');
  return postJson<Team>(page, `/api/teams/${limited.id}/venues`, { venue_id: barn.id }, 200);
}

/** What the window shows (a dialog over a long page reads better than the full page). */
async function viewShot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-view.png`) });
}

async function texts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).allInnerTexts();
}

/** The reason shown on the first unscheduled game's card (labelled "visitor – home"). */
async function unscheduledReason(page: Page): Promise<string> {
  const card = page.locator('.mantine-Card-root[aria-label*=" – "]').first();
  return (await card.locator('p[data-size="sm"]').first().textContent()) ?? '';
}

describe('reasons a user can read, in their language', () => {
  it('shows conflicts, unscheduled reasons and the travel warning in English and Japanese', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('reasons'));
    const { details, scheduleId } = await leagueWithShortSchedule(page);
    await makeTeamOverlap(page, scheduleId);
    const team = await teamWithUnmeasurableHome(page, details);
    const teamNames = details.divisions.flatMap((d) => d.teams.map((t) => t.name));

    // English: the conflicts dialog names the team, the date and the time.
    await page.goto(`/schedules/${scheduleId}`);
    await page.getByRole('heading', { name: /^\d+ unscheduled/ }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Check conflicts' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('section p').first().waitFor();
    const enConflicts = await texts(page, '[role="dialog"] section p');
    console.log('conflicts (en):', enConflicts);
    expect(enConflicts.length).toBeGreaterThan(0);
    for (const text of enConflicts) {
      expect(text).not.toMatch(UUID);
      expect(teamNames.some((name) => text.includes(name))).toBe(true);
      expect(text).toMatch(/2027/);
    }
    await viewShot(page, 'reasons-conflicts-en');
    await page.keyboard.press('Escape');
    const enUnscheduled = await unscheduledReason(page);
    console.log('unscheduled (en):', enUnscheduled);
    expect(enUnscheduled).not.toMatch(UUID);

    // Japanese: the same dialog and the unscheduled games' reasons, in Japanese, naming teams and dates.
    expect((await page.request.get('/api/switch_locale/ja')).status()).toBeLessThan(400);
    await page.goto(`/schedules/${scheduleId}`);
    await page.getByRole('heading', { name: /^未割り当て/ }).waitFor({ timeout: 30_000 });
    const jaUnscheduled = await unscheduledReason(page);
    console.log('unscheduled (ja):', jaUnscheduled);
    expect(jaUnscheduled).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
    expect(jaUnscheduled).not.toMatch(UUID);
    expect(teamNames.some((name) => jaUnscheduled.includes(name))).toBe(true);
    await viewShot(page, 'reasons-unscheduled-ja');
    await page.getByRole('button', { name: '競合をチェック' }).click();
    await dialog.locator('section p').first().waitFor();
    const jaConflicts = await texts(page, '[role="dialog"] section p');
    console.log('conflicts (ja):', jaConflicts);
    expect(jaConflicts.length).toBe(enConflicts.length);
    for (const text of jaConflicts) {
      expect(text).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
      expect(text).not.toMatch(UUID);
      expect(teamNames.some((name) => text.includes(name))).toBe(true);
      expect(text).toMatch(/2027/);
    }
    await page.waitForTimeout(400); // let the dialog finish fading in
    await viewShot(page, 'reasons-conflicts-ja');
    await page.keyboard.press('Escape');

    // The team page names the home venue without coordinates under the team's travel limit.
    await page.goto(`/teams/${team.id}`);
    const warning = page.getByTestId('travel-warning');
    await warning.getByRole('link', { name: 'Old Barn' }).waitFor();
    expect(await warning.textContent()).toContain('座標のないホーム会場');
    await screenshot(page, 'reasons-team-warning-ja');
    await page.setViewportSize(MOBILE);
    await warning.waitFor();
    await screenshot(page, 'reasons-team-warning-ja-375');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.goto(`/schedules/${scheduleId}`);
    await page.getByRole('heading', { name: /^未割り当て/ }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: '競合をチェック' }).click();
    await dialog.locator('section p').first().waitFor();
    await page.waitForTimeout(400);
    await viewShot(page, 'reasons-conflicts-ja-375');
    await page.keyboard.press('Escape');

    expect((await page.request.get('/api/switch_locale/en')).status()).toBeLessThan(400);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/teams/${team.id}`);
    await page.getByText('Travel limits cannot be measured from a home venue without coordinates').waitFor();
    await screenshot(page, 'reasons-team-warning-en');
    await context.close();
  });
});
