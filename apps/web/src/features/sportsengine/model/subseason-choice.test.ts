import { describe, expect, it } from 'vitest';
import { subseasonChoice } from './subseason-choice.ts';

describe('subseasonChoice', () => {
  it('asks only when the season has more than one subseason', () => {
    expect(subseasonChoice(undefined)).toBe('hidden');
    expect(subseasonChoice([])).toBe('hidden');
    expect(subseasonChoice([{ id: '1', name: 'Fall' }])).toBe('hidden');
    expect(
      subseasonChoice([
        { id: '1', name: 'Regular' },
        { id: '2', name: 'Playoffs' },
      ]),
    ).toBe('choose');
  });
});
