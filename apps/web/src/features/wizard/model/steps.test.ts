import { describe, expect, it } from 'vitest';
import { ENGLISH_NAMING, newDraft, newVenue } from './defaults.ts';
import type { DraftTimeslot, WizardDraft, WizardStep } from './draft.ts';
import {
  addVenue,
  applyCalendarPatch,
  back,
  canJumpTo,
  chooseArgument,
  divisionStartStep,
  jumpTo,
  next,
  pathSteps,
  stepOfField,
  validate,
} from './steps.ts';

const today = new Date(2026, 2, 4); // a Wednesday
const at = (step: WizardStep, patch: Partial<WizardDraft> = {}): WizardDraft => ({
  ...newDraft(5, today),
  step,
  furthest_step: step,
  ...patch,
});
const slots = (n: number): DraftTimeslot[] =>
  Array.from({ length: n }, (_, i) => ({
    key: `s${i}`,
    date: '2026-03-07',
    start_time: '09:00',
    end_time: '10:30',
    venue_key: 'v',
    surface_key: 'f',
    division_keys: [],
  }));
const divisionTarget = { kind: 'division', season_id: 'S1', division_id: 'D1' } as const;
const signedOut = { signedIn: false };

describe('next', () => {
  it('walks the steps in order, with no step 3, and remembers the furthest step', () => {
    let draft = at(0);
    const seen: number[] = [];
    for (const _ of Array.from({ length: 12 })) {
      draft = next(draft);
      seen.push(draft.step);
    }
    expect(seen).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(draft.furthest_step).toBe(13);
    const backAgain = back(draft).draft as WizardDraft;
    expect(backAgain.step).toBe(12);
    expect(backAgain.furthest_step).toBe(13);
  });

  it('goes from 13 to the template (14) or the full calendar (15) by calendar mode', () => {
    expect(next(at(13)).step).toBe(14);
    expect(next(at(13, { calendar_mode: 'full' })).step).toBe(15);
  });

  it('holds a first continue above 50 timeslots for review, the second moves on', () => {
    const first = next(at(14, { timeslots: slots(51) }));
    expect(first.step).toBe(14);
    expect(first.reviewed_timeslots).toBe(true);
    expect(next(first).step).toBe(16);
    expect(next(at(15, { calendar_mode: 'full', timeslots: slots(50) })).step).toBe(16);
  });

  it('skips 16 with no timeslots, setting every division not to schedule', () => {
    const done = next(at(14));
    expect(done.step).toBe(17);
    expect(done.furthest_step).toBe(17);
    expect(done.divisions.every((d) => !d.should_schedule)).toBe(true);
  });

  it('walks through venues added earlier before asking about another', () => {
    const draft = at(9, {
      venues: [newVenue(1, 'pitch', ENGLISH_NAMING), newVenue(2, 'pitch', ENGLISH_NAMING)],
    });
    const second = next(draft);
    expect([second.step, second.venue_index]).toEqual([7, 1]);
    expect(next({ ...second, step: 9 }).step).toBe(10);
  });

  it('"add another venue" appends one and returns to 7 on it', () => {
    const draft = addVenue(at(10), newVenue(2, 'pitch', ENGLISH_NAMING));
    expect(draft.step).toBe(7);
    expect(draft.venues).toHaveLength(2);
    expect(draft.venue_index).toBe(1);
  });

  it('stays on 17', () => {
    expect(next(at(17)).step).toBe(17);
  });
});

