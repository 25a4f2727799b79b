import type { Team } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { buildTeam, SEASON_ID, sessionHandlers } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildTeamSeason, buildTimeConstraint, OTHER_TEAM_ID, TEAM_ID } from '../test/team-fixtures.ts';

function setup(team: Team = buildTeam()) {
  const mock = mockFetch({
    ...sessionHandlers(),
    [`GET /api/teams/${TEAM_ID}`]: json(200, team),
    [`GET /api/seasons/${SEASON_ID}`]: json(200, buildTeamSeason()),
    [`POST /api/teams/${TEAM_ID}/time_constraints`]: json(200, team),
    [`PATCH /api/time_constraints/${buildTimeConstraint().id}`]: json(200, team),
  });
  renderApp(`/teams/${TEAM_ID}`);
  return mock;
}

async function openNewConstraint() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add constraint' }));
  return screen.findByRole('dialog');
}

const button = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('button', { name }) as HTMLButtonElement;

/** Step 1 weekly on the given weekdays, then Next. */
function chooseWeekly(dialog: HTMLElement, days: string[]) {
  fireEvent.click(within(dialog).getByLabelText('Every week'));
  for (const day of days) fireEvent.click(within(dialog).getByLabelText(day));
  fireEvent.click(button(dialog, 'Next'));
}

/** Step 2: the type by its label, then Next. */
function chooseType(dialog: HTMLElement, label: string) {
  fireEvent.click(within(dialog).getByLabelText(label));
  fireEvent.click(button(dialog, 'Next'));
}

