import type {
  Division,
  Game,
  LeagueSeasonIds,
  ScheduleCreatedSchema,
  ScheduleDetail,
  ScheduleStatus,
  Season,
  Timeslot,
  TimeslotBulkCreateResponse,
  TimeslotBulkRowInput,
  Venue,
} from '@app/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import type { z } from 'zod';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { getJson, postJson, sendJson } from './support/api.ts';
import { launchBrowser, MOBILE, newPage, screenshot, screenshotOnFailure } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * A 12-team double elimination (four byes, a lower bracket) with one game a day, on the demo league's first
 * park: two fields, 13:00 and 15:00 UTC, every day of March 2027. Answers the schedule's detail and the slots.
 */
async function twelveTeamCup(page: Page): Promise<{ detail: ScheduleDetail; slots: Timeslot[] }> {
  const { season } = await postJson<LeagueSeasonIds>(page, '/api/demo', { structure_only: true });
  const details = await getJson<Season>(page, `/api/seasons/${season.id}`);
  const park = await getJson<Venue>(page, `/api/venues/${details.venues[0]?.id}`);
  const rows: TimeslotBulkRowInput[] = [];
  for (let day = 1; day <= 31; day += 1) {
    for (const surface of park.surfaces) {
      for (const hour of [13, 15]) {
        const start = Date.UTC(2027, 2, day, hour);
        rows.push({
          venue_id: park.id,
          surface_id: surface.id,
          start: new Date(start).toISOString(),
          finish: new Date(start + 90 * 60_000).toISOString(),
        });
      }
    }
  }
  const made = await postJson<TimeslotBulkCreateResponse>(page, '/api/timeslots/bulk', {
    season_id: season.id,
    rows,
  });
  const division = await postJson<Division>(page, '/api/divisions', { season_id: season.id, name: 'Cup 12' });
  const names = [
    'Lions',
    'Tigers',
    'Bears',
    'Wolves',
    'Eagles',
    'Sharks',
    'Hawks',
    'Owls',
    'Foxes',
    'Bulls',
    'Rams',
    'Jets',
  ];
  await postJson(page, '/api/teams', { teams: names.map((name) => ({ name, division_id: division.id })) });
  const created = await postJson<z.infer<typeof ScheduleCreatedSchema>>(page, '/api/schedules', {
    season_id: season.id,
    division_id: division.id,
    name: 'Spring Cup',
    config: { style: 'double', schedule_start: '2027-03-01', schedule_end: '2027-03-31', max_games_day: 1 },
  });
  for (let i = 0; i < 200; i += 1) {
    const status = await getJson<ScheduleStatus>(page, `/api/schedules/${created.id}/status`);
    if (status.finished) break;
    await page.waitForTimeout(100);
  }
  return {
    detail: await getJson<ScheduleDetail>(page, `/api/schedules/${created.id}`),
    slots: made.timeslots,
  };
}

/**
 * A game moved (forced, as a user may) into a free slot on the day of a game feeding it, after that game: a
 * chain of two games on one day under one game a day.
 */
async function forceOntoFeederDay(page: Page, detail: ScheduleDetail, slots: readonly Timeslot[]) {
  const used = new Set(detail.games.map((g) => g.timeslot_id));
  const slotOf = (id: string | null) => slots.find((s) => s.id === id);
  for (const game of detail.games) {
    const feeder = detail.games.find((g) => g.id === game.home_from?.game_id);
    const from = slotOf(feeder?.timeslot_id ?? null);
    if (!from) continue;
    const free = slots.find(
      (s) => !used.has(s.id) && s.start.slice(0, 10) === from.start.slice(0, 10) && s.start >= from.finish,
    );
    if (!free) continue;
    await sendJson(page, 'PATCH', `/api/games/${game.id}`, { timeslot_id: free.id, override: true }, 200);
    return;
  }
  throw new Error('no free slot after a feeder on its day');
}

/** Waits for the dialog's opening transition to end, so a screenshot shows it as a user sees it. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
}

/** The dialog as drawn: per section (by its label), its columns left to right, each its game ids top down. */
async function drawnColumns(page: Page): Promise<Record<string, string[][]>> {
  return page.getByRole('dialog').evaluate((dialog) => {
    const out: Record<string, string[][]> = {};
    for (const section of dialog.querySelectorAll('section[aria-label]')) {
      const boxes = [...section.querySelectorAll<HTMLElement>('[data-bracket-game]')].map((el) => {
        const rect = el.getBoundingClientRect();
        return { id: el.dataset.bracketGame ?? '', left: Math.round(rect.left), top: rect.top };
      });
      const lefts = [...new Set(boxes.map((b) => b.left))].sort((a, b) => a - b);
      out[section.getAttribute('aria-label') ?? ''] = lefts.map((left) =>
        boxes
          .filter((b) => b.left === left)
          .sort((a, b) => a.top - b.top)
          .map((b) => b.id),
      );
    }
    return out;
  });
}

