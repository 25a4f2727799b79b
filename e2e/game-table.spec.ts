import { join } from 'node:path';
import type { Division, GamesChanged, ScheduleDetail, TimeslotList } from '@app/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
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
import { demoSeason, SATURDAY_STARTS, waitForSchedule, weekly } from './support/seasons.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const DAY_MS = 86_400_000;

/** The answer of a schedule create (`ScheduleCreatedSchema`). */
type ScheduleCreated = { id: string };

/** The local date (YYYY-MM-DD) of an instant in a time zone. */
const localDate = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short' }).format(new Date(instant));

/**
 * The Round docs/games.md defines: the week of the season, week 1 being the week (from Sunday, the new
 * user's first weekday) holding the season's first timeslot.
 */
function seasonWeek(start: string, slots: TimeslotList): number {
  const days = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
  const first = slots.timeslots.map((s) => s.start).sort()[0] ?? start;
  const firstDay = days(localDate(first, slots.timezone));
  const weekOne = firstDay - ((firstDay + 4) % 7); // 1970-01-01 was a Thursday (weekday 4)
  return Math.floor((days(localDate(start, slots.timezone)) - weekOne) / 7) + 1;
}

/**
 * The demo league with game-and-practice slots at Horner Park (both fields, four Saturday starts for ten
 * weeks from 2027-03-06), a U10 round robin, a U12 practice schedule, and an across-division "U10 v U12"
 * schedule built by hand with two games.
 */
async function league(page: Page) {
  const details = await demoSeason(page, {
    venues: ['Horner Park'],
    days: weekly('2027-03-06', 10),
    starts: SATURDAY_STARTS,
    is_game: true,
    is_practice: true,
  });
  const [u10, u12] = details.divisions;
  if (!u10 || !u12) throw new Error('the demo league has its divisions');
  const dates = { schedule_start: '2027-03-01', schedule_end: '2027-05-31', enforce_home: false };
  const roundRobin = await postJson<ScheduleCreated>(page, '/api/schedules', {
    season_id: details.id,
    division_id: u10.id,
    name: 'U10 Spring',
    config: { ...dates, count: 1 },
  });
  await waitForSchedule(page, roundRobin.id);
  const practices = await postJson<ScheduleCreated>(page, '/api/schedules', {
    season_id: details.id,
    division_id: u12.id,
    name: 'U12 Practices',
    config: { ...dates, mode: 'practices', argument: 'season', count: 1 },
  });
  await waitForSchedule(page, practices.id);
  const across = await postJson<Division>(page, '/api/divisions', {
    season_id: details.id,
    name: 'U10 v U12',
    is_across: true,
    across_divisions: [u10.id, u12.id],
  });
  const acrossSchedule = await postJson<ScheduleCreated>(page, '/api/schedules/blank', {
    season_id: details.id,
    division_id: across.id,
    name: 'Cross-town',
  });
  const slots = await getJson<TimeslotList>(page, `/api/seasons/${details.id}/timeslots`);
  const open = slots.timeslots.filter((s) => !s.has_game).sort((a, b) => a.start.localeCompare(b.start));
  const [u10a, u10b] = u10.teams;
  const [u12a, u12b] = u12.teams;
  if (!u10a || !u10b || !u12a || !u12b) throw new Error('the demo divisions have teams');
  const pairs = [
    [u10a, u12a],
    [u12b, u10b],
  ] as const;
  for (const [i, [home, visitor]] of pairs.entries()) {
    // Forced: the round robin may already have these teams on that Saturday, which is beside the point here.
    await postJson<GamesChanged>(page, '/api/games', {
      schedule_id: acrossSchedule.id,
      home_id: home.id,
      visitor_id: visitor.id,
      timeslot_id: open[open.length - 1 - i]?.id ?? null,
      override: true,
    });
  }
  return {
    seasonId: details.id,
    names: { u10: u10.name, u12: u12.name },
    roundRobin: roundRobin.id,
    practices: practices.id,
    across: acrossSchedule.id,
  };
}

