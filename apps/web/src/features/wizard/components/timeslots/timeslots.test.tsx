import { notifications } from '@mantine/notifications';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { type ComponentType, useCallback, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInProviders } from '../../../../test/render-in-providers.tsx';
import type { WizardDraft } from '../../model/draft.ts';
import { defaultTemplate, expandTemplate, slotMinutes } from '../../model/template.ts';
import { buildDraftDivision, buildDraftSlot, buildTimeslotDraft } from '../../test/timeslot-draft.ts';
import { CalendarModeSwitch } from './calendar-mode-switch.tsx';
import { CapacityTable } from './capacity-table.tsx';
import { FullCalendarStep } from './full-calendar.tsx';
import { TemplateWeekStep } from './template-week.tsx';
import { TimeslotReview } from './timeslot-review.tsx';

type Step = ComponentType<{ draft: WizardDraft; onChange: (patch: Partial<WizardDraft>) => void }>;

afterEach(() => {
  cleanup();
  act(() => notifications.clean());
});

/** Renders a step holding the draft as the wizard would, and gives the latest draft. */
function renderStep(Step: Step, initial: WizardDraft) {
  const state = { draft: initial };
  function Holder() {
    const [draft, setDraft] = useState(initial);
    state.draft = draft;
    const onChange = useCallback(
      (patch: Partial<WizardDraft>) => setDraft((current) => ({ ...current, ...patch })),
      [],
    );
    return <Step draft={draft} onChange={onChange} />;
  }
  renderInProviders(<Holder />);
  return state;
}

/** The soccer draft with the sport's template: 8 slots a week on two pitches, 12 weeks. */
function templateDraft(patch: Partial<WizardDraft> = {}): WizardDraft {
  const draft = buildTimeslotDraft(patch);
  draft.template = defaultTemplate(draft);
  draft.timeslots = expandTemplate(draft);
  return draft;
}

describe('TemplateWeekStep', () => {
  it('adds a slot where an empty cell is clicked and expands it over the season', () => {
    const state = renderStep(TemplateWeekStep, templateDraft());
    expect(screen.getByText('16 slots a week → 192 timeslots over 12 weeks')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a slot on Wednesday at 2:00 PM' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a slot' });
    expect((within(dialog).getByLabelText(/^End/) as HTMLInputElement).value).toBe('15:30');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Pitch 2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(state.draft.template).toHaveLength(9);
    expect(state.draft.template.at(-1)).toMatchObject({
      weekday: 3,
      start_time: '14:00',
      end_time: '15:30',
      surface_keys: ['v1-s1'],
      division_keys: [],
    });
    expect(state.draft.timeslots).toHaveLength(17 * 12);
    expect(state.draft.timeslots.filter((slot) => slot.date === '2026-03-11')).toHaveLength(1);
    expect(screen.getByText('17 slots a week → 204 timeslots over 12 weeks')).toBeTruthy();
  });

  it('moves between cells with the arrow keys and edits or deletes a slot', () => {
    const state = renderStep(TemplateWeekStep, templateDraft());
    const first = screen.getByRole('button', { name: 'Add a slot on Saturday at 8:00 AM' });
    expect(first.tabIndex).toBe(0);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Add a slot on Sunday at 8:15 AM');
    expect((document.activeElement as HTMLElement).tabIndex).toBe(0);
    expect(first.tabIndex).toBe(-1);

    fireEvent.click(screen.getByRole('button', { name: /^Edit the slot on Sunday, 9:00 AM–10:30 AM/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the slot' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete the slot' }));
    expect(state.draft.template).toHaveLength(7);
    expect(state.draft.timeslots).toHaveLength(14 * 12);
  });

  it('says which field is missing and sets the slot length for new slots', () => {
    const state = renderStep(TemplateWeekStep, templateDraft());
    fireEvent.click(screen.getByRole('option', { name: '30 min', hidden: true }));
    expect(state.draft.slot_minutes).toBe(30);
    fireEvent.click(screen.getByRole('button', { name: 'Add a slot on Monday at 10:00 AM' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a slot' });
    expect((within(dialog).getByLabelText(/^End/) as HTMLInputElement).value).toBe('10:30');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Pitch 1' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Pitch 2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Choose at least one pitch')).toBeTruthy();
    expect(state.draft.template).toHaveLength(8);
  });

  it('fills an untouched, empty template with the sport’s, so the default choices give slots', () => {
    const state = renderStep(TemplateWeekStep, buildTimeslotDraft());
    expect(screen.getByText('16 slots a week → 192 timeslots over 12 weeks')).toBeTruthy();
    expect(state.draft.template).toHaveLength(8);
    expect(state.draft.template_edited).toBe(false);
    expect(state.draft.timeslots).toHaveLength(192);
  });

  it('rebuilds an untouched template for a new slot length, and keeps an edited one', () => {
    const state = renderStep(TemplateWeekStep, templateDraft());
    fireEvent.click(screen.getByRole('option', { name: '60 min', hidden: true }));
    expect(state.draft.template.every((slot) => slotMinutes(slot.start_time, slot.end_time) === 60)).toBe(
      true,
    );
    cleanup();
    const edited = renderStep(TemplateWeekStep, templateDraft({ template_edited: true }));
    fireEvent.click(screen.getByRole('option', { name: '60 min', hidden: true }));
    expect(edited.draft.slot_minutes).toBe(60);
    expect(edited.draft.template.every((slot) => slotMinutes(slot.start_time, slot.end_time) === 90)).toBe(
      true,
    );
  });

  it('marks a change by hand, and asks before Reset replaces an edited template', () => {
    const state = renderStep(TemplateWeekStep, templateDraft());
    fireEvent.click(screen.getByRole('button', { name: /^Edit the slot on Sunday, 9:00 AM–10:30 AM/ }));
    const edit = screen.getByRole('dialog', { name: 'Edit the slot' });
    fireEvent.click(within(edit).getByRole('button', { name: 'Delete the slot' }));
    expect(state.draft.template_edited).toBe(true);
    expect(state.draft.template).toHaveLength(7);
    fireEvent.click(screen.getByRole('button', { name: "Reset to the sport's template" }));
    const confirm = screen.getByRole('dialog', { name: 'Replace your template?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Replace' }));
    expect(state.draft.template).toHaveLength(8);
    expect(state.draft.template_edited).toBe(false);
    expect(state.draft.timeslots).toHaveLength(192);
  });
});

