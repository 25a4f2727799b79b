import { describe, expect, it } from 'vitest';
import { openingDate } from './opening-date.ts';

const slots = [{ start: '2027-03-07T03:00:00.000Z' }, { start: '2027-04-01T15:00:00.000Z' }];
const none = { linked: null, schedules: [], storedStart: null, slots: [], timeZone: 'America/Chicago' };

describe('the calendar opening date', () => {
  it('opens on the earliest start of the season schedules, whatever their order', () => {
    const schedules = [{ schedule_start: '2027-04-03' }, { schedule_start: '2027-03-13' }];
    expect(openingDate({ ...none, schedules, storedStart: '2027-01-01', slots })).toBe('2027-03-13');
  });

  it('opens on a linked date before anything else', () => {
    const schedules = [{ schedule_start: '2027-03-13' }];
    expect(openingDate({ ...none, linked: '2027-06-01', schedules, slots })).toBe('2027-06-01');
    expect(openingDate({ ...none, linked: 'June', schedules })).toBe('2027-03-13');
  });

  it('without a schedule opens on the stored schedule dates, else the first slot on the season clock', () => {
    expect(openingDate({ ...none, storedStart: '2027-02-20', slots })).toBe('2027-02-20');
    // 03:00 UTC on 7 March is still the 6th in Chicago.
    expect(openingDate({ ...none, slots })).toBe('2027-03-06');
  });

  it('leaves an empty season on today', () => {
    expect(openingDate(none)).toBeUndefined();
  });
});
