import { TIME_CONSTRAINT_KINDS, type TimeConstraintKind, type TimeConstraintType } from '@app/contracts';

/** The types in the order step 2 lists them: their numbers, the kinds' order in the contract. */
export const CONSTRAINT_TYPES = TIME_CONSTRAINT_KINDS.map((_, type) => type as TimeConstraintType);

// Catalog keys written out in full, so the catalog checks can see every key; by kind, so a kind added to the
// contract stops this compiling until it has its key.
const KIND_KEYS: Record<TimeConstraintKind, string> = {
  no_play: 'teams.constraint.type0',
  no_play_between: 'teams.constraint.type1',
  max_games: 'teams.constraint.type2',
  max_travel_home: 'teams.constraint.type3',
  max_travel_last: 'teams.constraint.type4',
  home_only: 'teams.constraint.type5',
  no_play_team: 'teams.constraint.type6',
};

/** Catalog keys of the seven types, by their numbers (docs/teams.md) (step 2 of the form and the constraint list). */
export const CONSTRAINT_TYPE_KEYS = Object.fromEntries(
  TIME_CONSTRAINT_KINDS.map((kind, type) => [type, KIND_KEYS[kind]]),
) as Record<TimeConstraintType, string>;
