import { TIME_STEP_MINUTES } from '@app/contracts';

/** One choice of the time picker: the stored 24-hour value and its 12-hour label. */
export interface TimeOption {
  value: string;
  label: string;
}

/** "17:15" as "5:15 PM": the picker shows 12-hour times. */
export function formatTime12h(value: string): string {
  const [hours = 0, minutes = 0] = value.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** Every time of day on the 15-minute step, from 12:00 AM to 11:45 PM (96 choices). */
export const TIME_OPTIONS: readonly TimeOption[] = Array.from(
  { length: (24 * 60) / TIME_STEP_MINUTES },
  (_, index) => {
    const minutes = index * TIME_STEP_MINUTES;
    const value = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    return { value, label: formatTime12h(value) };
  },
);