async function pickTime(dialog: HTMLElement, label: string, option: string) {
  fireEvent.click(within(dialog).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('time constraint form', () => {
  it('moves on from step 1 only when the style has its dates', async () => {
    setup();
    const dialog = await openNewConstraint();
    expect(button(dialog, 'Next').disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Every week'));
    expect(button(dialog, 'Next').disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Monday'));
    expect(button(dialog, 'Next').disabled).toBe(false);
    fireEvent.click(within(dialog).getByLabelText('Over a date range'));
    expect(within(dialog).queryByLabelText('Monday')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('First date'), { target: { value: '2026-04-01' } });
    expect(button(dialog, 'Next').disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Last date'), { target: { value: '2026-03-30' } });
    expect(button(dialog, 'Next').disabled).toBe(true);
    expect(within(dialog).getByText('The last date must be after the first date')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Last date'), { target: { value: '2026-04-10' } });
    expect(button(dialog, 'Next').disabled).toBe(false);
    expect(within(dialog).queryByText('The last date must be after the first date')).toBeNull();
  });

  it('offers types 2 to 6 only for weekly constraints', async () => {
    setup();
    const dialog = await openNewConstraint();
    fireEvent.click(within(dialog).getByLabelText('On a specific date'));
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2026-05-02' } });
    fireEvent.click(button(dialog, 'Next'));
    const enabled = ['No play all day', 'No play during a time range'];
    const weeklyOnly = [
      'Maximum number of games',
      'Maximum travel from home',
      'Maximum travel from the last game',
      'Must play at home',
      'Cannot play a specific team',
    ];
    for (const label of enabled)
      expect((within(dialog).getByLabelText(label) as HTMLInputElement).disabled).toBe(false);
    for (const label of weeklyOnly)
      expect((within(dialog).getByLabelText(label) as HTMLInputElement).disabled).toBe(true);
    expect(button(dialog, 'Next').disabled).toBe(true);
  });

  it('saves an all-day constraint on a date at once (type 0)', async () => {
    const { requests } = setup();
    const dialog = await openNewConstraint();
    fireEvent.click(within(dialog).getByLabelText('On a specific date'));
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2026-05-02' } });
    fireEvent.click(button(dialog, 'Next'));
    chooseType(dialog, 'No play all day');
    expect(button(dialog, 'Save').disabled).toBe(false);
    fireEvent.click(button(dialog, 'Save'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toMatchObject({
      applyAll: false,
      constraint: { style: 'date', type: 0, start_date: '2026-05-02', end_date: null },
    });
  });

  it('needs start before end, or a bound, for a time range (type 1), and toasts a backwards range', async () => {
    const { requests } = setup();
    const dialog = await openNewConstraint();
    chooseWeekly(dialog, ['Monday', 'Wednesday']);
    chooseType(dialog, 'No play during a time range');
    expect(button(dialog, 'Save').disabled).toBe(true);
    await pickTime(dialog, 'Not between (start)', '7:00 PM');
    await pickTime(dialog, 'and (end)', '5:00 PM');
    expect(await screen.findByText('end time must be after the start time')).toBeTruthy();
    expect(button(dialog, 'Save').disabled).toBe(true);
    await pickTime(dialog, 'Not between (start)', '5:00 PM');
    await pickTime(dialog, 'and (end)', '7:00 PM');
    expect(button(dialog, 'Save').disabled).toBe(false);
    fireEvent.click(within(dialog).getByLabelText('Not before and/or not after'));
    expect(button(dialog, 'Save').disabled).toBe(true);
    expect(within(dialog).queryByRole('combobox', { name: 'Not between (start)' })).toBeNull();
    await pickTime(dialog, 'Not after', '8:30 PM');
    expect(button(dialog, 'Save').disabled).toBe(false);
    fireEvent.click(within(dialog).getByLabelText('Apply to all teams of the division'));
    fireEvent.click(button(dialog, 'Save'));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      applyAll: true,
      constraint: {
        style: 'weekly',
        type: 1,
        weekdays: [1, 3],
        not_between_start: null,
        not_between_end: null,
        not_before: null,
        not_after: '20:30',
      },
    });
  });

  it('defaults max games to 1 (type 2) and disables save when it is cleared', async () => {
    setup();
    const dialog = await openNewConstraint();
    chooseWeekly(dialog, ['Saturday']);
    chooseType(dialog, 'Maximum number of games');
    const input = within(dialog).getByLabelText('Maximum games per day') as HTMLInputElement;
    expect(input.value).toBe('1');
    expect(button(dialog, 'Save').disabled).toBe(false);
    fireEvent.change(input, { target: { value: '' } });
    expect(button(dialog, 'Save').disabled).toBe(true);
    fireEvent.change(input, { target: { value: '0' } });
    expect(button(dialog, 'Save').disabled).toBe(false);
  });

  it('defaults travel to 5 miles (types 3 and 4) and needs at least 1', async () => {
    setup();
    const dialog = await openNewConstraint();
    chooseWeekly(dialog, ['Sunday']);
    chooseType(dialog, 'Maximum travel from home');
    const home = within(dialog).getByLabelText('Maximum miles from a home venue') as HTMLInputElement;
    expect(home.value).toBe('5');
    expect(button(dialog, 'Save').disabled).toBe(false);
    fireEvent.change(home, { target: { value: '' } });
    expect(button(dialog, 'Save').disabled).toBe(true);
    fireEvent.click(button(dialog, 'Back'));
    chooseType(dialog, 'Maximum travel from the last game');
    const last = within(dialog).getByLabelText(
      "Maximum miles from the previous game's venue",
    ) as HTMLInputElement;
    expect(last.value).toBe('5');
    expect(button(dialog, 'Save').disabled).toBe(false);
  });

  it('saves must-play-at-home at once (type 5) and needs a team for cannot-play (type 6)', async () => {
    const { requests } = setup();
    const dialog = await openNewConstraint();
    chooseWeekly(dialog, ['Friday']);
    chooseType(dialog, 'Must play at home');
    expect(button(dialog, 'Save').disabled).toBe(false);
    fireEvent.click(button(dialog, 'Back'));
    chooseType(dialog, 'Cannot play a specific team');
    expect(button(dialog, 'Save').disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Team not to play' }));
    expect(screen.queryByRole('option', { name: 'Red Hawks' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Blue Jays' }));
    expect(button(dialog, 'Save').disabled).toBe(false);
    fireEvent.click(button(dialog, 'Save'));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      constraint: { type: 6, weekdays: [5], no_play_team: OTHER_TEAM_ID },
    });
  });

  it('clears the other values when the type changes', async () => {
    setup();
    const dialog = await openNewConstraint();
    chooseWeekly(dialog, ['Tuesday']);
    chooseType(dialog, 'Maximum number of games');
    fireEvent.change(within(dialog).getByLabelText('Maximum games per day'), { target: { value: '3' } });
    fireEvent.click(button(dialog, 'Back'));
    chooseType(dialog, 'Cannot play a specific team');
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Team not to play' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Blue Jays' }));
    fireEvent.click(button(dialog, 'Back'));
    chooseType(dialog, 'Maximum number of games');
    expect((within(dialog).getByLabelText('Maximum games per day') as HTMLInputElement).value).toBe('1');
    fireEvent.click(button(dialog, 'Back'));
    chooseType(dialog, 'Cannot play a specific team');
    expect(
      (within(dialog).getByRole('combobox', { name: 'Team not to play' }) as HTMLInputElement).value,
    ).toBe('');
    expect(button(dialog, 'Save').disabled).toBe(true);
  });

  it('resets the dates and the type when the style changes', async () => {
    setup();
    const dialog = await openNewConstraint();
    chooseWeekly(dialog, ['Thursday']);
    fireEvent.click(within(dialog).getByLabelText('No play all day'));
    fireEvent.click(button(dialog, 'Back'));
    fireEvent.click(within(dialog).getByLabelText('Every week'));
    expect((within(dialog).getByLabelText('Thursday') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('On a specific date'));
    fireEvent.click(within(dialog).getByLabelText('Every week'));
    expect((within(dialog).getByLabelText('Thursday') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(dialog).getByLabelText('Thursday'));
    fireEvent.click(button(dialog, 'Next'));
    expect((within(dialog).getByLabelText('No play all day') as HTMLInputElement).checked).toBe(false);
    expect(button(dialog, 'Next').disabled).toBe(true);
  });

  it('opens an existing constraint in edit mode on its details and saves it with PATCH', async () => {
    const existing = buildTimeConstraint();
    const { requests } = setup(buildTeam({ time_constraints: [existing] }));
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Edit constraint: Every Mon · no play between 5:00 PM and 7:00 PM',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit date or time constraint')).toBeTruthy();
    expect(
      (within(dialog).getByRole('combobox', { name: 'Not between (start)' }) as HTMLInputElement).value,
    ).toBe('5:00 PM');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(dialog).queryByLabelText('Apply to all teams of the division')).toBeNull();
    await pickTime(dialog, 'and (end)', '8:00 PM');
    fireEvent.click(button(dialog, 'Save'));
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({
      style: 'weekly',
      type: 1,
      weekdays: [1],
      not_between_start: '17:00',
      not_between_end: '20:00',
    });
  });
  it('deletes an existing constraint only after confirming', async () => {
    const existing = buildTimeConstraint();
    const { requests } = mockFetch({
      ...sessionHandlers(),
      [`GET /api/teams/${TEAM_ID}`]: json(200, buildTeam({ time_constraints: [existing] })),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, buildTeamSeason()),
      [`DELETE /api/time_constraints/${existing.id}`]: json(200, buildTeam()),
    });
    renderApp(`/teams/${TEAM_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: /^Edit constraint: / }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(button(dialog, 'Delete'));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this constraint?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this constraint?' })).toBeNull());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.click(button(dialog, 'Delete'));
    const again = await screen.findByRole('dialog', { name: 'Delete this constraint?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('No date or time constraints.')).toBeTruthy();
  });
});