describe('back', () => {
  it('goes from 3 (an old draft) to 2, and from 4 to 2', () => {
    expect(back(at(3 as WizardStep)).draft?.step).toBe(2);
    expect(back(at(4)).draft?.step).toBe(2);
  });

  it('leaves a division-limited wizard to / from 6, 10 and its first step', () => {
    expect(back(at(6, { target: divisionTarget })).leave).toBe('/');
    expect(back(at(10, { target: divisionTarget })).leave).toBe('/');
    expect(back(at(7, { target: divisionTarget })).leave).toBe('/');
    expect(back(at(10)).draft?.step).toBe(9);
  });

  it('closes the review before leaving the calendar step', () => {
    const reviewing = at(14, { timeslots: slots(60), reviewed_timeslots: true });
    const closed = back(reviewing).draft as WizardDraft;
    expect([closed.step, closed.reviewed_timeslots]).toEqual([14, false]);
    expect(back(closed).draft?.step).toBe(13);
  });

  it('from 16 and 17 goes to the draft’s calendar step', () => {
    expect(back(at(16, { calendar_mode: 'full', timeslots: slots(1) })).draft?.step).toBe(15);
    expect(back(at(17, { timeslots: slots(1) })).draft?.step).toBe(16);
    expect(back(at(17)).draft?.step).toBe(14);
  });

  it('from 7 of a later venue goes to 9 of the one before; from 11 to 10', () => {
    const two = [newVenue(1, 'pitch', ENGLISH_NAMING), newVenue(2, 'pitch', ENGLISH_NAMING)];
    const fromSeven = back(at(7, { venues: two, venue_index: 1 })).draft as WizardDraft;
    expect([fromSeven.step, fromSeven.venue_index]).toEqual([9, 0]);
    const fromEleven = back(at(11, { venues: two })).draft as WizardDraft;
    expect([fromEleven.step, fromEleven.venue_index]).toEqual([10, 1]);
  });

  it('stays on 0', () => {
    expect(back(at(0)).draft?.step).toBe(0);
  });
});

describe('division mode', () => {
  it('starts at 11 when the season has venues, else 7, and skips 0-6', () => {
    expect(divisionStartStep(true)).toBe(11);
    expect(divisionStartStep(false)).toBe(7);
    const path = pathSteps(at(11, { target: divisionTarget }));
    expect(path[0]).toBe(7);
    expect(path).not.toContain(6);
  });
});

describe('step 12 and the step bar', () => {
  it('choosing a style clears the timeslots and template and sets every division', () => {
    const draft = at(12, {
      timeslots: slots(3),
      template: [
        {
          key: 't',
          weekday: 6,
          start_time: '09:00',
          end_time: '10:30',
          venue_key: 'v',
          surface_keys: [],
          division_keys: [],
        },
      ],
      reviewed_timeslots: true,
    });
    const chosen = chooseArgument(draft, 'season');
    expect(chosen.timeslots).toEqual([]);
    expect(chosen.template).toEqual([]);
    expect(chosen.reviewed_timeslots).toBe(false);
    expect(chosen.count).toBe(10);
    expect(chosen.divisions.every((d) => d.config.argument === 'season' && d.config.count === 10)).toBe(true);
  });

  it('jumps only up to the furthest step and onto the draft’s path', () => {
    const draft = { ...at(5), furthest_step: 13 as WizardStep };
    expect(canJumpTo(draft, 13)).toBe(true);
    expect(canJumpTo(draft, 14)).toBe(false);
    expect(jumpTo(draft, 11).step).toBe(11);
    expect(jumpTo(draft, 16).step).toBe(5);
    expect(canJumpTo({ ...draft, furthest_step: 17 }, 15)).toBe(false);
  });
});

