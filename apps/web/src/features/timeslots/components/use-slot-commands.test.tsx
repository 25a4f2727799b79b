import { notifications } from '@mantine/notifications';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/i18n.ts';
import { buildSlot } from '../../../test/fixtures.ts';
import type { TimeslotActions } from '../api/use-timeslot-actions.ts';
import { useSlotCommands } from './use-slot-commands.ts';

const i18n = createI18n('en');
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);

afterEach(() => vi.restoreAllMocks());

/** The messages of the toasts shown so far. */
function toasts(show: { mock: { calls: unknown[][] } }): string[] {
  return show.mock.calls.map((call) => (call[0] as { message: string }).message);
}

function shiftResult(good: string[], bad: string[]) {
  return {
    good: good.length,
    bad: bad.length,
    results: [...good.map((id) => ({ id, good: true })), ...bad.map((id) => ({ id, good: false }))],
  };
}

describe('slot commands undo', () => {
  it('keeps a change to undo when the undo call fails, and says so', async () => {
    const show = vi.spyOn(notifications, 'show');
    const slot = buildSlot({ id: 's1' });
    const shift = vi
      .fn()
      .mockResolvedValueOnce(shiftResult(['s1'], []))
      .mockRejectedValueOnce(new Error('network down'))
      .mockResolvedValueOnce(shiftResult(['s1'], []));
    const actions = { shift } as unknown as TimeslotActions;
    const { result } = renderHook(() => useSlotCommands(actions, () => undefined), { wrapper });

    await act(() => result.current.shift([slot], 1, 'hours'));
    expect(result.current.canUndo).toBe(true);
    await act(() => result.current.undo());
    expect(result.current.canUndo).toBe(true);
    expect(toasts(show)).toContain('network down');
    await act(() => result.current.undo());
    expect(result.current.canUndo).toBe(false);
    expect(shift).toHaveBeenLastCalledWith({ items: ['s1'], amount: -1, units: 'hours' });
    expect(toasts(show).at(-1)).toBe('Undone');
  });

  it('counts the slots an undo could not put back instead of saying it was all undone', async () => {
    const show = vi.spyOn(notifications, 'show');
    const slots = [buildSlot({ id: 'a' }), buildSlot({ id: 'b' })];
    const shift = vi
      .fn()
      .mockResolvedValueOnce(shiftResult(['a', 'b'], []))
      .mockResolvedValueOnce(shiftResult(['a'], ['b']));
    const { result } = renderHook(
      () => useSlotCommands({ shift } as unknown as TimeslotActions, () => undefined),
      { wrapper },
    );
    await act(() => result.current.shift(slots, 2, 'days'));
    await act(() => result.current.undo());
    expect(toasts(show).at(-1)).toBe('Undone, except 1 timeslot that now conflicts with another');
    expect(result.current.canUndo).toBe(false);
  });
});
