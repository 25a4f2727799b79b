import { useEffect, useRef } from 'react';

/** After a venue save the screen moves on after 700 ms, so the success toast is seen. */
export const VENUE_SAVE_DELAY_MS = 700;

/**
 * Runs a callback VENUE_SAVE_DELAY_MS after a save, unless the form has gone by then: a user who
 * navigates away during the pause must not be pulled to the saved venue's page afterwards.
 */
export function useAfterSaveDelay(): (callback: () => void) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (callback) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(callback, VENUE_SAVE_DELAY_MS);
  };
}
