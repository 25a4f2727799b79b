/**
 * Local wall-clock time to an ISO 8601 instant with the zone's offset at that moment, so generated slots
 * around a DST change carry the right offset (-06:00 before, -05:00 after in Chicago). A wall time that
 * does not exist (the spring-forward gap) comes out an hour off, so the generators never use 02:00-03:00.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockMs(ms: number, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(ms);
  const part = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? Number.NaN);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** `date` (YYYY-MM-DD) at `minuteOfDay` local time in `timeZone`, as `YYYY-MM-DDTHH:MM:00±HH:MM`. */
export function zonedIso(date: string, minuteOfDay: number, timeZone: string): string {
  const wall = Date.parse(`${date}T00:00:00Z`) + minuteOfDay * 60_000;
  let instant = wall - (wallClockMs(wall, timeZone) - wall);
  instant = wall - (wallClockMs(instant, timeZone) - instant);
  const offsetMinutes = Math.round((wallClockMs(instant, timeZone) - instant) / 60_000);
  const local = new Date(instant + offsetMinutes * 60_000).toISOString().slice(0, 19);
  return `${local}${formatOffset(offsetMinutes)}`;
}
