import { DIAGNOSIS_RULES as CONTRACT_RULES } from '@app/contracts';
import { DIAGNOSIS_RULES as ENGINE_RULES } from '@app/engine';
import { describe, expect, it } from 'vitest';

// The engine imports nothing from the repository, so the diagnosis's rule names are written in both the engine
// and the contracts (docs/diagnosis.md); the API stores what the engine writes and answers with the contract.
describe('the diagnosis shape', () => {
  it('names the same rules, in the same order, in the engine and the contracts', () => {
    expect([...CONTRACT_RULES]).toEqual([...ENGINE_RULES]);
  });
});
