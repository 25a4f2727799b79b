import { describe, expect, it } from 'vitest';
import { decodeClock, decodeDate, decodeFlag, decodeList, decodeNumber } from './cells.ts';

describe('cell decoders', () => {
  it('read yes/no/true/false/1/0 in any case, blank as no', () => {
    for (const word of ['yes', 'YES', 'True', '1', ' y ']) expect(decodeFlag(word)).toBe(true);
    for (const word of ['no', 'FALSE', '0', '', 'N']) expect(decodeFlag(word)).toBe(false);
    expect(decodeFlag('maybe')).toBe('maybe');
  });

  it('read numbers, blank as absent, and leave other text for the schema', () => {
    expect(decodeNumber(' -87.7073 ')).toBe(-87.7073);
    expect(decodeNumber('')).toBeUndefined();
    expect(decodeNumber('north')).toBe('north');
  });

  it('split semicolon lists and drop blanks', () => {
    expect(decodeList(' Field 1 ; ;Field 2;')).toEqual(['Field 1', 'Field 2']);
    expect(decodeList('')).toEqual([]);
  });

  it('read spreadsheet dates and times', () => {
    expect(decodeDate('2026-04-11')).toBe('2026-04-11');
    expect(decodeDate('2026/4/1')).toBe('2026-04-01');
    expect(decodeDate('4/11/2026')).toBe('2026-04-11');
    expect(decodeDate('11.04.2026')).toBe('11.04.2026');
    expect(decodeClock('9:00')).toBe('09:00');
    expect(decodeClock('18:30:00')).toBe('18:30');
    expect(decodeClock('6:30 PM')).toBe('18:30');
    expect(decodeClock('12:15 am')).toBe('00:15');
    expect(decodeClock('13:00 PM')).toBe('13:00 PM');
  });
});
