import type { TimeConstraintType } from '@app/contracts';

/** Catalog keys of the seven types, by their numbers (docs/teams.md) (step 2 of the form and the constraint list). */
export const CONSTRAINT_TYPE_KEYS: Record<TimeConstraintType, string> = {
  0: 'teams.constraint.type0',
  1: 'teams.constraint.type1',
  2: 'teams.constraint.type2',
  3: 'teams.constraint.type3',
  4: 'teams.constraint.type4',
  5: 'teams.constraint.type5',
  6: 'teams.constraint.type6',
};

/** The types in the order step 2 lists them. */
export const CONSTRAINT_TYPES: readonly TimeConstraintType[] = [0, 1, 2, 3, 4, 5, 6];