/**
 * Where the drawing contradicts the pairings: in every column, the games whose results go to the next column
 * of the section must come in the order of the games they go to, the home side's feeder first (the engine's
 * draw puts the better seed, the home side, in the upper slot). Answers the offending columns and how many
 * games were checked.
 */
function drawingFaults(columns: Record<string, string[][]>, games: readonly Game[]) {
  const faults: string[] = [];
  let checked = 0;
  for (const [label, section] of Object.entries(columns)) {
    section.slice(0, -1).forEach((column, c) => {
      const next = section[c + 1] ?? [];
      const order = column.flatMap((id) => {
        const fed = next.findIndex((n) => {
          const game = games.find((g) => g.id === n);
          return game?.home_from?.game_id === id || game?.visitor_from?.game_id === id;
        });
        if (fed < 0) return [];
        const game = games.find((g) => g.id === next[fed]);
        return [fed * 2 + (game?.home_from?.game_id === id ? 0 : 1)];
      });
      checked += order.length;
      if (order.some((value, i) => i > 0 && value < (order[i - 1] ?? 0)))
        faults.push(`${label} column ${c + 1}: ${column.join(', ')}`);
    });
  }
  return { faults, checked };
}

describe('the bracket drawing', () => {
  it('draws each round in the order its winners meet, in English and in Japanese at 375 px', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('brackets'));
    const { detail } = await twelveTeamCup(page);
    expect(detail.games).toHaveLength(23);
    expect(detail.games.every((g) => g.timeslot_id !== null)).toBe(true);

    await page.goto(`/schedules/${detail.id}`);
    await page.getByRole('heading', { name: 'Tournament schedule: Spring Cup' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'View bracket' }).click();
    await page.getByRole('dialog').getByText('Lower (losers) bracket').waitFor();
    const english = await drawnColumns(page);
    expect(Object.keys(english)).toEqual(['Upper bracket', 'Lower (losers) bracket', 'Final']);
    // Four first-round games, each beside the top seed's bye it meets next (seed 1's half on top).
    expect(english['Upper bracket']?.map((c) => c.length)).toEqual([4, 4, 2, 1]);
    const { faults, checked } = drawingFaults(english, detail.games);
    expect(faults).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(15);
    await settled(page);
    await screenshot(page, 'brackets-dialog-en');
    await page.getByRole('region', { name: 'Lower (losers) bracket' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'brackets-lower-en');
    await context.close();

    const ja = await newPage(browser, baseUrl, { viewport: MOBILE });
    onTestFailed(() => screenshotOnFailure(ja.page));
    await signUp(ja.page, uniqueEmail('brackets-ja'));
    const { detail: jaDetail, slots } = await twelveTeamCup(ja.page);
    expect((await ja.page.request.get('/api/switch_locale/ja')).status()).toBeLessThan(400);
    await ja.page.goto(`/schedules/${jaDetail.id}`);
    await ja.page.getByRole('button', { name: 'トーナメント表を表示' }).click({ timeout: 30_000 });
    await ja.page.getByRole('dialog').getByText('敗者側').waitFor();
    const japanese = await drawnColumns(ja.page);
    expect(Object.keys(japanese)).toEqual(['勝者側', '敗者側', '決勝']);
    expect(drawingFaults(japanese, jaDetail.games).faults).toEqual([]);
    await settled(ja.page);
    await screenshot(ja.page, 'brackets-dialog-ja-375');

    // Forced onto its feeder's day, a game breaks the chain: the conflicts dialog says so in Japanese.
    await forceOntoFeederDay(ja.page, jaDetail, slots);
    await ja.page.keyboard.press('Escape');
    await ja.page.getByRole('button', { name: '競合をチェック' }).click();
    const chains = ja.page.getByRole('region', { name: 'トーナメントの勝ち上がり経路の競合' });
    await chains.getByText(/^トーナメントの勝ち上がり経路で2027-03-\d\dに2試合あります（上限1）/).waitFor();
    await settled(ja.page);
    await screenshot(ja.page, 'brackets-conflicts-ja-375');
    await ja.context.close();
  });
});
