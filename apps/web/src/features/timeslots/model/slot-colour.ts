import type { Timeslot } from '@app/contracts';

/** Reserved slots are kept out of scheduling and always shown black (docs/timeslots.md). */
export const RESERVED_COLOUR = '#000000';
/** Neutral slots (open to every division) have no division colour of their own. */
export const NEUTRAL_COLOUR = '#868e96';
/** At or above this brightness a colour takes black text, below it white. */
export const BRIGHTNESS_THRESHOLD = 128;

const BLACK = '#000000';
const WHITE = '#ffffff';

/** The 0..255 perceived brightness (ITU-R BT.601 weights) of `#rgb` or `#rrggbb`; null for anything else. */
export function brightness(colour: string): number | null {
  const hex = colour.trim().replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(hex) ? [...hex].map((digit) => digit + digit).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as [
    number,
    number,
    number,
  ];
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/** Black text over bright colours, white over dark ones; unreadable input counts as dark. */
export function textColourFor(background: string): string {
  return (brightness(background) ?? 0) >= BRIGHTNESS_THRESHOLD ? BLACK : WHITE;
}

/**
 * A slot's colour: black when reserved; a slot holding a game takes the colour of the game's division (a game
 * in a neutral slot is its division's game all the same); an open slot its first division's colour; else the
 * neutral grey (open to all, or a division the season no longer has).
 */
export function slotColour(
  slot: Timeslot,
  divisionColours: ReadonlyMap<string, string>,
  gameDivisionId?: string,
): string {
  if (slot.is_reserved) return RESERVED_COLOUR;
  const division = gameDivisionId ?? slot.divisions[0];
  return (division !== undefined && divisionColours.get(division)) || NEUTRAL_COLOUR;
}
