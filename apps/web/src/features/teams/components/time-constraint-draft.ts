import {
  DEFAULT_MAX_GAMES,
  DEFAULT_MAX_TRAVEL,
  pickFields,
  TIME_CONSTRAINT_FIELDS,
  type TimeConstraint,
  type TimeConstraintField,
  type TimeConstraintInput,
  TimeConstraintInputSchema,
  type TimeConstraintStyle,
  type TimeConstraintType,
  type TimeConstraintValues,
  TIME_CONSTRAINT_TYPES as TYPE,
  WEEKLY_ONLY_TYPES,
} from '@app/contracts';

/** Which part of a type-1 constraint the user fills: a between range, or not-before and/or not-after. */
export type TimeRangeMode = 'between' | 'bounds';

/**
 * The form's working state: the contract's fields (TimeConstraintValues) with `style` and `type` null until
 * chosen in steps 1 and 2, plus the type-1 range mode. Every other value belongs to the chosen style or type
 * and is reset when that choice changes.
 */
export interface ConstraintDraft extends Omit<TimeConstraintValues, 'style' | 'type'> {
  style: TimeConstraintStyle | null;
  type: TimeConstraintType | null;
  rangeMode: TimeRangeMode;
}

/** The fields that say which days; the rest of TIME_CONSTRAINT_FIELDS are the details of a type. */
const DAY_FIELDS: readonly TimeConstraintField[] = ['weekdays', 'start_date', 'end_date'];
const DETAIL_FIELDS = TIME_CONSTRAINT_FIELDS.filter((field) => !DAY_FIELDS.includes(field));

/** A draft's type details, all cleared. */
const noDetails = {
  rangeMode: 'between' as TimeRangeMode,
  ...(Object.fromEntries(DETAIL_FIELDS.map((field) => [field, null])) as {
    [F in Exclude<TimeConstraintField, 'weekdays' | 'start_date' | 'end_date'>]: null;
  }),
};

/** A new constraint: nothing chosen yet. */
export const EMPTY_DRAFT: ConstraintDraft = {
  style: null,
  type: null,
  weekdays: [],
  start_date: null,
  end_date: null,
  ...noDetails,
};

/** Types 2..6 exist only week by week (docs/teams.md). */
export function isTypeAllowed(style: TimeConstraintStyle | null, type: TimeConstraintType): boolean {
  return style === 'weekly' || !WEEKLY_ONLY_TYPES.includes(type);
}

/** Step 1 choice: a different style resets the dates and the type with its details (docs/teams.md: only the fields of the style and type are kept). */
export function changeStyle(draft: ConstraintDraft, style: TimeConstraintStyle): ConstraintDraft {
  if (draft.style === style) return draft;
  return { ...EMPTY_DRAFT, style };
}

/**
 * Step 2 choice: a different type clears every detail and fills the type's defaults (max games 1, travel
 * 5 miles); the style and its dates stay.
 */
export function changeType(draft: ConstraintDraft, type: TimeConstraintType): ConstraintDraft {
  if (draft.type === type) return draft;
  return {
    ...draft,
    ...noDetails,
    type,
    max_games: type === TYPE.max_games ? DEFAULT_MAX_GAMES : null,
    max_travel_home: type === TYPE.max_travel_home ? DEFAULT_MAX_TRAVEL : null,
    max_travel_last: type === TYPE.max_travel_last ? DEFAULT_MAX_TRAVEL : null,
  };
}

/** The type-1 choice between a range and bounds is exclusive: switching clears the other side's times. */
export function changeRangeMode(draft: ConstraintDraft, rangeMode: TimeRangeMode): ConstraintDraft {
  if (draft.rangeMode === rangeMode) return draft;
  return {
    ...draft,
    rangeMode,
    not_between_start: null,
    not_between_end: null,
    not_before: null,
    not_after: null,
  };
}

/** True when a range has both dates but its last date is not after its first (the schema refuses it). */
export function isRangeBackwards(draft: ConstraintDraft): boolean {
  return (
    draft.style === 'range' &&
    draft.start_date !== null &&
    draft.end_date !== null &&
    draft.end_date <= draft.start_date
  );
}

/**
 * Step 1 is complete when the style has its dates: a weekday, a date, or a range's two dates in order
 * (otherwise step 3 could never save, with nothing on screen saying why).
 */
export function hasStyleDates(draft: ConstraintDraft): boolean {
  if (draft.style === 'weekly') return draft.weekdays.length > 0;
  if (draft.style === 'date') return draft.start_date !== null;
  if (draft.style === 'range') {
    return draft.start_date !== null && draft.end_date !== null && !isRangeBackwards(draft);
  }
  return false;
}

/** True when a between range is complete but its end is not after its start (the form toasts this). */
export function isBetweenBackwards(draft: ConstraintDraft): boolean {
  return (
    draft.not_between_start !== null &&
    draft.not_between_end !== null &&
    draft.not_between_end <= draft.not_between_start
  );
}

/** The contract's fields of a draft or a stored constraint, by TIME_CONSTRAINT_FIELDS. */
function fieldsOf(values: Omit<TimeConstraintValues, 'style' | 'type'>) {
  return pickFields(values, TIME_CONSTRAINT_FIELDS);
}

/** The API body for a draft whose style and type are chosen; null otherwise. */
export function toConstraintInput(draft: ConstraintDraft): TimeConstraintInput | null {
  if (draft.style === null || draft.type === null) return null;
  return {
    ...fieldsOf(draft),
    style: draft.style,
    type: draft.type,
    end_date: draft.style === 'range' ? draft.end_date : null,
  };
}

/**
 * Save is enabled only when the shared schema accepts the draft (dates of the style, a
 * time range with start before end or a bound, a chosen team, weekly-only types weekly) and the value the
 * type is about is actually set (max games, travel), since the schema would quietly default a cleared one.
 */
export function canSaveDraft(draft: ConstraintDraft): boolean {
  const input = toConstraintInput(draft);
  if (input === null) return false;
  if (draft.type === TYPE.max_games && draft.max_games === null) return false;
  if (draft.type === TYPE.max_travel_home && draft.max_travel_home === null) return false;
  if (draft.type === TYPE.max_travel_last && draft.max_travel_last === null) return false;
  return TimeConstraintInputSchema.safeParse(input).success;
}

/** An existing constraint as a draft, for the form's edit mode. */
export function draftFromConstraint(c: TimeConstraint): ConstraintDraft {
  const hasBounds = c.not_before !== null || c.not_after !== null;
  return {
    ...fieldsOf(c),
    style: c.style,
    type: c.type as TimeConstraintType,
    rangeMode: hasBounds ? 'bounds' : 'between',
  };
}
