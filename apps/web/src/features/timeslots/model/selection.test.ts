import { describe, expect, it } from 'vitest';
import { buildSlot } from '../../../test/fixtures.ts';
import {
  EMPTY_SELECTION,
  pruneSelection,
  selectedSlots,
  selectInRange,
  selectSlots,
  slotsAround,
  toggleSlot,
} from './selection.ts';

const a = buildSlot({ id: 'a', start: '2026-03-07T09:00:00.000Z' });
const b = buildSlot({ id: 'b', start: '2026-03-07T11:00:00.000Z' });
const c = buildSlot({ id: 'c', start: '2026-03-08T09:00:00.000Z' });
const slots = [a, b, c];

describe('slot selection', () => {
  it('toggles a slot on and off with a click', () => {
    const once = toggleSlot(EMPTY_SELECTION, 'a');
    expect([...once]).toEqual(['a']);
    expect([...toggleSlot(once, 'a')]).toEqual([]);
    expect(EMPTY_SELECTION.size).toBe(0);
  });

  it('adds the slots starting inside a dragged range, end excluded', () => {
    const selection = selectInRange(
      new Set(['c']),
      slots,
      new Date('2026-03-07T09:00:00Z'),
      new Date('2026-03-07T11:00:00Z'),
    );
    expect([...selection].sort()).toEqual(['a', 'c']);
  });

  it('selects all given slots and lists the selected ones in start order', () => {
    expect(selectedSlots(selectSlots([c, a]), slots).map((slot) => slot.id)).toEqual(['a', 'c']);
  });

  it('forgets slots that no longer exist and keeps the same value when nothing changed', () => {
    const selection = new Set(['a', 'gone']);
    expect([...pruneSelection(selection, slots)]).toEqual(['a']);
    const kept = new Set(['a']);
    expect(pruneSelection(kept, slots)).toBe(kept);
  });

  it('draws only the slots within a week of the dates on screen, and none before they are known', () => {
    const early = buildSlot({ id: 'early', start: '2026-02-20T09:00:00.000Z' });
    const late = buildSlot({ id: 'late', start: '2026-03-20T09:00:00.000Z' });
    const week = { start: new Date('2026-03-02T00:00:00Z'), end: new Date('2026-03-09T00:00:00Z') };
    expect(slotsAround([early, ...slots, late], week).map((slot) => slot.id)).toEqual(['a', 'b', 'c']);
    expect(slotsAround([early, ...slots, late], week, 14).map((slot) => slot.id)).toEqual([
      'early',
      'a',
      'b',
      'c',
      'late',
    ]);
    expect(slotsAround(slots, null)).toEqual([]);
  });
});
