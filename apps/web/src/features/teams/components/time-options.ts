import { TIME_STEP_MINUTES } from '@app/contracts';
import { formatClock } from '../../../lib/zoned-time.ts';

/** One choice of the time picker: the stored 24-hour value and its label in the interface language. */
export interface TimeOption {
  value: string;
  label: string;
}

/** The stored values: every time of day on the 15-minute step, 00:00 to 23:45 (96 choices). */
const TIME_VALUES: readonly string[] = Array.from({ length: (24 * 60) / TIME_STEP_MINUTES }, (_, index) => {
  const minutes = index * TIME_STEP_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** The picker's choices, labelled 12-hour in English ("5:15 PM") and 24-hour in Japanese ("17:15"). */
export function timeOptions(language: string): TimeOption[] {
  return TIME_VALUES.map((value) => ({ value, label: formatClock(value, language) }));
}
