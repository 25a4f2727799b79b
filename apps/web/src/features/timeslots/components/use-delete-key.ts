import { useEffect } from 'react';

/** After the key acts (docs/timeslots.md), further presses are ignored this long (a held key repeats). */
export const DELETE_KEY_BUSY_MS = 1_500;

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Delete or Backspace on the page (not while typing in a field) calls `onDelete`. */
export function useDeleteKey(onDelete: () => void) {
  useEffect(() => {
    let busyUntil = 0;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Delete' && event.key !== 'Backspace') return;
      if (isTyping(event.target) || document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      // The page's clock rather than the event's timeStamp: the same instant, but tests can move it.
      const now = performance.now();
      if (now < busyUntil) return;
      busyUntil = now + DELETE_KEY_BUSY_MS;
      onDelete();
    }
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [onDelete]);
}
