import { describe, expect, it } from 'vitest';
import { moveInstant } from '../../../lib/zoned-time.ts';
import { buildSlot } from '../../../test/fixtures.ts';
import { movedSlots } from './move-slots.ts';

const none = { years: 0, months: 0, days: 0, milliseconds: 0 };
const hour = { ...none, milliseconds: 3_600_000 };
const week = { ...none, days: 7 };

describe('moving slots by a drag', () => {
  it('keeps the local time when a drag crosses a daylight-saving change', () => {
    // Saturday 2026-03-07 09:00 in New York is 14:00Z; a week later (after the change) 09:00 is 13:00Z.
    expect(moveInstant('2026-03-07T14:00:00.000Z', week, 'America/New_York')).toBe(
      '2026-03-14T13:00:00.000Z',
    );
  });

  it('adds exact time for the time part of a drag', () => {
    expect(moveInstant('2026-03-07T14:00:00.000Z', hour, 'America/New_York')).toBe(
      '2026-03-07T15:00:00.000Z',
    );
  });

  it('moves the whole selection with a selected slot, and only the dragged slot otherwise', () => {
    const a = buildSlot();
    const b = buildSlot({ start: '2026-03-08T14:00:00.000Z', finish: '2026-03-08T15:30:00.000Z' });
    const c = buildSlot();
    const selection = new Set([a.id, b.id]);
    const moved = movedSlots(a.id, selection, [a, b, c], { start: hour, end: hour }, 'UTC');
    expect(moved.before.map((slot) => slot.id)).toEqual([a.id, b.id]);
    expect(moved.after[1]).toEqual({
      id: b.id,
      start: '2026-03-08T15:00:00.000Z',
      finish: '2026-03-08T16:30:00.000Z',
    });
    const alone = movedSlots(c.id, selection, [a, b, c], { start: hour, end: hour }, 'UTC');
    expect(alone.after.map((slot) => slot.id)).toEqual([c.id]);
  });

  it('moves only the end on a resize', () => {
    const slot = buildSlot();
    const { after } = movedSlots(slot.id, new Set(), [slot], { start: none, end: hour }, 'UTC');
    expect(after[0]).toEqual({ id: slot.id, start: slot.start, finish: '2026-03-07T16:30:00.000Z' });
  });
});
