import type { LeagueSeasonIds, Season, Timeslot, TimeslotList, User } from '@app/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
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

/** The season's slots as the server keeps them, earliest first. */
async function serverSlots(page: Page, seasonId: string): Promise<Timeslot[]> {
  const body = await getJson<TimeslotList>(page, `/api/seasons/${seasonId}/timeslots`);
  return [...body.timeslots].sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
}

/** YYYY-MM-DD of the first Saturday after today, so the scenario never lands in the past. */
function nextSaturday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7 || 7));
  return day.toISOString().slice(0, 10);
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Wall-clock time of an instant in Chicago, the zone the test browser and its account use. */
function chicagoTime(instant: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Chicago',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
}

function chicagoDate(instant: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date(instant));
}

/** Clicks the week or day grid on a date at a time, as a user placing a slot would. */
async function clickGrid(page: Page, date: string, time: string): Promise<void> {
  // The first row with this time is its label; the last is the lane across every day.
  const row = page.locator(`[data-time="${time}:00"]`).last();
  await row.scrollIntoViewIfNeeded();
  const column = await page.locator(`[role=columnheader][data-date="${date}"]`).boundingBox();
  const lane = await row.boundingBox();
  if (!column || !lane) throw new Error(`no grid cell for ${date} ${time}`);
  await page.mouse.click(column.x + column.width / 2, lane.y + lane.height / 2);
}

/** The slot event drawn for a slot id. */
function slotEvent(page: Page, index: number) {
  return page.locator('.slot-event:visible').nth(index);
}