const headers = (page: Page, label = 'Games') =>
  page.getByRole('table', { name: label }).locator('thead th').allInnerTexts();

describe('the game table', () => {
  it('shows each table its columns and numbers rounds by the week of the season', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('game-table'));
    const ids = await league(page);
    const slots = await getJson<TimeslotList>(page, `/api/seasons/${ids.seasonId}/timeslots`);

    // The master list: the game's division after the times, eleven columns.
    await page.goto('/list');
    await page.getByRole('table', { name: 'Games' }).waitFor();
    expect(await headers(page)).toEqual([
      'Date',
      'Day',
      'Start',
      'End',
      'Division',
      'Visitor',
      'Home',
      'Venue',
      'Surface',
      'Score',
      'Round',
    ]);
    const detail = await getJson<ScheduleDetail>(page, `/api/schedules/${ids.roundRobin}`);
    const placed = detail.games.filter((g) => g.timeslot_id !== null);
    expect(placed.length).toBeGreaterThan(20);
    // The last placed game: its round is its week of the season, not the solver's round.
    const slotOf = new Map(detail.timeslots.map((s) => [s.id, s]));
    const last = [...placed].sort((a, b) =>
      (slotOf.get(b.timeslot_id ?? '')?.start ?? '').localeCompare(
        slotOf.get(a.timeslot_id ?? '')?.start ?? '',
      ),
    )[0];
    const lastStart = slotOf.get(last?.timeslot_id ?? '')?.start ?? '';
    const week = seasonWeek(lastStart, slots);
    expect(week).toBeGreaterThan(1);
    const byStart = [...placed].sort((a, b) =>
      (slotOf.get(a.timeslot_id ?? '')?.start ?? '').localeCompare(
        slotOf.get(b.timeslot_id ?? '')?.start ?? '',
      ),
    );
    const masterCells = await page.locator(`tr[data-game-id="${byStart[0]?.id}"] td`).allInnerTexts();
    expect(masterCells[4]).toBe(ids.names.u10);
    await screenshot(page, 'game-table-master-en');

    // A schedule of one division: ten columns, Round the week of the season.
    await page.goto(`/schedules/${ids.roundRobin}`);
    await page.getByRole('table', { name: 'Games' }).waitFor();
    expect(await headers(page)).toEqual([
      'Date',
      'Day',
      'Start',
      'End',
      'Visitor',
      'Home',
      'Venue',
      'Surface',
      'Score',
      'Round',
    ]);
    const table = page.getByRole('table', { name: 'Games' });
    await table.locator('xpath=..').evaluate((box) => box.scrollTo(0, box.scrollHeight));
    const lastRow = page.locator(`tr[data-game-id="${last?.id}"]`);
    await lastRow.waitFor();
    expect((await lastRow.locator('td').allInnerTexts())[9]).toBe(String(week));
    await screenshot(page, 'game-table-schedule-en');

    // Across divisions: twelve, each team's division beside it.
    await page.goto(`/schedules/${ids.across}`);
    await page.getByRole('table', { name: 'Games' }).waitFor();
    const acrossHeaders = await headers(page);
    expect(acrossHeaders).toHaveLength(12);
    expect(acrossHeaders.slice(4, 8)).toEqual(['Visitor', 'Visitor division', 'Home', 'Home division']);
    // The division names come with the season's own answer, which may arrive after the games.
    const divisionsShown = async () => {
      const rows = await page.locator('tbody tr').all();
      const cells = await Promise.all(
        rows.map(async (row) => (await row.locator('td').allInnerTexts()).slice(4, 8)),
      );
      return cells.map((row) => [row[1], row[3]]).sort();
    };
    const { u10, u12 } = ids.names;
    await expect.poll(divisionsShown).toEqual(
      [
        [u10, u12],
        [u12, u10],
      ].sort(),
    );
    await screenshot(page, 'game-table-across-en');

    // Practices: the team, no visitor, score or round.
    await page.goto(`/schedules/${ids.practices}`);
    await page.getByRole('table', { name: 'Games' }).waitFor();
    expect(await headers(page)).toEqual(['Date', 'Day', 'Start', 'End', 'Team', 'Venue', 'Surface']);
    await screenshot(page, 'game-table-practices-en');
    await context.close();
  });

  it('keeps the first column and the Actions button in view at 375 px, and shows balances in Japanese', async () => {
    const { context, page } = await newPage(browser, baseUrl, { viewport: MOBILE });
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('game-table-375'));
    const ids = await league(page);
    await sendJson(
      page,
      'PATCH',
      `/api/schedules/${ids.roundRobin}`,
      { name: 'Northside Spring Round Robin Championship' },
      200,
    );
    await page.goto(`/schedules/${ids.roundRobin}`);
    const table = page.getByRole('table', { name: 'Games' });
    await table.waitFor();

    // The Actions button stays whole beside a long title.
    const actions = page.getByRole('button', { name: 'Actions' });
    const box = await actions.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(MOBILE.width);
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);

    // The table scrolls sideways inside its box; the date column stays where it was.
    const firstHeader = table.locator('thead th').first();
    const firstCell = table.locator('tbody tr').first().locator('td').first();
    // elementFromPoint below reads only what is inside the viewport: the first row sits near its bottom edge at
    // 375 px, so bring it in first.
    await firstCell.scrollIntoViewIfNeeded();
    const before = await firstCell.boundingBox();
    const scroller = table.locator('xpath=..');
    const widths = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    await scroller.evaluate((el) => el.scrollTo(400, 0));
    await page.waitForTimeout(100);
    expect(await scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(300);
    expect((await firstCell.boundingBox())?.x).toBeCloseTo(before?.x ?? -1, 0);
    expect((await firstHeader.boundingBox())?.x).toBeCloseTo(before?.x ?? -1, 0);
    // What sits at the date's place is the date, not a scrolled-in cell.
    const point = { x: (before?.x ?? 0) + 10, y: (before?.y ?? 0) + (before?.height ?? 0) / 2 };
    const atPoint = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('td')?.cellIndex ?? -1,
      point,
    );
    expect(atPoint).toBe(0);
    await page.evaluate('window.scrollTo(0, 0)');
    await screenshot(page, 'game-table-375');

    // Japanese: the table's headers and the balance tables' headers.
    expect((await page.request.get('/api/switch_locale/ja')).status()).toBeLessThan(400);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/schedules/${ids.roundRobin}`);
    await page.getByRole('table', { name: '試合一覧' }).waitFor();
    expect((await headers(page, '試合一覧')).slice(0, 4)).toEqual(['日付', '曜日', '開始', '終了']);
    await screenshot(page, 'game-table-schedule-ja');
    await page.getByRole('button', { name: 'バランスを表示' }).click();
    const dialog = page.getByRole('dialog');
    const homeAway = dialog.getByRole('region', { name: 'ホーム/アウェーと早い/遅い時間' });
    await homeAway.waitFor();
    expect(await homeAway.locator('thead th').allInnerTexts()).toEqual([
      'チーム',
      '試合数',
      'ホーム',
      'アウェー',
      '早い時間',
      '遅い時間',
    ]);
    const rest = dialog.getByRole('region', { name: '週ごとの休みチーム' });
    expect(await rest.locator('thead th').allInnerTexts()).toEqual(['週の開始日', '休みのチーム']);
    const weekdays = dialog.getByRole('region', { name: '曜日' });
    expect(await weekdays.locator('thead th').allInnerTexts()).toEqual(['チーム', '土', '合計']);
    expect(await dialog.getByText(/TEAM|TOTAL|REST_TREAMS/).count()).toBe(0);
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'game-table-balances-ja.png') });
    await page.keyboard.press('Escape');

    // The master list in Japanese, at 375 px.
    await page.setViewportSize(MOBILE);
    await page.goto('/list');
    await page.getByRole('table', { name: '試合一覧' }).waitFor();
    expect((await headers(page, '試合一覧'))[4]).toBe('ディビジョン');
    await screenshot(page, 'game-table-master-ja-375');
    await context.close();
  });
});
