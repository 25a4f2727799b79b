import {
  DEFAULT_MAX_GAMES,
  DEFAULT_MAX_TRAVEL,
  type TimeConstraint,
  type TimeConstraintInput,
  TimeConstraintInputSchema,
  type TimeConstraintStyle,
  type TimeConstraintType,
  WEEKLY_ONLY_TYPES,
} from '@app/contracts';

/** Which part of a type-1 constraint the user fills: a between range, or not-before and/or not-after. */
export type TimeRangeMode = 'between' | 'bounds';

/**
 * The form's working state. `style` and `type` are null until chosen in steps 1 and 2; every other value
 * belongs to the chosen style or type and is reset when that choice changes.
 */
export interface ConstraintDraft {
  style: TimeConstraintStyle | null;
  type: TimeConstraintType | null;
  weekdays: number[];
  start_date: string | null;
  end_date: string | null;
  rangeMode: TimeRangeMode;
  not_between_start: string | null;
  not_between_end: string | null;
  not_before: string | null;
  not_after: string | null;
  max_games: number | null;
  max_travel_home: number | null;
  max_travel_last: number | null;
  no_play_team: string | null;
}

const noDetails = {
  rangeMode: 'between' as TimeRangeMode,
  not_between_start: null,
  not_between_end: null,
  not_before: null,
  not_after: null,
  max_games: null,
  max_travel_home: null,
  max_travel_last: null,
  no_play_team: null,
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
    max_games: type === 2 ? DEFAULT_MAX_GAMES : null,
    max_travel_home: type === 3 ? DEFAULT_MAX_TRAVEL : null,
    max_travel_last: type === 4 ? DEFAULT_MAX_TRAVEL : null,
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

/** The API body for a draft whose style and type are chosen; null otherwise. */
export function toConstraintInput(draft: ConstraintDraft): TimeConstraintInput | null {
  if (draft.style === null || draft.type === null) return null;
  return {
    style: draft.style,
    type: draft.type,
    weekdays: draft.weekdays,
    start_date: draft.start_date,
    end_date: draft.style === 'range' ? draft.end_date : null,
    not_between_start: draft.not_between_start,
    not_between_end: draft.not_between_end,
    not_before: draft.not_before,
    not_after: draft.not_after,
    max_games: draft.max_games,
    max_travel_home: draft.max_travel_home,
    max_travel_last: draft.max_travel_last,
    no_play_team: draft.no_play_team,
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
  if (draft.type === 2 && draft.max_games === null) return false;
  if (draft.type === 3 && draft.max_travel_home === null) return false;
  if (draft.type === 4 && draft.max_travel_last === null) return false;
  return TimeConstraintInputSchema.safeParse(input).success;
}

/** An existing constraint as a draft, for the form's edit mode. */
export function draftFromConstraint(c: TimeConstraint): ConstraintDraft {
  const hasBounds = c.not_before !== null || c.not_after !== null;
  return {
    style: c.style,
    type: c.type as TimeConstraintType,
    weekdays: c.weekdays,
    start_date: c.start_date,
    end_date: c.end_date,
    rangeMode: hasBounds ? 'bounds' : 'between',
    not_between_start: c.not_between_start,
    not_between_end: c.not_between_end,
    not_before: c.not_before,
    not_after: c.not_after,
    max_games: c.max_games,
    max_travel_home: c.max_travel_home,
    max_travel_last: c.max_travel_last,
    no_play_team: c.no_play_team,
  };
}
