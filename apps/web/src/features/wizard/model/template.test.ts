import { WizardTimeslotSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { buildDraftSlot, buildDraftVenue, buildTimeslotDraft } from '../test/timeslot-draft.ts';
import {
  defaultTemplate,
  expandTemplate,
  isSlotLength,
  mergeTimeslots,
  otherSlotLengthChoices,
  sameTimeslots,
  seasonWeeks,
  slotLengthChoices,
  slotMinutes,
  toSubmitTimeslots,
  weekDates,
} from './template.ts';

describe('slot lengths', () => {
  it('offers 15, 30, 60, 90 and any other length from 5 to 595 in steps of 5', () => {
    expect(slotLengthChoices).toEqual([15, 30, 60, 90]);
    expect(otherSlotLengthChoices[0]).toBe(5);
    expect(otherSlotLengthChoices.at(-1)).toBe(595);
    expect(otherSlotLengthChoices).toHaveLength(119);
    expect([5, 595, 75].every(isSlotLength)).toBe(true);
    expect([0, 3, 600, 77, 7.5].some(isSlotLength)).toBe(false);
  });

  it('reads an end at or before the start as the next day', () => {
    expect(slotMinutes('09:00', '10:30')).toBe(90);
    expect(slotMinutes('22:00', '00:30')).toBe(150);
    expect(slotMinutes('09:00', '09:00')).toBe(24 * 60);
  });
});

describe('defaultTemplate', () => {
  it('puts the sport preset’s days × start times on every surface of every venue, open to all', () => {
    const draft = buildTimeslotDraft({
      venues: [buildDraftVenue('v1', 2), buildDraftVenue('v2', 1), buildDraftVenue('empty', 0)],
      slot_minutes: 75,
    });
    const template = defaultTemplate(draft);
    // Soccer: Saturday and Sunday, 09:00, 10:30, 12:00, 13:30; two venues with surfaces.
    expect(template).toHaveLength(2 * 4 * 2);
    expect(template[0]).toEqual({
      key: 'tpl-6-0900-v1',
      weekday: 6,
      start_time: '09:00',
      end_time: '10:15',
      venue_key: 'v1',
      surface_keys: ['v1-s1', 'v1-s2'],
      division_keys: [],
    });
    expect(template.filter((slot) => slot.venue_key === 'v2').map((slot) => slot.surface_keys)).toEqual(
      Array(8).fill(['v2-s1']),
    );
    expect(new Set(template.map((slot) => slot.key)).size).toBe(template.length);
    expect(new Set(template.map((slot) => slot.weekday))).toEqual(new Set([6, 0]));
  });

  it('uses "other" for an unknown sport', () => {
    const template = defaultTemplate(buildTimeslotDraft({ sport_id: null }));
    expect(template.map((slot) => slot.start_time).slice(0, 4)).toEqual(['09:00', '10:30', '12:00', '13:30']);
  });
});

describe('expandTemplate', () => {
  it('repeats the template every week from the start date to the end date inclusive, one slot per surface', () => {
    // Wednesday 2026-03-04 .. Saturday 2026-03-14: the first week is Wed..Tue, the second Wed..Sat.
    const draft = buildTimeslotDraft({ start_date: '2026-03-04', end_date: '2026-03-14' });
    draft.template = [
      {
        key: 'sat',
        weekday: 6,
        start_time: '10:00',
        end_time: '11:30',
        venue_key: 'v1',
        surface_keys: ['v1-s2', 'v1-s1'],
        division_keys: ['a'],
      },
      {
        key: 'wed',
        weekday: 3,
        start_time: '18:00',
        end_time: '19:30',
        venue_key: 'v1',
        surface_keys: ['v1-s1'],
        division_keys: [],
      },
    ];
    const slots = expandTemplate(draft);
    expect(slots.map((slot) => `${slot.date} ${slot.start_time} ${slot.surface_key}`)).toEqual([
      '2026-03-04 18:00 v1-s1',
      '2026-03-07 10:00 v1-s1',
      '2026-03-07 10:00 v1-s2',
      '2026-03-11 18:00 v1-s1',
      '2026-03-14 10:00 v1-s1',
      '2026-03-14 10:00 v1-s2',
    ]);
    expect(slots[1]).toMatchObject({ end_time: '11:30', venue_key: 'v1', division_keys: ['a'] });
    expect(new Set(slots.map((slot) => slot.key)).size).toBe(slots.length);
    expect(seasonWeeks(draft)).toBe(2);
    expect(weekDates(draft, 1)).toEqual(['2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14']);
  });

  it('sorts by venue in the draft’s order after date and time', () => {
    const draft = buildTimeslotDraft({
      venues: [buildDraftVenue('zeta', 1), buildDraftVenue('alpha', 1)],
      start_date: '2026-03-07',
      end_date: '2026-03-07',
    });
    draft.template = defaultTemplate(draft);
    const slots = expandTemplate(draft);
    expect(slots.slice(0, 2).map((slot) => slot.venue_key)).toEqual(['zeta', 'alpha']);
    expect(slots).toHaveLength(8);
  });

  it('gives nothing for missing or reversed dates', () => {
    const draft = buildTimeslotDraft();
    draft.template = defaultTemplate(draft);
    expect(expandTemplate({ ...draft, start_date: '' })).toEqual([]);
    expect(expandTemplate({ ...draft, start_date: '2026-06-01', end_date: '2026-05-01' })).toEqual([]);
    expect(seasonWeeks({ start_date: '2026-06-01', end_date: '2026-05-01' })).toBe(0);
  });

  it('makes 12 weeks of the soccer template: 2 days × 4 times × 2 pitches × 12 weeks', () => {
    const draft = buildTimeslotDraft();
    draft.template = defaultTemplate(draft);
    expect(seasonWeeks(draft)).toBe(12);
    expect(expandTemplate(draft)).toHaveLength(2 * 4 * 2 * 12);
  });
});

describe('mergeTimeslots', () => {
  it('adds the template’s slots, drops ones on the same surface, date and start, and sorts by start', () => {
    const existing = [
      buildDraftSlot({ date: '2026-03-14', start_time: '12:00', end_time: '13:00' }),
      buildDraftSlot({ date: '2026-03-07', start_time: '09:00', key: 'same-key' }),
    ];
    const added = [
      buildDraftSlot({ date: '2026-03-07', start_time: '09:00', end_time: '11:00', key: 'dup' }),
      buildDraftSlot({ date: '2026-03-07', start_time: '09:00', surface_key: 'v1-s2' }),
      buildDraftSlot({ date: '2026-03-07', start_time: '10:30', key: 'same-key' }),
    ];
    const merged = mergeTimeslots(existing, added);
    expect(merged.map((slot) => `${slot.date} ${slot.start_time} ${slot.surface_key}`)).toEqual([
      '2026-03-07 09:00 v1-s1',
      '2026-03-07 09:00 v1-s2',
      '2026-03-07 10:30 v1-s1',
      '2026-03-14 12:00 v1-s1',
    ]);
    // The calendar's own slot stays where a duplicate came in.
    expect(merged[0]?.end_time).toBe('10:30');
    expect(new Set(merged.map((slot) => slot.key)).size).toBe(4);
    expect(sameTimeslots(merged, [...merged].reverse())).toBe(true);
    expect(sameTimeslots(merged, existing)).toBe(false);
  });
});

describe('toSubmitTimeslots', () => {
  it('turns local wall times into instants in the browser’s zone, across midnight and daylight saving', () => {
    const draft = buildTimeslotDraft({
      timeslots: [
        // New York moves to daylight time on 2026-03-08.
        buildDraftSlot({ date: '2026-03-07', start_time: '09:00', end_time: '10:30', division_keys: ['a'] }),
        buildDraftSlot({ date: '2026-03-08', start_time: '09:00', end_time: '10:30' }),
        buildDraftSlot({ date: '2026-03-14', start_time: '23:00', end_time: '00:30' }),
      ],
    });
    const sent = toSubmitTimeslots(draft, 'America/New_York');
    expect(sent).toEqual([
      {
        venue_key: 'v1',
        surface_key: 'v1-s1',
        start: '2026-03-07T14:00:00.000Z',
        finish: '2026-03-07T15:30:00.000Z',
        division_keys: ['a'],
      },
      {
        venue_key: 'v1',
        surface_key: 'v1-s1',
        start: '2026-03-08T13:00:00.000Z',
        finish: '2026-03-08T14:30:00.000Z',
        division_keys: [],
      },
      {
        venue_key: 'v1',
        surface_key: 'v1-s1',
        start: '2026-03-15T03:00:00.000Z',
        finish: '2026-03-15T04:30:00.000Z',
        division_keys: [],
      },
    ]);
    for (const slot of sent) expect(WizardTimeslotSchema.safeParse(slot).success).toBe(true);
  });
});
