import { describe, expect, it } from 'vitest';
import {
  emptyReplanForm,
  moveKind,
  orderedMoves,
  placeText,
  replanFormErrors,
  replanInput,
} from './replan-form.ts';

describe('the rain-out form', () => {
  it('starts on today, the whole day, every venue, rained out', () => {
    expect(replanInput(emptyReplanForm('2026-03-07'))).toEqual({
      date: '2026-03-07',
      venue_id: null,
      surface_id: null,
      from: null,
      to: null,
      cause: 'rain',
      note: '',
    });
  });

  it('names the field of each mistake', () => {
    const form = emptyReplanForm('');
    expect(replanFormErrors(form)).toEqual({ date: 'replans.form.errors.nothing' });
    expect(replanFormErrors({ ...form, venueId: 'v1' })).toEqual({});
    expect(replanFormErrors({ ...form, date: '2026-03-07', from: '14:00', to: '09:00' })).toEqual({
      to: 'replans.form.errors.toBeforeFrom',
    });
    expect(replanFormErrors({ ...form, date: '2026-03-07', from: '9am' })).toEqual({
      from: 'replans.form.errors.time',
    });
    expect(replanFormErrors({ ...form, date: '2026-03-07', note: 'x'.repeat(201) })).toEqual({
      note: 'replans.form.errors.note',
    });
  });
});

describe('the proposal', () => {
  const at = {
    timeslot_id: 's',
    start: '',
    finish: '',
    date: '2026-03-07',
    time: '09:00',
    venue: 'Park',
    surface: 'Field 1',
  };

  it('tells cancelled games from those moved to make room and those left without a slot', () => {
    expect(moveKind({ to: at, cancelled: true })).toBe('cancelled');
    expect(moveKind({ to: at, cancelled: false })).toBe('moved');
    expect(moveKind({ to: null, cancelled: true })).toBe('unplaced');
    const moves = [
      { id: 'c', to: null, cancelled: true },
      { id: 'b', to: at, cancelled: false },
      { id: 'a', to: at, cancelled: true },
    ];
    expect(orderedMoves(moves).map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('names a place by date, time, venue and surface', () => {
    expect(placeText(at)).toBe('2026-03-07 09:00 · Park – Field 1');
    expect(placeText(null)).toBe('');
  });
});
