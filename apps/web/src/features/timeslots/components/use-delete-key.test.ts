import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DELETE_KEY_BUSY_MS, useDeleteKey } from './use-delete-key.ts';

function press(key: string, target: EventTarget = window) {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
}

describe('delete key', () => {
  it('acts once for a burst of presses (a held key repeats), until the 1.5 s busy reset', () => {
    const onDelete = vi.fn();
    const { unmount } = renderHook(() => useDeleteKey(onDelete));
    vi.useFakeTimers();
    try {
      press('Delete');
      press('Delete');
      press('Backspace');
      expect(onDelete).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(DELETE_KEY_BUSY_MS + 100);
      press('Delete');
      expect(onDelete).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
      unmount();
    }
  });

  it('leaves the key alone while typing in a field', () => {
    const onDelete = vi.fn();
    const { unmount } = renderHook(() => useDeleteKey(onDelete));
    const input = document.createElement('input');
    document.body.append(input);
    press('Backspace', input);
    expect(onDelete).not.toHaveBeenCalled();
    input.remove();
    unmount();
  });
});
