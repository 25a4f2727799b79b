import { readFileSync } from 'node:fs';
import {
  type AdjustmentList,
  DEFAULT_SCORING_VALUES,
  type Game,
  type ScheduleDetail,
  type ScoringSystem,
  type Season,
  type Standings,
} from '@app/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { csrf, getJson, postJson, sendJson } from './support/api.ts';
import { launchBrowser, MOBILE, newPage, screenshot, screenshotOnFailure } from './support/browser.ts';
import { demoSeason, SATURDAY_STARTS, waitForSchedule, weekly } from './support/seasons.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The answer of a schedule create (`ScheduleCreatedSchema`). */
type ScheduleCreated = { id: string };

/**
 * The demo league with game slots at Horner Park (both fields, four Saturday starts for ten weeks) and a
 * U10 round robin: its placed games by start, and the team names.
 */
async function league(page: Page) {
  const season: Season = await demoSeason(page, {
    venues: ['Horner Park'],
    days: weekly('2027-03-06', 10),
    starts: SATURDAY_STARTS,
    is_game: true,
  });
  const u10 = season.divisions[0];
  if (!u10) throw new Error('the demo league has its divisions');
  const schedule = await postJson<ScheduleCreated>(page, '/api/schedules', {
    season_id: season.id,
    division_id: u10.id,
    name: 'U10 Spring',
    config: { schedule_start: '2027-03-01', schedule_end: '2027-05-31', enforce_home: false, count: 1 },
  });
  await waitForSchedule(page, schedule.id);
  // The demo comes with its own scoring, conferences and an adjustment (docs/standings.md#the-league-document);
  // these tests start from the default scoring and no adjustment,
  // so every number below follows from the scores they enter.
  const system = await getJson<ScoringSystem>(page, `/api/seasons/${season.id}/scoring_system`);
  await sendJson(page, 'PATCH', `/api/scoring_systems/${system.id}`, DEFAULT_SCORING_VALUES, 200);
  const { adjustments } = await getJson<AdjustmentList>(page, `/api/seasons/${season.id}/adjustments`);
  for (const adjustment of adjustments) {
    const res = await page.request.delete(`/api/adjustments/${adjustment.id}`, {
      headers: { 'x-csrf-token': await csrf(page) },
    });
    expect(res.status()).toBe(200);
  }
  const detail = await getJson<ScheduleDetail>(page, `/api/schedules/${schedule.id}`);
  const names = new Map(detail.teams.map((team) => [team.id, team.name]));
  const name = (id: string | null) => names.get(id ?? '') ?? '';
  // Two games of four different teams, so each result moves only its own teams.
  const placed = detail.games.filter((g) => g.timeslot_id !== null && g.home_id && g.visitor_id);
  const first = placed[0] as Game;
  const second = placed.find(
    (g) => ![first.home_id, first.visitor_id].some((id) => id === g.home_id || id === g.visitor_id),
  ) as Game;
  return { season, u10, first, second, name };
}

/** The team names of a table, top to bottom, as the rows' headers show them (notes left out). */
async function teamOrder(page: Page, table: string): Promise<string[]> {
  const cells = await page
    .getByRole('table', { name: table, exact: true })
    .locator('tbody th .standings-team-name')
    .allInnerTexts();
  return cells.map((text) => text.trim());
}