describe('validate', () => {
  it('asks for a sport and a source', () => {
    expect(validate({ ...at(0), sport_id: null }, 0, signedOut).sport_id?.key).toBe(
      'wizard.errors.chooseSport',
    );
    expect(validate(at(1), 1, signedOut).source?.key).toBe('wizard.errors.chooseSource');
    expect(validate(at(1, { source: 'scratch' }), 1, signedOut)).toEqual({});
  });

  it('requires league and season names (blank after trimming)', () => {
    const issues = validate(at(2, { league_name: '  ', season_name: '' }), 2, signedOut);
    expect(Object.keys(issues).sort()).toEqual(['league_name', 'season_name']);
    expect(validate(at(2, { league_name: 'L', season_name: 'S' }), 2, signedOut)).toEqual({});
  });

  it('keeps counts in range', () => {
    expect(validate(at(4, { divisions: [] }), 4, signedOut).division_count?.values).toEqual({
      min: 1,
      max: 50,
    });
    expect(validate(at(5, { team_count: 1 }), 5, signedOut).team_count?.key).toBe('wizard.errors.range');
    expect(validate(at(5, { team_count: 101 }), 5, signedOut).team_count).toBeDefined();
    expect(validate(at(13, { argument: 'season', count: 9 }), 13, signedOut).count?.values).toEqual({
      min: 10,
      max: 30,
    });
    expect(validate(at(13, { argument: 'season', count: 30 }), 13, signedOut)).toEqual({});
    expect(validate(at(13, { argument: 'rounds', count: 21 }), 13, signedOut).count).toBeDefined();
    expect(validate(at(13, { argument: 'week', count: 8 }), 13, signedOut).count).toBeDefined();
  });

  it('requires division, team, venue and surface names; abbreviations at most 4 characters', () => {
    const draft = at(6);
    const d0 = draft.divisions[0]!;
    const broken = {
      ...draft,
      divisions: [
        {
          ...d0,
          name: '',
          shortcode: 'ABCDE',
          teams: [{ ...d0.teams[0]!, name: ' ', shortcode: '12345' }, ...d0.teams.slice(1)],
        },
      ],
    };
    const issues = validate(broken, 6, signedOut);
    expect(issues['divisions.0.name']?.key).toBe('wizard.errors.required');
    expect(issues['divisions.0.shortcode']?.key).toBe('wizard.errors.abbreviation');
    expect(issues['divisions.0.teams.0.name']?.key).toBe('wizard.errors.required');
    expect(issues['divisions.0.teams.0.shortcode']?.key).toBe('wizard.errors.abbreviation');
    const venue = { ...draft.venues[0]!, name: '', surfaces: [] };
    expect(validate({ ...draft, venues: [venue] }, 7, signedOut)['venues.0.name']).toBeDefined();
    expect(validate({ ...draft, venues: [venue] }, 8, signedOut)['venues.0.surfaces']).toBeDefined();
  });

  it('needs the end date after the start date', () => {
    expect(
      validate(at(11, { start_date: '2026-03-07', end_date: '2026-03-07' }), 11, signedOut).end_date?.key,
    ).toBe('wizard.errors.endAfterStart');
    expect(
      validate(at(11, { start_date: '', end_date: '2026-03-07' }), 11, signedOut).start_date,
    ).toBeDefined();
    expect(validate(at(11), 11, signedOut)).toEqual({});
  });

  it('checks the options of the divisions to schedule only', () => {
    const draft = at(16);
    const [a, b] = draft.divisions as [WizardDraft['divisions'][0], WizardDraft['divisions'][0]];
    const bad = {
      ...draft,
      divisions: [
        { ...a, config: { ...a.config, min_minutes_rest: 10, max_games_day: 2, max_games_week: 1 } },
        { ...b, should_schedule: false, config: { ...b.config, count: 99 } },
      ],
    };
    const issues = validate(bad, 16, signedOut);
    expect(Object.keys(issues).sort()).toEqual([
      'divisions.0.config.max_games_week',
      'divisions.0.config.min_minutes_rest',
    ]);
  });

  it('asks a signed-out visitor for an account with a password longer than 6; a signed-in user for nothing', () => {
    const draft = at(17, {
      account: { first: 'Ana', last: 'Li', email: 'ana@example', organization_name: 'FC' },
    });
    const issues = validate(draft, 17, { signedIn: false, password: '123456' });
    expect(Object.keys(issues).sort()).toEqual(['account.email', 'account.password']);
    expect(issues['account.password']?.values).toEqual({ min: 6 });
    const good = { ...draft, account: { ...draft.account, email: 'ana@example.com' } };
    expect(validate(good, 17, { signedIn: false, password: '1234567' })).toEqual({});
    expect(validate(at(17), 17, { signedIn: true })).toEqual({});
    expect(Object.keys(validate(at(17), 17, signedOut))).toHaveLength(5);
  });
});

