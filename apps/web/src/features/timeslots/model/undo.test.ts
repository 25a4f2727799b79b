import { describe, expect, it } from 'vitest';
import { buildSlot } from '../../../test/fixtures.ts';
import { deleteEntry, moveEntry, pushUndo, reverseShift, UNDO_LIMIT } from './undo.ts';

describe('undo stack', () => {
  it('keeps at most the last entries', () => {
    let stack = pushUndo([], { kind: 'shift', ids: ['first'], amount: 1, units: 'days' });
    for (let i = 0; i < UNDO_LIMIT; i += 1) stack = pushUndo(stack, moveEntry([buildSlot()]));
    expect(stack).toHaveLength(UNDO_LIMIT);
    expect(stack[0]?.kind).toBe('move');
  });

  it('undoes a shift by the opposite amount in the same unit', () => {
    expect(reverseShift({ kind: 'shift', ids: ['a'], amount: 3, units: 'hours' })).toEqual({
      items: ['a'],
      amount: -3,
      units: 'hours',
    });
  });

  it('records old times for a move and full rows for a delete', () => {
    const slot = buildSlot({ id: 'a', divisions: ['d1'], is_reserved: true });
    expect(moveEntry([slot])).toEqual({
      kind: 'move',
      timeslots: [{ id: 'a', start: slot.start, finish: slot.finish }],
    });
    expect(deleteEntry([slot])).toEqual({
      kind: 'delete',
      rows: [expect.objectContaining({ surface_id: slot.surface_id, divisions: ['d1'], is_reserved: true })],
    });
  });
});