/** One team's row of a table: its cells as shown. */
async function rowOf(page: Page, table: string, team: string): Promise<string[]> {
  const row = page
    .getByRole('table', { name: table, exact: true })
    .locator('tbody tr')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${team}`) }) });
  return row.locator('td').allInnerTexts();
}

describe('the standings page', () => {
  it('ranks the scores entered in the game table, re-ranks with tiebreakers, a conference and an adjustment', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('standings'));
    const { season, first, second, name } = await league(page);
    const [home1, visitor1, home2, visitor2] = [
      name(first.home_id),
      name(first.visitor_id),
      name(second.home_id),
      name(second.visitor_id),
    ];

    // Nothing scored yet: the page says so and leads to the game table.
    await page.goto('/standings');
    await page.getByText('No scored games yet').waitFor();
    await screenshot(page, 'standings-empty-en');
    await page.getByRole('link', { name: 'Open the game table' }).click();
    await page.waitForURL('**/list');

    // The first game played 1-3; the second forfeited by its visitor, no score entered.
    await page.locator(`tr[data-game-id="${first.id}"]`).click();
    await page.locator(`tr[data-game-id="${second.id}"]`).click();
    await page.getByRole('button', { name: 'Enter scores' }).click();
    const scores = page.getByRole('dialog');
    await scores.getByLabel(`${home1} score (home)`).fill('3');
    await scores.getByLabel(`${visitor1} score`, { exact: true }).fill('1');
    await scores
      .getByLabel(`Forfeit of ${visitor2} at ${home2}`)
      .selectOption({ label: `${visitor2} forfeited` });
    await screenshot(page, 'standings-scores-en');
    await scores.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Scores saved').waitFor();
    await page.locator(`tr[data-game-id="${second.id}"]`).getByText(`${visitor2} forfeited`).waitFor();

    // The table changes at once: both winners on 3 points, level on every default rule (points, games played).
    await page.getByRole('navigation').getByRole('link', { name: 'Standings' }).click();
    await page.getByRole('table', { name: 'League', exact: true }).waitFor();
    // The page may first draw the table it cached before the scores, then the re-ranked one.
    await expect
      .poll(async () => (await teamOrder(page, 'League')).slice(0, 2).sort())
      .toEqual([home1, home2].sort());
    expect(await rowOf(page, 'League', home1)).toEqual([
      '1',
      '1',
      '1',
      '0',
      '0',
      '1.000',
      '0',
      '0',
      '1',
      '0',
      '3',
      '3',
      '1',
      '+2',
    ]);
    // The forfeit: a win for the home side with the default 1-0.
    expect(await rowOf(page, 'League', home2)).toEqual([
      '1',
      '1',
      '1',
      '0',
      '0',
      '1.000',
      '0',
      '0',
      '1',
      '0',
      '3',
      '1',
      '0',
      '+1',
    ]);
    expect((await rowOf(page, 'League', visitor2))[3]).toBe('1');

    // Ranked by score difference after points: the 3-1 winner goes first, and the table says why.
    const editor = page.getByRole('region', { name: 'Scoring system' });
    await editor.getByLabel('Add a rule').selectOption({ label: 'Score difference' });
    await editor.getByRole('button', { name: 'Add', exact: true }).click();
    await editor.getByRole('button', { name: 'Remove Games played' }).click();
    await editor.getByRole('button', { name: 'Move Score difference up' }).click();
    await editor.getByRole('button', { name: 'Move Score difference down' }).click();
    await editor.getByRole('button', { name: 'Save scoring' }).click();
    await page.getByText('Scoring system saved').waitFor();
    await page.getByText(`${home1} ahead on score difference`).waitFor();
    // The table re-ranks when its refetch lands, which may be just after the toast.
    await expect.poll(async () => (await teamOrder(page, 'League')).slice(0, 2)).toEqual([home1, home2]);
    const system = await getJson<ScoringSystem>(page, `/api/seasons/${season.id}/scoring_system`);
    expect(system.tiebreakers).toEqual(['points', 'score_difference']);

    // An adjustment of +5 puts the forfeit winner first.
    await page.getByRole('button', { name: 'Add adjustment' }).click();
    const adjustment = page.getByRole('dialog', { name: 'New point adjustment' });
    await adjustment.getByLabel('Team').selectOption({ label: home2 });
    await adjustment.getByLabel('Points').fill('5');
    await adjustment.getByLabel('Reason').fill('Fair play award');
    await adjustment.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Adjustment saved').waitFor();
    await page.getByRole('table', { name: 'Point adjustments' }).getByText('Fair play award').waitFor();
    await expect.poll(async () => (await teamOrder(page, 'League'))[0]).toBe(home2);
    await expect.poll(async () => (await rowOf(page, 'League', home2))[10]).toBe('8');

    // A conference of the first game's teams, ranked on its own tab.
    await page.getByRole('tab', { name: 'Conference' }).click();
    await page.getByRole('button', { name: 'New conference' }).click();
    const conference = page.getByRole('dialog', { name: 'New conference' });
    await conference.getByLabel('Name').fill('North');
    await conference.getByRole('button', { name: 'Save' }).click();
    await conference.getByText('Choose at least one team').waitFor();
    await conference.getByRole('checkbox', { name: visitor1, exact: true }).check();
    await conference.getByRole('checkbox', { name: home1, exact: true }).check();
    await conference.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Conference saved').waitFor();
    await page.getByRole('table', { name: 'North', exact: true }).waitFor();
    await expect.poll(() => teamOrder(page, 'North')).toEqual([home1, visitor1]);
    const standings = await getJson<Standings>(page, `/api/seasons/${season.id}/standings`);
    expect(standings.conferences.map((c) => c.name)).toContain('North');
    await screenshot(page, 'standings-conference-en');

    // The CSV of the shown tab.
    await page.getByRole('tab', { name: 'League' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path()) as string, 'utf8')
      .replace('\uFEFF', '')
      .split('\r\n');
    expect(csv[0]?.startsWith('Rank,Team,Division,Games played,Wins,')).toBe(true);
    expect(csv[1]?.startsWith(`1,${home2},`)).toBe(true);
    await screenshot(page, 'standings-en');

    // The forfeit rules: a forfeit without a score now reads 3-0, and leaves the head-to-head.
    await editor.getByLabel('Score of the winner').fill('3');
    await editor.getByRole('checkbox', { name: 'Forfeits count in head-to-head' }).uncheck();
    await editor.getByRole('button', { name: 'Save scoring' }).click();
    await expect.poll(async () => (await rowOf(page, 'League', home2)).slice(11)).toEqual(['3', '0', '+3']);
    const rules = await getJson<ScoringSystem>(page, `/api/seasons/${season.id}/scoring_system`);
    expect(rules).toMatchObject({
      forfeit_winner_score: 3,
      forfeit_loser_score: 0,
      forfeit_counts_in_head_to_head: false,
    });
    await editor.scrollIntoViewIfNeeded();
    await screenshot(page, 'standings-forfeit-rules-en');

    // The first game marked as an exhibition where one game is edited: its score stays, the table drops it.
    await page.getByRole('navigation').getByRole('link', { name: 'Master game list' }).click();
    await page.waitForURL('**/list');
    await page.locator(`tr[data-game-id="${first.id}"]`).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit game' });
    const counts = edit.getByRole('checkbox', { name: 'Counts in standings' });
    expect(await counts.isChecked()).toBe(true);
    await counts.uncheck();
    await screenshot(page, 'standings-exhibition-en');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Updated game').waitFor();
    await page.locator(`tr[data-game-id="${first.id}"]`).getByText('1-3 · Exhibition').waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'Standings' }).click();
    await page.getByRole('table', { name: 'League', exact: true }).waitFor();
    await expect.poll(async () => (await rowOf(page, 'League', home1))[1]).toBe('0');
    expect((await rowOf(page, 'League', visitor1))[1]).toBe('0');
    const after = await getJson<Standings>(page, `/api/seasons/${season.id}/standings`);
    expect(after.league.rows.find((row) => row.name === home1)?.games_played).toBe(0);
    await context.close();
  });

  it('reads in Japanese and keeps the team in view at 375 px', async () => {
    const { context, page } = await newPage(browser, baseUrl, { viewport: MOBILE });
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('standings-ja'));
    const { season, first, second, name } = await league(page);
    await postJson(
      page,
      '/api/games/scores',
      {
        games: [
          { id: first.id, home_score: 2, visitor_score: 2 },
          { id: second.id, home_score: 0, visitor_score: 4 },
        ],
      },
      200,
    );
    expect((await page.request.get('/api/switch_locale/ja')).status()).toBeLessThan(400);
    await page.goto('/standings');
    await page.getByRole('heading', { name: '順位表' }).waitFor();
    const table = page.getByRole('table', { name: 'リーグ', exact: true });
    await table.waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['リーグ', 'ディビジョン', 'カンファレンス']);
    expect((await table.locator('thead th').allInnerTexts()).slice(0, 4)).toEqual([
      '順位',
      'チーム',
      '試合',
      '勝',
    ]);
    expect((await teamOrder(page, 'リーグ'))[0]).toBe(name(second.visitor_id));

    // The numbers scroll sideways inside the page; rank and team stay where they were.
    const scroller = table.locator('xpath=..');
    const widths = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    const team = table.locator('tbody th').first();
    const before = await team.boundingBox();
    await scroller.evaluate((el) => el.scrollTo(400, 0));
    await page.waitForTimeout(100);
    expect(await scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
    expect(Math.abs(((await team.boundingBox())?.x ?? 0) - (before?.x ?? -1))).toBeLessThan(1);
    await screenshot(page, 'standings-ja-375');

    // The scoring editor in Japanese at the same width, usable from the keyboard.
    const editor = page.getByRole('region', { name: '勝点の設定' });
    await editor.scrollIntoViewIfNeeded();
    await editor.getByRole('button', { name: '試合数を上へ' }).focus();
    await page.keyboard.press('Enter');
    await editor.getByRole('button', { name: '勝点の設定を保存' }).click();
    await page.getByText('勝点の設定を保存しました').waitFor();
    await page
      .getByText(/が試合数で上位|が勝点で上位/)
      .first()
      .waitFor({ state: 'attached' });
    await screenshot(page, 'standings-editor-ja-375');

    // The drawn first game marked as an exhibition from the game table, in Japanese at 375 px.
    await page.goto('/list');
    await page.locator(`tr[data-game-id="${first.id}"]`).click();
    await page.getByRole('button', { name: '編集', exact: true }).click();
    const edit = page.getByRole('dialog', { name: '試合を編集' });
    await edit.getByRole('checkbox', { name: '順位表に含める' }).uncheck();
    await screenshot(page, 'standings-exhibition-ja-375');
    await edit.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('試合を更新しました').waitFor();
    await page.locator(`tr[data-game-id="${first.id}"]`).getByText('2-2 · エキシビション').waitFor();
    const standings = await getJson<Standings>(page, `/api/seasons/${season.id}/standings`);
    expect(standings.league.rows.find((row) => row.team_id === first.home_id)?.games_played).toBe(0);
    await context.close();
  });
});