async function chooseOption(page: Page, field: Locator, option: string) {
  await field.click({ force: true });
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Drags a slot from one time row to another, as a user moving it on the week grid would. */
async function dragSlot(page: Page, slot: Locator, from: string, to: string): Promise<void> {
  await dismissToasts(page);
  await slot.scrollIntoViewIfNeeded();
  const box = await slot.boundingBox();
  const fromRow = await page.locator(`[data-time="${from}:00"]`).last().boundingBox();
  const toRow = await page.locator(`[data-time="${to}:00"]`).last().boundingBox();
  if (!box || !fromRow || !toRow) throw new Error('slot or rows not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + 10;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + (toRow.y - fromRow.y) / 2, { steps: 5 });
  await page.mouse.move(x, y + (toRow.y - fromRow.y), { steps: 5 });
  await page.mouse.up();
}

/** Month, week and day views of the open calendar, saved as screenshots named after the locale. */
async function showViews(page: Page, name: string): Promise<void> {
  // The view switcher's tabs come in the order month, week, day in every language.
  for (const [index, view] of ['month', 'week', 'day'].entries()) {
    await page.getByRole('tablist').getByRole('tab').nth(index).click();
    await page.locator('.slot-event').first().waitFor({ state: 'attached' });
    await screenshot(page, `timeslots-${view}-${name}`);
  }
}

/** Waits out the toasts (top right for 5 s, spec §9), which would otherwise take a drag aimed under them. */
async function dismissToasts(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole('alert').count(), { timeout: 10_000 }).toBe(0);
}

async function toast(page: Page, text: string | RegExp): Promise<void> {
  await page.getByText(text).first().waitFor();
}

describe('timeslots on the calendar', () => {
  it('creates slots from a template over 10 weekends, shifts, splits, deletes with undo and filters', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    onTestFailed(() => screenshotOnFailure(page));
    await signUp(page, uniqueEmail('timeslots'));
    const self = await getJson<User>(page, '/api/users/self');
    // Weeks from Monday keep a Saturday and its Sunday in one week, as a weekend league plans them.
    await sendJson(
      page,
      'PATCH',
      '/api/users/self',
      {
        first: self.first,
        last: 'Organiser',
        email: self.email,
        timezone: 'America/Chicago',
        locale: 'en',
        first_day: 1,
      },
      200,
    );
    const demo = await postJson<LeagueSeasonIds>(page, '/api/demo', { structure_only: true });
    const seasonId = demo.season.id;
    const { venues } = await getJson<Season>(page, `/api/seasons/${seasonId}`);
    const [home, away] = venues;
    if (!home || !away) throw new Error('the demo league has four venues');
    const saturday = nextSaturday();
    const sunday = addDays(saturday, 1);

    // The schedule dates hold only the first weekend, so filling ten weekends offers to extend them.
    await page.goto(`/calendar?date=${saturday}`);
    await page.getByRole('button', { name: 'Set', exact: true }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Start date/).fill(saturday);
    await dialog.getByLabel(/^End date/).fill(sunday);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByText('Week', { exact: true }).click();
    await chooseOption(page, page.getByLabel('Venue').first(), home.name);
    await clickGrid(page, saturday, '09:00');
    await toast(page, 'Created 2 timeslots');
    await clickGrid(page, saturday, '12:00');
    await clickGrid(page, sunday, '09:00');
    await expect.poll(async () => (await serverSlots(page, seasonId)).length).toBe(6);
    await expect.poll(() => page.locator('.slot-event:visible').count()).toBe(6);
    await screenshot(page, 'timeslots-template-week-en');

    await page.getByRole('button', { name: 'Copy week template' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Weeks to fill/ }).fill('10');
    await dialog.getByText(/6 timeslots in this week/).waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'timeslots-copy-week-en');
    await dialog.getByRole('button', { name: 'Copy week' }).click();
    await toast(page, 'Created 54 timeslots');
    // Nine more weekends fall after the schedule dates: the calendar offers to extend them.
    await page.getByRole('dialog').getByRole('button', { name: 'Extend dates' }).click();
    await page.getByText(`${saturday} – ${addDays(sunday, 63)}`).waitFor();

    const filled = await serverSlots(page, seasonId);
    expect(filled).toHaveLength(60);
    const weekends = new Set(filled.map((slot) => chicagoDate(slot.start)));
    expect(weekends.size).toBe(20);
    for (const slot of filled) expect(['09:00', '12:00']).toContain(chicagoTime(slot.start));

    // Select one Saturday 09:00 slot and shift it by an hour.
    await page.getByText('Select', { exact: true }).click();
    await slotEvent(page, 0).click();
    await page.getByText('Selected: 1').waitFor();
    await page.getByRole('button', { name: 'Shift', exact: true }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Amount/ }).fill('1');
    await chooseOption(page, dialog.getByLabel('Units'), 'Hours');
    await dialog.getByRole('button', { name: 'Shift' }).click();
    await toast(page, 'Updated 1 timeslot');
    const shifted = await serverSlots(page, seasonId);
    const firstDaySlots = shifted.filter((slot) => chicagoDate(slot.start) === saturday);
    expect(firstDaySlots.map((slot) => chicagoTime(slot.start)).sort()).toEqual([
      '09:00',
      '10:00',
      '12:00',
      '12:00',
    ]);

    // Split the other Saturday 09:00 slot in two.
    await page.getByRole('button', { name: 'Unselect' }).click();
    const nine = firstDaySlots.find((slot) => chicagoTime(slot.start) === '09:00');
    if (!nine) throw new Error('a 09:00 slot remains');
    await page.locator('.slot-event:visible', { hasText: '9:00' }).first().click();
    await page.getByText('Selected: 1').waitFor();
    await page.getByRole('button', { name: 'Split', exact: true }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Parts/ }).fill('2');
    await dialog.getByRole('button', { name: 'Split' }).click();
    await expect.poll(async () => (await serverSlots(page, seasonId)).length).toBe(61);

    // Select a range by dragging over Sunday morning, delete it with the keyboard, then undo.
    await page.getByRole('button', { name: 'Unselect' }).click();
    await page.getByRole('button', { name: 'Select visible' }).click();
    const visibleCount = await page.locator('.slot-event:visible').count();
    await page.getByText(`Selected: ${visibleCount}`).waitFor();
    await page.keyboard.press('Delete');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, `Deleted ${visibleCount} timeslots`);
    await expect.poll(async () => (await serverSlots(page, seasonId)).length).toBe(61 - visibleCount);
    await expect.poll(() => page.locator('.slot-event:visible').count()).toBe(0);
    await page.getByRole('button', { name: 'Undo last change' }).click();
    await expect.poll(async () => (await serverSlots(page, seasonId)).length).toBe(61);
    await expect.poll(() => page.locator('.slot-event:visible').count()).toBe(visibleCount);

    // One slot at another venue, then the venue filter shows only that venue's slots.
    await page.getByText('Create', { exact: true }).click();
    await chooseOption(page, page.getByLabel('Venue').first(), away.name);
    await clickGrid(page, sunday, '15:00');
    await toast(page, 'Created 2 timeslots');
    await expect.poll(() => page.locator('.slot-event:visible').count()).toBe(visibleCount + 2);
    await chooseOption(page, page.locator('input').and(page.getByLabel('Venue')).last(), away.name);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.slot-event:visible').count()).toBe(2);
    await screenshot(page, 'timeslots-venue-filter-en');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => page.locator('.slot-event:visible').count()).toBe(visibleCount + 2);

    // Drag a Sunday 09:00 slot an hour later, then undo the move.
    await page.getByText('Select', { exact: true }).click();
    const sundayNine = async () =>
      (await serverSlots(page, seasonId)).filter(
        (slot) => chicagoDate(slot.start) === sunday && chicagoTime(slot.start) === '09:00',
      ).length;
    expect(await sundayNine()).toBe(2);
    await dragSlot(page, page.locator('.slot-event:visible', { hasText: '9:00' }).last(), '09:00', '10:00');
    await toast(page, 'Updated 1 timeslot');
    await expect.poll(sundayNine).toBe(1);
    await page.getByRole('button', { name: 'Undo last change' }).click();
    await expect.poll(sundayNine).toBe(2);

    // Manage timeslots lists what is on screen.
    await page.getByRole('button', { name: 'Manage timeslots' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByText(`${visibleCount + 2} timeslots on screen`).waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'timeslots-manage-en');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await showViews(page, 'en');
    expect((await page.request.get('/api/switch_locale/ja')).status()).toBeLessThan(400);
    await page.reload();
    await page.getByText('タイムスロットカレンダー').waitFor();
    await showViews(page, 'ja');
    await page.setViewportSize(MOBILE);
    await showViews(page, 'ja-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);

    await context.close();
  });
});
