/**
 * The product's success rate: the scheduled share as a whole percentage rounded UP, the divisor at least 1.
 * Because it rounds up, 719 of 720 reads 100: show the unscheduled count beside it.
 * Negative or fractional counts are a caller bug and throw a RangeError.
 */
export function successRate(scheduled: number, unscheduled: number): number {
  for (const count of [scheduled, unscheduled]) {
    if (!Number.isInteger(count) || count < 0)
      throw new RangeError(`count must be a whole number >= 0: ${count}`);
  }
  return Math.ceil((100 * scheduled) / Math.max(1, scheduled + unscheduled));
}

/** The colour the product shows a success rate in; `default` is the surrounding text colour. */
export type SuccessRateColour = 'green' | 'orange' | 'black' | 'default';

/** 100 green, above 50 orange, 0 black, anything else (1..50) the default colour. */
export function successRateColour(rate: number): SuccessRateColour {
  if (rate >= 100) return 'green';
  if (rate > 50) return 'orange';
  if (rate === 0) return 'black';
  return 'default';
}