describe('TemplateWeekStep at phone width', () => {
  it('lists the days instead of the grid, edits a slot with a tap and adds one after the day’s last', () => {
    const original = window.matchMedia;
    // Every media query matches: the step takes the phone layout (max-width of the xs breakpoint).
    window.matchMedia = (query: string) => ({ ...original(query), matches: true });
    try {
      const state = renderStep(TemplateWeekStep, templateDraft());
      expect(screen.queryByRole('button', { name: /^Add a slot on Saturday at/ })).toBeNull();
      const saturday = screen.getByRole('region', { name: /^Saturday Mar 7, 2026/ });
      fireEvent.click(within(saturday).getByRole('button', { name: 'Add a slot' }));
      const dialog = screen.getByRole('dialog', { name: 'Add a slot' });
      expect((within(dialog).getByLabelText(/^Start/) as HTMLInputElement).value).toBe('15:00');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(state.draft.template).toHaveLength(9);
      expect(state.draft.template_edited).toBe(true);
      fireEvent.click(
        within(saturday).getByRole('button', { name: /^Edit the slot on Saturday, 9:00 AM–10:30 AM/ }),
      );
      expect(screen.getByRole('dialog', { name: 'Edit the slot' })).toBeTruthy();
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('FullCalendarStep', () => {
  it('removes a slot with × and puts it back with Undo', () => {
    const state = renderStep(FullCalendarStep, templateDraft({ calendar_mode: 'full' }));
    expect(screen.getByText('Week 1 of 12')).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Remove the slot on Sat Mar 7, 2026, 9:00 AM–10:30 AM, Riverside Park · Pitch 2',
      }),
    );
    expect(state.draft.timeslots).toHaveLength(191);
    expect(
      state.draft.timeslots.some(
        (slot) => slot.date === '2026-03-07' && slot.surface_key === 'v1-s2' && slot.start_time === '09:00',
      ),
    ).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(state.draft.timeslots).toHaveLength(192);
    expect(state.draft.timeslots).toEqual(expandTemplate(state.draft));
  });

  it('clears a holiday, undoes it, goes to another week and adds a slot on a day', () => {
    const state = renderStep(FullCalendarStep, templateDraft({ calendar_mode: 'full' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByText('Week 2 of 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear every slot on Sun Mar 15, 2026' }));
    expect(state.draft.timeslots.filter((slot) => slot.date === '2026-03-15')).toHaveLength(0);
    expect(screen.getByText('Cleared 8 slots on Sun Mar 15, 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(state.draft.timeslots.filter((slot) => slot.date === '2026-03-15')).toHaveLength(8);

    const tuesday = screen.getByRole('region', { name: 'Tue Mar 17, 2026' });
    fireEvent.click(within(tuesday).getByRole('button', { name: 'Add a slot' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a slot' });
    fireEvent.change(within(dialog).getByLabelText(/^Start/), { target: { value: '19:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^End/), { target: { value: '20:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const added = state.draft.timeslots.filter((slot) => slot.date === '2026-03-17');
    expect(added.map((slot) => `${slot.start_time}-${slot.end_time} ${slot.surface_key}`)).toEqual([
      '19:00-20:30 v1-s1',
      '19:00-20:30 v1-s2',
    ]);
    expect(state.draft.template).toHaveLength(8);
  });
});

describe('CalendarModeSwitch', () => {
  const custom = buildDraftSlot({ date: '2026-03-11', start_time: '18:00', end_time: '19:30', key: 'wed' });

  it('offers to merge the template’s slots into a full calendar that differs from it', () => {
    const state = renderStep(CalendarModeSwitch, templateDraft({ full_timeslots: [custom] }));
    fireEvent.click(screen.getByLabelText('Full calendar'));
    const dialog = screen.getByRole('dialog', { name: "Merge the template's slots?" });
    expect(within(dialog).getByText(/already holds 1 slot that differs/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: "Merge the template's slots in" }));
    expect(state.draft.calendar_mode).toBe('full');
    expect(state.draft.timeslots).toHaveLength(193);
    expect(state.draft.timeslots.findIndex((slot) => slot.key === 'wed')).toBe(16);
  });

  it('keeps the calendar as it is when asked, and sets it aside when going back to the template', () => {
    const state = renderStep(CalendarModeSwitch, templateDraft({ full_timeslots: [custom] }));
    fireEvent.click(screen.getByLabelText('Full calendar'));
    fireEvent.click(screen.getByRole('button', { name: 'Keep the calendar as it is' }));
    expect(state.draft.calendar_mode).toBe('full');
    expect(state.draft.timeslots).toEqual([custom]);
    fireEvent.click(screen.getByLabelText('Week template'));
    expect(state.draft.calendar_mode).toBe('template');
    expect(state.draft.full_timeslots).toEqual([custom]);
    expect(state.draft.timeslots).toHaveLength(192);
  });

  it('asks nothing when the full calendar has no slots of its own', () => {
    const state = renderStep(CalendarModeSwitch, templateDraft());
    fireEvent.click(screen.getByLabelText('Full calendar'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(state.draft.calendar_mode).toBe('full');
    expect(state.draft.timeslots).toHaveLength(192);
  });
});

describe('TimeslotReview', () => {
  it('lists the slots by week and day with counts, and removes one', async () => {
    // Four weeks keep the list short enough for a quick test.
    const state = renderStep(TimeslotReview, templateDraft({ end_date: '2026-04-03' }));
    expect(screen.getByText('64 timeslots')).toBeTruthy();
    expect(screen.getByText('Division A: 64 slots open to it')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Week 1: Mar 7, 2026 – Mar 13, 2026/ }));
    expect(screen.getByText('Sat Mar 7, 2026: 8 slots')).toBeTruthy();
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Remove the slot on Sat Mar 7, 2026, 12:00 PM–1:30 PM, Riverside Park · Pitch 1',
      }),
    );
    expect(state.draft.timeslots).toHaveLength(63);
    expect(state.draft.calendar_mode).toBe('full');
    expect(screen.getByText('Sat Mar 7, 2026: 7 slots')).toBeTruthy();
    expect(screen.getByText('Division B: 63 slots open to it')).toBeTruthy();
  });
});

describe('CapacityTable', () => {
  it('colours each bar by how much of the need is open and says what to do when short', () => {
    const weekly = (division: string, count: number) =>
      Array.from({ length: count }, (_, index) =>
        buildDraftSlot({
          date: '2026-03-07',
          start_time: `${String(8 + index).padStart(2, '0')}:00`,
          division_keys: [division],
        }),
      );
    const draft = buildTimeslotDraft({
      divisions: [buildDraftDivision('a', 4), buildDraftDivision('b', 6), buildDraftDivision('c', 8)],
      // needs: a 12, b 30, c 56 (count 2 by rounds)
      timeslots: [...weekly('a', 12), ...weekly('b', 24), ...weekly('c', 20)],
    });
    renderStep(() => <CapacityTable draft={draft} />, draft);
    const level = (name: string) => screen.getByLabelText(name).getAttribute('data-level');
    expect(level('Division A: 12 of 12 slots')).toBe('enough');
    expect(level('Division B: 24 of 30 slots')).toBe('half');
    expect(level('Division C: 20 of 56 slots')).toBe('short');
    expect(
      screen.getByText(
        'Division B needs 30 slots but 24 are open to it: add slots or lower the games per team',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/^Division C needs 56 slots but 20 are open/)).toBeTruthy();
    expect(screen.queryByText(/^Division A needs/)).toBeNull();
  });
});
