import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { successRate, successRateColour } from './success-rate.ts';

describe('successRate', () => {
  it('rounds up, so 719 of 720 reads 100', () => {
    expect(successRate(719, 1)).toBe(100);
    expect(successRate(1, 2)).toBe(34);
  });

  it('reads 0 for an empty schedule instead of dividing by zero', () => {
    expect(successRate(0, 0)).toBe(0);
  });

  it('stays within 0..100 and never below the exact share', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (scheduled, unscheduled) => {
        const rate = successRate(scheduled, unscheduled);
        const exact = (100 * scheduled) / Math.max(1, scheduled + unscheduled);
        return rate >= 0 && rate <= 100 && rate >= exact && rate - exact < 1;
      }),
    );
  });

  it('rejects negative or fractional counts', () => {
    expect(() => successRate(-1, 0)).toThrow(RangeError);
    expect(() => successRate(1.5, 0)).toThrow(RangeError);
  });
});

describe('successRateColour', () => {
  it('shows 100 green, above 50 orange, 0 black and the rest in the default colour', () => {
    expect(successRateColour(100)).toBe('green');
    expect(successRateColour(99)).toBe('orange');
    expect(successRateColour(51)).toBe('orange');
    expect(successRateColour(50)).toBe('default');
    expect(successRateColour(1)).toBe('default');
    expect(successRateColour(0)).toBe('black');
  });
});