describe('stepOfField', () => {
  it('names the step that owns a server field', () => {
    const draft = at(17);
    expect(stepOfField(draft, 'target.league_name').step).toBe(2);
    expect(stepOfField(draft, 'account.email').step).toBe(17);
    expect(stepOfField(draft, 'divisions.1.teams.0.name').step).toBe(6);
    expect(stepOfField(draft, 'venues.1.surfaces.0.name')).toEqual({ step: 8, venue_index: 1 });
    expect(stepOfField(draft, 'venues.0.name')).toEqual({ step: 7, venue_index: 0 });
    expect(stepOfField(draft, 'timeslots.3.start').step).toBe(14);
    expect(stepOfField(draft, 'schedules.0.config.count').step).toBe(16);
  });
});

describe('arriving at the calendar (docs/wizard.md#the-week-template)', () => {
  const soccerWeek = 2 * 4 * 2; // Sat and Sun × 4 start times × 2 pitches

  it('fills an untouched, empty template with the sport’s, so default choices give slots', () => {
    const arrived = next(at(13));
    expect(arrived.step).toBe(14);
    expect(arrived.template).toHaveLength(8);
    expect(arrived.template_edited).toBe(false);
    expect(arrived.timeslots).toHaveLength(soccerWeek * 12);
  });

  it('rebuilds an untouched template for venues added since, and keeps an edited one', () => {
    const first = next(at(13));
    const second = newVenue(2, 'pitch', ENGLISH_NAMING);
    const withVenue = { ...first, step: 13 as const, venues: [...first.venues, second] };
    expect(next(withVenue).timeslots).toHaveLength(soccerWeek * 2 * 12);
    const edited = { ...withVenue, template: first.template.slice(0, 1), template_edited: true };
    const kept = next(edited);
    expect(kept.template).toEqual(first.template.slice(0, 1));
    expect(kept.timeslots).toHaveLength(2 * 12);
  });

  it('drops an edited template’s slots on a venue that is gone; with none left, the sport’s again', () => {
    const first = next(at(13));
    const gone = {
      ...first,
      step: 13 as const,
      template_edited: true,
      venues: [newVenue(1, 'pitch', ENGLISH_NAMING)],
    };
    const arrived = next(gone);
    expect(arrived.template_edited).toBe(false);
    expect(arrived.template.every((slot) => slot.venue_key === gone.venues[0]?.key)).toBe(true);
    expect(arrived.timeslots).toHaveLength(soccerWeek * 12);
  });

  it('keeps a template emptied by hand empty (no slots: step 16 is skipped)', () => {
    const emptied = at(13, { template: [], template_edited: true });
    const arrived = next(emptied);
    expect(arrived.timeslots).toEqual([]);
    expect(next(arrived).step).toBe(17);
  });

  it('prepares the calendar when the step bar opens it', () => {
    const later = at(16, { furthest_step: 16 });
    expect(jumpTo(later, 14).timeslots).toHaveLength(soccerWeek * 12);
  });
});

describe('applyCalendarPatch (the mode switch)', () => {
  it('shows 15 for the full calendar and 14 for the template, moving the furthest step', () => {
    const template = next(at(13));
    const full = applyCalendarPatch(template, { calendar_mode: 'full', timeslots: template.timeslots });
    expect(full.step).toBe(15);
    expect(full.furthest_step).toBe(15);
    expect(pathSteps(full)).toContain(15);
    expect(pathSteps(full)).not.toContain(14);
    const back14 = applyCalendarPatch(full, { calendar_mode: 'template', timeslots: [] });
    expect(back14.step).toBe(14);
    expect(back14.furthest_step).toBe(15);
  });

  it('fills an untouched empty template when switching back to it', () => {
    const full = at(15, { calendar_mode: 'full' });
    const template = applyCalendarPatch(full, { calendar_mode: 'template', timeslots: [] });
    expect(template.step).toBe(14);
    expect(template.timeslots.length).toBeGreaterThan(0);
  });

  it('leaves the step alone for any other change', () => {
    const draft = at(14);
    expect(applyCalendarPatch(draft, { slot_minutes: 60 }).step).toBe(14);
  });
});
