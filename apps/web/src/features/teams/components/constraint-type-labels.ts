import { TIME_CONSTRAINT_KINDS, type TimeConstraintType } from '@app/contracts';

/** The types in the order step 2 lists them: their numbers, the kinds' order in the contract. */
export const CONSTRAINT_TYPES = TIME_CONSTRAINT_KINDS.map((_, type) => type as TimeConstraintType);

/**
 * Catalog keys of the seven types, by their numbers (docs/teams.md) (step 2 of the form and the constraint
 * list): `teams.constraint.type0` .. `teams.constraint.type6`.
 */
export const CONSTRAINT_TYPE_KEYS = Object.fromEntries(
  CONSTRAINT_TYPES.map((type) => [type, `teams.constraint.type${type}`]),
) as Record<TimeConstraintType, string>;
