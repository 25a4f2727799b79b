/** Spec part 1 §4: after a venue save the screen moves on after 700 ms, so the success toast is seen. */
export const VENUE_SAVE_DELAY_MS = 700;
