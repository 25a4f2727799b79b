import { createLocalClock, dayOfDate } from '../model/local-time.ts';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The instant of a local date and minute of day in an IANA time zone, as ISO 8601 with its offset
 * (`2026-03-07T09:00:00-06:00`), for slots a fix would add. The offset is read back through the solver's own
 * local clock, so the slot lands on the wall-clock time the solver will see.
 */
export function localInstant(date: string, minute: number, timezone: string): string {
  const clock = createLocalClock(timezone);
  const wanted = dayOfDate(date) * 1440 + minute;
  let ms = dayOfDate(date) * MS_PER_DAY + minute * MS_PER_MINUTE;
  for (let i = 0; i < 3; i++) {
    const local = clock(ms);
    const diff = local.day * 1440 + local.minute - wanted;
    if (diff === 0) break;
    ms -= diff * MS_PER_MINUTE;
  }
  const local = clock(ms);
  const offset = local.day * 1440 + local.minute - Math.round(ms / MS_PER_MINUTE);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const clockText = `${pad(Math.floor(local.minute / 60))}:${pad(local.minute % 60)}:00`;
  return `${date}T${clockText}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
