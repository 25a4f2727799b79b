import type {
  Division,
  GamesChanged,
  LeagueSeasonIds,
  ScheduleDetail,
  Season,
  TimeslotBulkCreateResponse,
  TimeslotList,
} from '@app/contracts';
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

/** The season's wall clock as the dialog's `datetime-local` fields show it. */
function localValue(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' })
    .format(new Date(instant))
    .replace(' ', 'T');
}

/** A day in the season's zone at 09:00, `days` after the first slot's day, as a `datetime-local` value. */
const dayAt = (firstDay: string, days: number, clock = '09:00') => {
  const date = new Date(`${firstDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return `${date.toISOString().slice(0, 10)}T${clock}`;
};

async function selectRows(page: Page, ids: string[]): Promise<void> {
  for (const id of ids) await page.locator(`tr[data-game-id="${id}"]`).click();
}

describe('the game dialog and multi-edit', () => {
  it('creates a game with the defaults, edits one, and multi-edits three', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('game-dialog'));
    const { season } = await postJson<LeagueSeasonIds>(page, '/api/demo');
    // A division of its own in the demo season: its teams have no home venues or no-play dates to refuse moves.
    const own = await postJson<Division>(page, '/api/divisions', {
      season_id: season.id,
      name: 'Friendlies',
    });
    await postJson(page, '/api/teams', {
      teams: ['Hawks', 'Owls', 'Bears', 'Foxes'].map((name) => ({ name, division_id: own.id })),
    });
    const details = await getJson<Season>(page, `/api/seasons/${season.id}`);
    const division = details.divisions.find((d) => d.id === own.id);
    const venue = details.venues.find((v) => v.surfaces.length > 0);
    if (!division || !venue) throw new Error('no division or no venue');
    const [surface] = venue.surfaces;
    if (!surface) throw new Error('no surface');
    // Two slots a fortnight apart, so the blank schedule's dates span the days the games use.
    const start = Date.UTC(2031, 3, 7, 14, 0);
    const slots = await postJson<TimeslotBulkCreateResponse>(page, '/api/timeslots/bulk', {
      season_id: season.id,
      rows: [0, 14].map((days) => ({
        venue_id: venue.id,
        surface_id: surface.id,
        start: new Date(start + days * 86_400_000).toISOString(),
        finish: new Date(start + days * 86_400_000 + 90 * 60_000).toISOString(),
      })),
    });
    expect(slots.count).toBe(2);
    const { timezone } = await getJson<TimeslotList>(page, `/api/seasons/${season.id}/timeslots`);
    const firstDay = localValue(slots.timeslots[0]?.start as string, timezone).slice(0, 10);
    const blank = await postJson<{ id: string }>(page, '/api/schedules/blank', {
      season_id: season.id,
      division_id: division.id,
      name: 'By hand',
    });
    const [hawks, owls, bears, foxes] = division.teams;
    if (!hawks || !owls || !bears || !foxes) throw new Error('four teams expected');

    // Create: teams, a start; the finish follows (+2 h) and the venue brings its first surface.
    await page.goto(`/schedules/${blank.id}`);
    await page.getByRole('button', { name: 'Create game' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Home', { exact: true }).click();
    await page.getByRole('option', { name: hawks.name, exact: true }).click();
    await dialog.getByLabel('Visitor', { exact: true }).click();
    await page.getByRole('option', { name: owls.name, exact: true }).click();
    // Only the schedule's division's teams are offered.
    const offered = details.divisions.find((d) => d.id !== division.id && d.teams.length > 0)?.teams[0];
    if (offered) {
      await dialog.getByLabel('Visitor', { exact: true }).click();
      expect(await page.getByRole('option', { name: offered.name, exact: true }).count()).toBe(0);
      await page.keyboard.press('Escape');
    }
    await dialog.getByLabel('Start', { exact: true }).fill(dayAt(firstDay, 2));
    expect(await dialog.getByLabel('Finish', { exact: true }).inputValue()).toBe(dayAt(firstDay, 2, '11:00'));
    await dialog.getByLabel('Venue', { exact: true }).click();
    await page.getByRole('option', { name: venue.name, exact: true }).click();
    expect(await dialog.getByLabel('Surface', { exact: true }).inputValue()).toBe(surface.name);
    await screenshot(page, 'game-dialog-create-en');
    await dialog.getByRole('button', { name: 'Create game' }).click();
    await page.getByText('Game created').waitFor();
    let detail = await getJson<ScheduleDetail>(page, `/api/schedules/${blank.id}`);
    expect(detail.games).toHaveLength(1);
    const created = detail.games[0];
    const createdSlot = detail.timeslots.find((s) => s.id === created?.timeslot_id);
    expect(createdSlot && localValue(createdSlot.start, timezone)).toBe(dayAt(firstDay, 2));
    expect(createdSlot && localValue(createdSlot.finish, timezone)).toBe(dayAt(firstDay, 2, '11:00'));
    expect(createdSlot?.surface_id).toBe(surface.id);

    // Edit: a new start keeps the game's length; the game's slot moves with it.
    await selectRows(page, [created?.id as string]);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel('Start', { exact: true }).fill(dayAt(firstDay, 3, '10:00'));
    expect(await edit.getByLabel('Finish', { exact: true }).inputValue()).toBe(dayAt(firstDay, 3, '12:00'));
    await screenshot(page, 'game-dialog-edit-en');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Updated game').waitFor();
    detail = await getJson<ScheduleDetail>(page, `/api/schedules/${blank.id}`);
    const moved = detail.timeslots.find((s) => s.id === detail.games[0]?.timeslot_id);
    expect(moved && localValue(moved.start, timezone)).toBe(dayAt(firstDay, 3, '10:00'));
    await page.getByRole('button', { name: 'Clear selection' }).click();

    // Two more games by the API, and a fourth in the way of the first one's move by a day.
    // The zone's offset from UTC on these days, read off the first slot, turns wall-clock values into instants.
    const firstStart = slots.timeslots[0]?.start as string;
    const offset = Date.parse(firstStart) - Date.parse(`${localValue(firstStart, timezone)}:00Z`);
    const place = (days: number, clock: string) => {
      const begin = Date.parse(`${dayAt(firstDay, days, clock)}:00Z`) + offset;
      return {
        start: new Date(begin).toISOString(),
        finish: new Date(begin + 2 * 3600_000).toISOString(),
        surface_id: surface.id,
      };
    };
    const more: string[] = [];
    // The fourth game, in the way, plays on the day of the game it blocks, so it is forced.
    for (const [home, visitor, days, clock, override] of [
      [hawks, bears, 3, '13:00', true],
      [owls, bears, 5, '09:00', false],
      [foxes, hawks, 4, '10:00', true],
    ] as const) {
      const made = await postJson<GamesChanged>(page, '/api/games', {
        schedule_id: blank.id,
        home_id: home.id,
        visitor_id: visitor.id,
        ...place(days, clock),
        override,
      });
      more.push(made.games[0]?.id as string);
    }
    await page.reload();
    const three = [detail.games[0]?.id as string, more[0] as string, more[1] as string];
    await page.locator(`tr[data-game-id="${three[0]}"]`).waitFor();
    await selectRows(page, three);
    await page.getByText('3 selected').waitFor();
    await page.getByRole('button', { name: 'Multi-edit' }).click();
    const multi = page.getByRole('dialog');
    await multi.getByLabel('Move by').fill('1');
    await screenshot(page, 'game-multi-edit-en');
    await multi.getByRole('button', { name: 'Review' }).click();
    await multi.getByText('Move 3 games by 1 days?', { exact: false }).waitFor();
    await multi.getByRole('button', { name: 'Change 3 games' }).click();
    // The first game would land on the fourth's slot: nothing changes, and the list says which and why.
    await multi.getByText('Nothing was changed').waitFor();
    await multi.getByText('Overlaps another timeslot on this surface').waitFor();
    expect(await multi.getByRole('button', { name: 'Save anyway' }).count()).toBe(0);
    await screenshot(page, 'game-multi-edit-refused-en');
    const unchanged = await getJson<ScheduleDetail>(page, `/api/schedules/${blank.id}`);
    expect(
      localValue(
        unchanged.timeslots.find((s) => s.id === detail.games[0]?.timeslot_id)?.start ?? '',
        timezone,
      ),
    ).toBe(dayAt(firstDay, 3, '10:00'));
    await multi.getByRole('button', { name: 'Back' }).click();
    await multi.getByLabel('Move by').fill('2');
    await multi.getByRole('button', { name: 'Review' }).click();
    await multi.getByRole('button', { name: 'Change 3 games' }).click();
    await multi.getByText('Games changed: 3').first().waitFor();
    await screenshot(page, 'game-multi-edit-saved-en');
    detail = await getJson<ScheduleDetail>(page, `/api/schedules/${blank.id}`);
    const slotStart = (id: string) => {
      const game = detail.games.find((g) => g.id === id);
      const slot = detail.timeslots.find((s) => s.id === game?.timeslot_id);
      return slot ? localValue(slot.start, timezone) : '';
    };
    expect(three.map(slotStart)).toEqual([
      dayAt(firstDay, 5, '10:00'),
      dayAt(firstDay, 5, '13:00'),
      dayAt(firstDay, 7, '09:00'),
    ]);
    await multi.getByRole('button', { name: 'Close' }).click();

    // Japanese, then 375 px wide.
    expect((await page.request.get('/api/switch_locale/ja')).status()).toBeLessThan(400);
    await page.reload();
    await page.getByRole('button', { name: '試合を作成' }).click();
    await page.getByRole('dialog').getByLabel('開始', { exact: true }).fill(dayAt(firstDay, 6));
    await page.getByRole('dialog').getByLabel('会場', { exact: true }).click();
    await page.getByRole('option', { name: venue.name, exact: true }).click();
    await screenshot(page, 'game-dialog-create-ja');
    await page.keyboard.press('Escape');
    await selectRows(page, three);
    await page.getByRole('button', { name: 'まとめて編集' }).click();
    await page.getByRole('dialog').getByLabel('移動量').fill('1');
    await screenshot(page, 'game-multi-edit-ja');
    await page.keyboard.press('Escape');
    expect((await page.request.get('/api/switch_locale/en')).status()).toBeLessThan(400);
    await page.setViewportSize(MOBILE);
    await page.reload();
    await page.locator(`tr[data-game-id="${three[0]}"]`).click();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('dialog').getByLabel('Start', { exact: true }).waitFor();
    await screenshot(page, 'game-dialog-edit-375');
    await page.keyboard.press('Escape');
    await selectRows(page, three.slice(1));
    await page.getByRole('button', { name: 'Multi-edit' }).click();
    await page.getByRole('dialog').getByLabel('Move by').waitFor();
    await screenshot(page, 'game-multi-edit-375');
    await context.close();
  });
});
