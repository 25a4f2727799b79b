import { describe, expect, it } from 'vitest';
import { WEEKDAY_NAMES, WEEKDAY_SHORT_NAMES, WEEKDAYS, weekdayNames } from './dates.ts';

describe('weekdays', () => {
  it('number the days 0 Sunday .. 6 Saturday, as Date does', () => {
    expect(WEEKDAYS.map((day) => new Date(Date.UTC(2026, 2, 1 + day)).getUTCDay())).toEqual([...WEEKDAYS]);
    expect(WEEKDAY_NAMES[0]).toBe('Sunday');
    expect(WEEKDAY_SHORT_NAMES).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('names the days in the interface language', () => {
    expect(weekdayNames('en', 'long')).toEqual([...WEEKDAY_NAMES]);
    expect(weekdayNames('en')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayNames('ja', 'long')[0]).toBe('日曜日');
  });
});
