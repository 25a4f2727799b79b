import { DEFAULT_SCORING_VALUES, TIEBREAKERS } from '@app/contracts';
import * as Engine from '@app/engine';
import { describe, expect, it } from 'vitest';

// The engine imports nothing from the repository, so it spells the tiebreaker names again
// (docs/standings.md#tiebreakers); the API hands the stored names to it unchanged, so the two lists must agree.
describe('tiebreaker names', () => {
  it('are the same in the contracts and the engine, in the same order, with the same default', () => {
    expect([...Engine.TIEBREAKERS]).toEqual([...TIEBREAKERS]);
    expect([...Engine.DEFAULT_TIEBREAKERS]).toEqual(DEFAULT_SCORING_VALUES.tiebreakers);
  });
});
