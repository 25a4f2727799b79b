import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Starts the longest specs first (docs/reliability.md, "CI time"). Without a timing cache (a clean clone) the
 * default order is by file size, which ran the short file holding the 2,016-game season last: for its two
 * minutes one of the two workers sat idle. Longest first leaves the short specs to fill in at the end.
 */
const LONGEST = [
  'big-season.spec.ts',
  'no-empty-ids.spec.ts',
  'accounts.spec.ts',
  'schedules.spec.ts',
  'calendar-box.spec.ts',
  'league-structure.spec.ts',
  'wizard.spec.ts',
];

const rank = (spec: TestSpecification): number => {
  const index = LONGEST.findIndex((name) => spec.moduleId.endsWith(`/${name}`));
  return index === -1 ? LONGEST.length : index;
};

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
