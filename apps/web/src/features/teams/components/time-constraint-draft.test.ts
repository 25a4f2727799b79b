import type { TimeConstraintType } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  type ConstraintDraft,
  canSaveDraft,
  changeRangeMode,
  changeStyle,
  changeType,
  EMPTY_DRAFT,
  hasStyleDates,
  isTypeAllowed,
} from './time-constraint-draft.ts';

const TEAM = '00000000-0000-4000-8000-00000000e002';
const weekly = (type: TimeConstraintType): ConstraintDraft =>
  changeType({ ...changeStyle(EMPTY_DRAFT, 'weekly'), weekdays: [2] }, type);

describe('time constraint draft', () => {
  it('enables save for each type only once its own value is set', () => {
    expect(canSaveDraft(weekly(0))).toBe(true);
    expect(canSaveDraft(weekly(1))).toBe(false);
    expect(canSaveDraft({ ...weekly(1), not_between_start: '17:00', not_between_end: '19:00' })).toBe(true);
    expect(canSaveDraft({ ...weekly(1), not_between_start: '19:00', not_between_end: '17:00' })).toBe(false);
    expect(canSaveDraft({ ...changeRangeMode(weekly(1), 'bounds'), not_before: '09:00' })).toBe(true);
    expect(canSaveDraft({ ...weekly(2), max_games: null })).toBe(false);
    expect(canSaveDraft({ ...weekly(2), max_games: 0 })).toBe(true);
    expect(canSaveDraft({ ...weekly(3), max_travel_home: 0.5 })).toBe(false);
    expect(canSaveDraft(weekly(4))).toBe(true);
    expect(canSaveDraft(weekly(5))).toBe(true);
    expect(canSaveDraft(weekly(6))).toBe(false);
    expect(canSaveDraft({ ...weekly(6), no_play_team: TEAM })).toBe(true);
  });

  it('needs the dates of the style before anything saves', () => {
    expect(canSaveDraft({ ...weekly(0), weekdays: [] })).toBe(false);
    const date = changeType(changeStyle(EMPTY_DRAFT, 'date'), 0);
    expect(canSaveDraft(date)).toBe(false);
    expect(canSaveDraft({ ...date, start_date: '2026-05-02' })).toBe(true);
    const range = { ...changeType(changeStyle(EMPTY_DRAFT, 'range'), 0), start_date: '2026-05-02' };
    expect(canSaveDraft(range)).toBe(false);
    expect(canSaveDraft({ ...range, end_date: '2026-05-01' })).toBe(false);
    expect(canSaveDraft({ ...range, end_date: '2026-05-09' })).toBe(true);
  });

  it('allows types 2 to 6 for the weekly style only', () => {
    for (const type of [2, 3, 4, 5, 6] as const) {
      expect(isTypeAllowed('weekly', type)).toBe(true);
      expect(isTypeAllowed('date', type)).toBe(false);
      expect(isTypeAllowed('range', type)).toBe(false);
    }
    expect(isTypeAllowed('date', 0)).toBe(true);
    expect(isTypeAllowed('range', 1)).toBe(true);
  });

  it('fills the defaults of the new type and clears every other value when the type changes', () => {
    const filled = { ...weekly(1), not_between_start: '17:00', not_between_end: '19:00' };
    expect(changeType(filled, 2)).toMatchObject({
      not_between_start: null,
      not_between_end: null,
      max_games: 1,
    });
    expect(changeType(filled, 3)).toMatchObject({
      max_games: null,
      max_travel_home: 5,
      max_travel_last: null,
    });
    expect(changeType(filled, 4)).toMatchObject({ max_travel_home: null, max_travel_last: 5 });
    expect(changeType({ ...weekly(6), no_play_team: TEAM }, 5).no_play_team).toBeNull();
    expect(changeType(filled, 1)).toBe(filled);
  });

  it('resets the dates and the type when the style changes, and keeps them when it does not', () => {
    const draft = { ...weekly(2), max_games: 3 };
    expect(changeStyle(draft, 'weekly')).toBe(draft);
    expect(changeStyle(draft, 'date')).toEqual({ ...EMPTY_DRAFT, style: 'date' });
  });
  it('finishes step 1 of a range only when its last date is after its first', () => {
    const range = { ...changeStyle(EMPTY_DRAFT, 'range'), start_date: '2026-05-02' };
    expect(hasStyleDates(range)).toBe(false);
    expect(hasStyleDates({ ...range, end_date: '2026-05-02' })).toBe(false);
    expect(hasStyleDates({ ...range, end_date: '2026-05-01' })).toBe(false);
    expect(hasStyleDates({ ...range, end_date: '2026-05-03' })).toBe(true);
  });
});
