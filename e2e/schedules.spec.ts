import type { Division, Game, ScheduleCreatedSchema, ScheduleDetail, TimeslotList } from '@app/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import type { z } from 'zod';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { getJson, postJson } from './support/api.ts';
import { launchBrowser, MOBILE, newPage, screenshot, screenshotOnFailure } from './support/browser.ts';
import { demoSeason, SATURDAY_STARTS, weekly } from './support/seasons.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

type Slot = ScheduleDetail['timeslots'][number];
type ScheduleCreated = z.infer<typeof ScheduleCreatedSchema>;

/**
 * The demo league with Saturday slots at 13:00, 14:45, 16:30 and 18:15 UTC (mornings and afternoons in the
 * Americas) on every field for ten weeks from 2027-03-06: 320 slots.
 */
async function demoSeasonWithSlots(page: Page) {
  const details = await demoSeason(page, { days: weekly('2027-03-06', 10), starts: SATURDAY_STARTS });
  return { seasonId: details.id, divisions: details.divisions };
}

/** Runs the wizard already open on the calendar: settings as they are, the check, then the name. */
async function runWizard(page: Page, name: string, submit: string): Promise<string> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByText(/Needed: \d+ timeslots/).waitFor();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByRole('button', { name: submit }).click();
  await page.waitForURL(/\/schedules\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** Clicks table rows (by game id) as a user selects them. */
async function selectRows(page: Page, ids: string[]): Promise<void> {
  for (const id of ids) await page.locator(`tr[data-game-id="${id}"]`).click();
}

function parseIcs(text: string): Record<string, string>[] {
  const lines = text.replace(/\r\n /g, '').split('\r\n');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return events;
}

describe('schedules and tournaments in the browser', () => {
  it('runs the wizard, fixes games by hand, scores, exports and subscribes', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('schedules'));
    const { seasonId, divisions } = await demoSeasonWithSlots(page);
    const u10 = divisions[0];
    if (!u10) throw new Error('the demo league has divisions');

    await page.goto('/schedules');
    await page.getByText('No schedules yet').waitFor();
    await screenshot(page, 'schedules-empty-en');

    // The calendar's schedule wizard: a single round robin for U10 (8 teams, 28 games).
    await page.goto(`/calendar?sd=${u10.id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Count', exact: true }).fill('1');
    await screenshot(page, 'schedule-wizard-en');
    const scheduleId = await runWizard(page, 'U10 spring', 'Create schedule');

    // The progress screen polls until the run is done, then the schedule shows.
    await page.getByRole('heading', { name: 'Schedule: U10 spring' }).waitFor({ timeout: 30_000 });
    await page.getByText('100% scheduled').waitFor();
    await screenshot(page, 'schedule-detail-en');
    let detail = await getJson<ScheduleDetail>(page, `/api/schedules/${scheduleId}`);
    expect(detail.games).toHaveLength(28);
    const placed = () => detail.games.filter((g) => g.timeslot_id !== null);
    const started = Date.now();
    await page.reload();
    await page.locator('tr[data-game-id]').first().waitFor();
    console.log(
      `schedule page with ${detail.games.length} games: table shown ${Date.now() - started} ms after reload`,
    );

    // The schedule's calendar opens at its first game and shows games by their teams.
    await page.goto(`/calendar?schedule_id=${scheduleId}`);
    await page.locator('.slot-event', { hasText: ' @ ' }).first().waitFor();
    await screenshot(page, 'schedule-calendar-en');
    await page.goto(`/schedules/${scheduleId}`);
    await page.locator('tr[data-game-id]').first().waitFor();

    // Swap two games.
    const [a, b] = placed();
    if (!a || !b) throw new Error('expected placed games');
    await selectRows(page, [a.id, b.id]);
    await page.getByText('2 selected').waitFor();
    await page.getByRole('button', { name: 'Swap timeslots' }).click();
    const swapOutcome = page.getByText(/Swapped games|This breaks a scheduling rule/).first();
    await swapOutcome.waitFor();
    if ((await swapOutcome.textContent())?.includes('breaks')) {
      await page.getByRole('button', { name: 'Save anyway' }).click();
      await page.getByText('Swapped games').waitFor();
    }
    detail = await getJson<ScheduleDetail>(page, `/api/schedules/${scheduleId}`);
    expect(detail.games.find((g) => g.id === a.id)?.timeslot_id).toBe(b.timeslot_id);
    expect(detail.games.find((g) => g.id === b.id)?.timeslot_id).toBe(a.timeslot_id);

    // Unschedule one, then assign it back through the dry run.
    await page.getByRole('button', { name: 'Clear selection' }).click();
    const moved = placed()[2] as Game;
    const oldSlot = detail.timeslots.find((s) => s.id === moved.timeslot_id) as Slot;
    await selectRows(page, [moved.id]);
    await page.getByRole('button', { name: 'Unschedule' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unschedule' }).click();
    await page.getByText('Unscheduled games: 1').waitFor();
    await page.getByRole('heading', { name: /1 unscheduled/ }).waitFor();
    await screenshot(page, 'schedule-reschedule-panel-en');
    // The slot chooser labels slots on the season's wall clock, as the table does.
    const { timezone } = await getJson<TimeslotList>(page, `/api/seasons/${seasonId}/timeslots`);
    const label = new Intl.DateTimeFormat('sv-SE', {
      timeZone: timezone,
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(oldSlot.start));
    const chooser = page.getByRole('combobox', { name: 'Choose a timeslot' });
    await chooser.click();
    await chooser.fill(label);
    await page
      .getByRole('option', { name: `${label} · ${oldSlot.venue_name} – ${oldSlot.surface_name}` })
      .click();
    const verdict = page.getByRole('button', { name: /^Assign$|^Bad: force/ });
    await verdict.waitFor();
    if ((await verdict.textContent())?.startsWith('Bad')) {
      await verdict.click();
      await page.getByRole('dialog').getByRole('button', { name: 'Force' }).click();
    } else {
      await verdict.click();
    }
    await page.getByText('Updated game').waitFor();
    detail = await getJson<ScheduleDetail>(page, `/api/schedules/${scheduleId}`);
    expect(detail.games.find((g) => g.id === moved.id)?.timeslot_id).not.toBeNull();

    // Split one into a double header.
    const split = placed()[3] as Game;
    await selectRows(page, [split.id]);
    await page.getByRole('button', { name: 'Split (double header)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Split (double header)' }).click();
    await page.getByText('Game split into a double header').waitFor();
    detail = await getJson<ScheduleDetail>(page, `/api/schedules/${scheduleId}`);
    expect(detail.games).toHaveLength(29);

    // Enter a score, digits only.
    await page.getByRole('button', { name: 'Clear selection' }).click();
    const scored = placed()[0] as Game;
    await selectRows(page, [scored.id]);
    await page.getByRole('button', { name: 'Enter scores' }).click();
    const scores = page.getByRole('dialog');
    await scores.getByLabel(/score \(home\)$/).fill('3x');
    await scores
      .getByLabel(/score$/)
      .first()
      .fill('1');
    await screenshot(page, 'schedule-scores-en');
    await scores.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Scores saved').waitFor();
    detail = await getJson<ScheduleDetail>(page, `/api/schedules/${scheduleId}`);
    expect(detail.games.find((g) => g.id === scored.id)).toMatchObject({ home_score: 3, visitor_score: 1 });

    // A game by hand, left unscheduled: it joins the reschedule panel.
    await page.getByRole('button', { name: 'Create game' }).click();
    const create = page.getByRole('dialog');
    await create.getByLabel('Leave unscheduled (no time or place yet)').check();
    await create.getByLabel('Home', { exact: true }).click();
    await page.getByRole('option', { name: detail.teams[0]?.name, exact: true }).click();
    await create.getByLabel('Visitor', { exact: true }).click();
    await page.getByRole('option', { name: detail.teams[1]?.name, exact: true }).click();
    await create.getByRole('button', { name: 'Create game' }).click();
    await page.getByText('Game created').waitFor();
    await page.getByRole('heading', { name: /1 unscheduled/ }).waitFor();
    detail = await getJson<ScheduleDetail>(page, `/api/schedules/${scheduleId}`);
    expect(detail.games).toHaveLength(30);

    // Balances and conflicts.
    await page.getByRole('button', { name: 'Show balances' }).click();
    await page.getByRole('dialog').getByText('Venue balance').waitFor();
    await screenshot(page, 'schedule-balances-en');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Check conflicts' }).click();
    await page
      .getByRole('dialog')
      .getByText(/conflicts/i)
      .first()
      .waitFor();
    await screenshot(page, 'schedule-conflicts-en');
    await page.keyboard.press('Escape');

    // The main CSV downloads with the header and file name docs/schedules.md lists.
    await page.getByRole('button', { name: 'Export' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^U10 spring-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await (await file.createReadStream()).toArray()).join('');
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(
      /^DATE,DAY,START_TIME,END_TIME,VISITOR_TEAM,HOME_TEAM,VENUE,SURFACE,GAME_SCORE,EVENT_TYPE,/,
    );

    // A team's calendar feed, as a calendar app would fetch it.
    const team = detail.teams[0] as ScheduleDetail['teams'][number];
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'Subscribe (iCalendar)' }).click();
    const feedDialog = page.getByRole('dialog');
    await feedDialog.getByLabel('Team').click();
    await page.getByRole('option', { name: team.name, exact: true }).click();
    await feedDialog.getByRole('button', { name: 'Get subscribe link' }).click();
    const url = await feedDialog.getByLabel('Subscribe URL').inputValue();
    expect(url).toMatch(/\/api\/feeds\/[A-Za-z0-9_-]+\.ics$/);
    const feed = await context.request.get(new URL(url).pathname);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    const events = parseIcs(await feed.text());
    const teamGames = detail.games.filter(
      (g) => g.timeslot_id && (g.home_id === team.id || g.visitor_id === team.id),
    );
    expect(events).toHaveLength(teamGames.length);
    for (const event of events) expect(event.SUMMARY).toContain(team.name);
    await screenshot(page, 'schedule-feed-en');
    await page.keyboard.press('Escape');

    // The share link (made on demand) opens the public table for anyone, without signing in; revoking it
    // ends it at once (docs/share-links.md).
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Share and embed…' }).click();
    const shareDialog = page.getByRole('dialog');
    await shareDialog.getByRole('button', { name: 'Make a share link' }).click();
    const shared = await shareDialog.getByLabel('Share link', { exact: true }).inputValue();
    expect(shared).toMatch(/\/embed\/[A-Za-z0-9_-]{43}$/);
    expect(await shareDialog.getByLabel('Embed code', { exact: true }).inputValue()).toContain(
      `<iframe src="${shared}"`,
    );
    await screenshot(page, 'schedule-share-en');
    const visitor = await newPage(browser, baseUrl, { viewport: MOBILE });
    await visitor.page.goto(new URL(shared).pathname);
    await visitor.page.getByRole('heading', { name: 'U10 spring' }).waitFor();
    expect(await visitor.page.locator('tbody tr').count()).toBe(
      detail.games.filter((g) => g.timeslot_id).length,
    );
    // The team filter is kept in the address, so a filtered link can be shared.
    await visitor.page.getByRole('combobox', { name: 'Team' }).click();
    await visitor.page.getByRole('option', { name: team.name, exact: true }).click();
    await visitor.page.waitForURL(new RegExp(`team=${team.id}`));
    await expect.poll(() => visitor.page.locator('main tbody tr').count()).toBe(teamGames.length);
    await screenshot(visitor.page, 'schedule-embed-375');
    await shareDialog.getByRole('button', { name: 'Revoke link' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke the share link?' })
      .getByRole('button', { name: 'Revoke link' })
      .click();
    await shareDialog.getByRole('button', { name: 'Make a share link' }).waitFor();
    // The API answers 404 at once; a browser may reuse its copy for 15 s (docs/share-links.md), so the page
    // is opened afresh, as the next visitor would.
    expect((await visitor.page.request.get(`/api/embed/${shared.split('/embed/')[1]}`)).status()).toBe(404);
    await visitor.context.close();
    const next = await newPage(browser, baseUrl, { viewport: MOBILE });
    await next.page.goto(new URL(shared).pathname);
    await next.page.getByText('This link no longer works.', { exact: false }).waitFor();
    await next.context.close();
    await context.close();
  });

  it('builds a 6-team double elimination and sends winners on', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('tournament'));
    const { seasonId } = await demoSeasonWithSlots(page);
    const division = await postJson<Division>(page, '/api/divisions', {
      season_id: seasonId,
      name: 'Cup 6',
    });
    await postJson(page, '/api/teams', {
      teams: ['Lions', 'Tigers', 'Bears', 'Wolves', 'Eagles', 'Sharks'].map((name) => ({
        name,
        division_id: division.id,
      })),
    });

    await page.goto('/tournaments/new');
    await page.getByRole('button', { name: /Cup 6/ }).click();
    await page.waitForURL(/\/calendar\?td=/);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Double elimination').click();
    await screenshot(page, 'tournament-wizard-en');
    const id = await runWizard(page, 'Spring Cup', 'Create tournament');
    await page.getByRole('heading', { name: 'Tournament schedule: Spring Cup' }).waitFor({ timeout: 30_000 });

    let detail = await getJson<ScheduleDetail>(page, `/api/schedules/${id}`);
    expect(detail.games).toHaveLength(11);
    await page.getByRole('button', { name: 'View bracket' }).click();
    const bracket = page.getByRole('dialog');
    await bracket.getByText('Lower (losers) bracket').waitFor();
    await screenshot(page, 'tournament-bracket-en');

    // Score the first playable game with the visitor winning, and watch the winner appear in a later game.
    const playable = detail.games.find((g) => g.home_id && g.visitor_id && !g.home_score) as Game;
    const fedByIt = detail.games.find(
      (g) => g.home_from?.game_id === playable.id || g.visitor_from?.game_id === playable.id,
    );
    const names = new Map(detail.teams.map((t) => [t.id, t.name]));
    await bracket.locator(`[data-bracket-game="${playable.id}"]`).click();
    const scores = page.getByRole('dialog').last();
    await scores.getByLabel(/score \(home\)$/).fill('1');
    await scores
      .getByLabel(/score$/)
      .first()
      .fill('4');
    await scores.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Scores saved').waitFor();
    detail = await getJson<ScheduleDetail>(page, `/api/schedules/${id}`);
    const next = detail.games.find((g) => g.id === fedByIt?.id) as Game;
    const winner = names.get(playable.visitor_id as string) as string;
    expect([next.home_id, next.visitor_id]).toContain(playable.visitor_id);
    await bracket.locator(`[data-bracket-game="${next.id}"]`).getByText(winner).waitFor();
    await screenshot(page, 'tournament-bracket-advanced-en');
    await context.close();
  });

  it('shows the schedule pages in Japanese at 375 px', async () => {
    const { context, page } = await newPage(browser, baseUrl, { viewport: MOBILE });
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('schedules-ja'));
    const { seasonId, divisions } = await demoSeasonWithSlots(page);
    const created = await postJson<ScheduleCreated>(page, '/api/schedules', {
      season_id: seasonId,
      division_id: divisions[1]?.id,
      name: '春季リーグ',
      config: { count: 1, schedule_start: '2027-03-01', schedule_end: '2027-05-31' },
    });
    expect((await page.request.get('/api/switch_locale/ja')).status()).toBeLessThan(400);
    await page.goto(`/schedules/${created.id}`);
    await page.getByRole('heading', { name: 'スケジュール: 春季リーグ' }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'schedule-detail-ja-375');
    await page.goto('/schedules');
    await page.getByRole('link', { name: '春季リーグ' }).waitFor();
    await screenshot(page, 'schedules-list-ja-375');
    await page.goto('/schedules/new');
    await page.getByRole('heading', { name: '新しいスケジュール' }).waitFor();
    await screenshot(page, 'schedule-new-ja-375');
    await page.goto(`/calendar?sd=${divisions[0]?.id}`);
    await page.getByRole('dialog').getByText('枠の確認').waitFor();
    await screenshot(page, 'schedule-wizard-ja-375');
    await page.goto(`/schedules/${created.id}`);
    await page.getByRole('button', { name: 'バランスを表示' }).click();
    await page.getByRole('dialog').getByText('会場のバランス').waitFor();
    await page.waitForTimeout(400); // let the dialog finish fading in
    await screenshot(page, 'schedule-balances-ja-375');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '操作' }).click();
    await page.getByRole('menuitem', { name: '再スケジュール' }).click();
    await page.getByRole('dialog').getByText('対象の試合').waitFor();
    await screenshot(page, 'schedule-retry-ja-375');
    await page.goto('/tournaments');
    await page.getByText('トーナメントはまだありません').waitFor();
    await screenshot(page, 'tournaments-empty-ja-375');
    await context.close();
  });
});
