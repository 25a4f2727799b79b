import { ScheduleConfigSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  constraintLines,
  newlySucceeded,
  shouldPoll,
  successColour,
  titleOrder,
} from './schedule-display.ts';

describe('schedule display rules', () => {
  it('colours success 100 green, above 50 orange, 0 black', () => {
    expect(successColour(100)).toBe('green.8');
    expect(successColour(51)).toBe('orange.8');
    expect(successColour(0)).toBe('dark.9');
    expect(successColour(30)).toBeUndefined();
  });

  it('shrinks titles over 20 and again over 40 characters', () => {
    expect(titleOrder('x'.repeat(20))).toBe(2);
    expect(titleOrder('x'.repeat(21))).toBe(3);
    expect(titleOrder('x'.repeat(41))).toBe(4);
  });

  it('polls only while something runs, at most 20 times', () => {
    expect(shouldPoll([{ finished: false }], 0)).toBe(true);
    expect(shouldPoll([{ finished: false }], 20)).toBe(false);
    expect(shouldPoll([{ finished: true }], 0)).toBe(false);
  });

  it('celebrates schedules that just finished above 75%', () => {
    const before = new Map([
      ['a', false],
      ['b', false],
      ['c', true],
    ]);
    const now = [
      { id: 'a', finished: true, success_rate: 100, status: 'done' as const },
      { id: 'b', finished: true, success_rate: 60, status: 'done' as const },
      { id: 'c', finished: true, success_rate: 100, status: 'done' as const },
    ];
    expect(newlySucceeded(before, now)).toEqual(['a']);
  });

  it('summarises the constraints a schedule uses', () => {
    const config = ScheduleConfigSchema.parse({ schedule_start: '2027-01-01', schedule_end: '2027-02-01' });
    expect(constraintLines(config).map((l) => l.key)).toEqual([
      'schedules.summary.maxDay',
      'schedules.summary.enforceHome',
      'schedules.summary.coach',
      'schedules.summary.venues',
    ]);
  });
});
