import type { Replan, ScheduleCreatedSchema, ScheduleDetail, Season } from '@app/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import type { z } from 'zod';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { getJson, postJson } from './support/api.ts';
import { launchBrowser, MOBILE, newPage, screenshot, screenshotOnFailure } from './support/browser.ts';
import { addSlots, demoSeason, waitForSchedule, weekly } from './support/seasons.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type ScheduleCreated = z.infer<typeof ScheduleCreatedSchema>;

/** Nine Saturdays from 2027-03-06; the U10 Boys round robin (8 teams, 28 games) needs seven of them. */
const SATURDAYS = weekly('2027-03-06', 9);
/** Two starts (13:00 and 14:45 UTC) on Horner Park's two fields: four games a Saturday, a round each. */
const STARTS = [13 * 60, 14 * 60 + 45];

/**
 * A U10 Boys round robin over nine Saturdays with slots on only the first six: each team plays once a day, so six
 * rounds fit and four games stay unscheduled for want of a date.
 */
async function shortSchedule(page: Page): Promise<{ season: Season; scheduleId: string }> {
  const season = await demoSeason(page, {
    venues: ['Horner Park'],
    days: SATURDAYS.slice(0, 6),
    starts: STARTS,
  });
  const u10 = season.divisions[0];
  if (!u10) throw new Error('the demo league has divisions');
  const created = await postJson<ScheduleCreated>(page, '/api/schedules', {
    season_id: season.id,
    division_id: u10.id,
    name: 'U10 spring',
    config: {
      schedule_start: SATURDAYS[0],
      schedule_end: SATURDAYS[8],
      count: 1,
      max_games_day: 1,
      enforce_home: false,
    },
  });
  await waitForSchedule(page, created.id);
  return { season, scheduleId: created.id };
}

async function detail(page: Page, id: string): Promise<ScheduleDetail> {
  return getJson<ScheduleDetail>(page, `/api/schedules/${id}`);
}

describe('why a schedule is short, and rain-outs', () => {
  it('shows the diagnosis, applies a fix to reach 100%, then re-plans a rained-out Saturday and undoes it', async () => {
    const { page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('diagnosis'));
    const { season, scheduleId } = await shortSchedule(page);
    const short = await detail(page, scheduleId);
    expect(short.unscheduled_count).toBeGreaterThan(0);
    expect(short.diagnosis?.divisions.map((d) => d.division)).toContain('U10 Boys');

    // The diagnosis above the games: the division's capacity, the rule that binds, the ranked fixes.
    await page.goto(`/schedules/${scheduleId}`);
    const panel = page.getByRole('region', { name: 'Why the schedule is not complete' });
    await panel.waitFor();
    await panel.getByText(/U10 Boys needs 28 games/).waitFor();
    await panel.getByText('Complete').first().waitFor();
    await screenshot(page, 'diagnosis-en');

    // Apply the best fix: it adds slots (or changes a setting), places the unscheduled games, and reaches 100%.
    await panel
      .getByRole('button', { name: /^Apply: / })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Apply and place the games' }).click();
    await page.getByText('Fix applied').waitFor();
    await waitForSchedule(page, scheduleId);
    await expect.poll(async () => (await detail(page, scheduleId)).unscheduled_count).toBe(0);
    const complete = await detail(page, scheduleId);
    expect(complete.scheduled_count).toBe(28);
    expect(complete.diagnosis).toBeNull();
    await page.goto(`/schedules/${scheduleId}`);
    await page.getByText('100%').first().waitFor();
    expect(await page.getByRole('region', { name: 'Why the schedule is not complete' }).count()).toBe(0);
    await screenshot(page, 'diagnosis-fixed-en');

    // A make-up day: slots on a Saturday of the schedule still without games, which the organiser adds first.
    const used = new Set(complete.timeslots.map((s) => s.start.slice(0, 10)));
    const makeUp = SATURDAYS.find((day) => !used.has(day));
    if (!makeUp) throw new Error('the fix leaves a Saturday for a make-up day');
    await addSlots(page, season, { venues: ['Horner Park'], days: [makeUp], starts: STARTS });

    // Rain on the first Saturday: propose, review, apply.
    await page.goto('/list');
    await page.getByRole('button', { name: 'Rain-out / closure' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rain-out or closure' });
    await dialog.getByLabel('Date').fill(SATURDAYS[0] ?? '');
    await dialog.getByRole('button', { name: 'Propose' }).click();
    const proposalDialog = page.getByRole('dialog', { name: 'Proposed changes' });
    await proposalDialog.waitFor();
    const rows = proposalDialog.locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(4);
    await screenshot(page, 'replan-proposal-en');
    const [proposal] = (await getJson<{ replans: Replan[] }>(page, `/api/seasons/${season.id}/replans`))
      .replans;
    expect(proposal?.status).toBe('proposed');
    expect(proposal?.cancelled_games).toBe(4);
    expect(proposal?.unplaced).toBe(0);
    expect(proposal?.moved).toBe(4);
    await proposalDialog.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Re-plan applied').waitFor();
    const moved = await detail(page, scheduleId);
    expect(moved.unscheduled_count).toBe(0);
    const onRainDay = moved.games.filter((g) => {
      const slot = moved.timeslots.find((s) => s.id === g.timeslot_id);
      return slot?.start.startsWith(SATURDAYS[0] ?? '');
    });
    expect(onRainDay).toEqual([]);

    // Each team's changes since the last publish say what moved and why.
    await page.goto('/changes');
    await page.getByRole('heading', { name: 'Changes since the last publish' }).waitFor();
    await page
      .getByText(/Rained out/)
      .first()
      .waitFor();
    await screenshot(page, 'replan-changes-en');

    // Undo puts every game back in its slot and opens the rained-out slots again.
    await page.getByRole('button', { name: 'Undo' }).first().click();
    await page.getByText(/Re-plan undone/).waitFor();
    const back = await detail(page, scheduleId);
    for (const game of complete.games) {
      expect(back.games.find((g) => g.id === game.id)?.timeslot_id).toBe(game.timeslot_id);
    }
  });

  it('reads in Japanese at 375 px: the diagnosis and a proposal', async () => {
    const { page } = await newPage(browser, baseUrl, { viewport: MOBILE });
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('diagnosis-ja'));
    const { scheduleId } = await shortSchedule(page);
    expect((await page.request.get('/api/switch_locale/ja')).status()).toBeLessThan(400);
    await page.goto(`/schedules/${scheduleId}`);
    const panel = page.getByRole('region', { name: '日程が完成しない理由' });
    await panel.waitFor();
    await expect.poll(() => panel.textContent()).toMatch(/U10/);
    expect(await panel.textContent()).not.toMatch(/needs|slots are open/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'diagnosis-ja-375');

    await page.goto('/list');
    await page.getByRole('button', { name: '雨天中止・閉鎖' }).click();
    const dialog = page.getByRole('dialog', { name: '雨天中止・閉鎖' });
    await dialog.locator('input[type="date"]').fill(SATURDAYS[0] ?? '');
    await dialog.getByRole('button', { name: '提案を作成' }).click();
    await page.getByRole('dialog', { name: '変更の提案' }).waitFor();
    await screenshot(page, 'replan-proposal-ja-375');
  });
});
