/**
 * Cell decoders: each turns the text of one CSV cell into the JSON value a row schema takes. A cell that
 * cannot be read is passed on unchanged, so the row schema reports it under the column's name.
 */

const TRUE_WORDS = new Set(['yes', 'true', '1', 'y']);
const FALSE_WORDS = new Set(['no', 'false', '0', 'n', '']);

/** The words accepted in a flag column (any case; a blank cell means no). */
export const FLAG_MESSAGE = 'must be yes, no, true, false, 1 or 0';

/** yes/no/true/false/1/0 in any case, blank as false; anything else unchanged. */
export function decodeFlag(cell: string): boolean | string {
  const word = cell.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return cell;
}

/** A number, or undefined for a blank cell (so the field's default applies); anything else unchanged. */
export function decodeNumber(cell: string): number | string | undefined {
  const value = cell.trim();
  if (value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : cell;
}

/** Semicolon-separated names, trimmed, blanks dropped. */
export function decodeList(cell: string): string[] {
  return cell
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Blank as undefined (the field is optional), else the trimmed text. */
export function decodeOptional(cell: string): string | undefined {
  const value = cell.trim();
  return value === '' ? undefined : value;
}

const pad = (n: number | string): string => String(n).padStart(2, '0');

/**
 * A date as spreadsheets write it, to YYYY-MM-DD: 2026-03-07, 2026/3/7 (Japanese order) or 3/7/2026 (US
 * month first); anything else unchanged for the schema to reject.
 */
export function decodeDate(cell: string): string {
  const value = cell.trim();
  const ymd = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(value);
  if (ymd) return `${ymd[1]}-${pad(ymd[2] ?? '')}-${pad(ymd[3] ?? '')}`;
  const mdy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (mdy) return `${mdy[3]}-${pad(mdy[1] ?? '')}-${pad(mdy[2] ?? '')}`;
  return value;
}

/** A time as spreadsheets write it, to 24-hour HH:MM: 9:00, 09:00, 18:30:00, 6:30 PM; else unchanged. */
export function decodeClock(cell: string): string {
  const value = cell.trim();
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp][Mm])?$/.exec(value);
  if (!match) return value;
  let hour = Number(match[1]);
  const meridiem = match[3]?.toLowerCase();
  if (meridiem !== undefined) {
    if (hour < 1 || hour > 12) return value;
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  return `${pad(hour)}:${match[2]}`;
}
