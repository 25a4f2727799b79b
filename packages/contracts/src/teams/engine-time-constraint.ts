import { z } from 'zod';
import { type TimeConstraintValues, timeConstraintSchema } from './time-constraints.ts';

/** The engine's names for the seven types, in the spec's number order (shared/engine/CONTRACT.md). */
export const ENGINE_TIME_CONSTRAINT_KINDS = [
  'no_play',
  'no_play_between',
  'max_games',
  'max_travel_home',
  'max_travel_last',
  'home_only',
  'no_play_team',
] as const;
export type EngineTimeConstraintKind = (typeof ENGINE_TIME_CONSTRAINT_KINDS)[number];

/**
 * CONTRACT.md's TimeConstraint, every field present: `weekdays` (empty: any weekday) and/or
 * `start_date`..`end_date` (inclusive) choose the days; `kind` says what holds on them. Times "HH:MM",
 * travel in miles, `no_play_team` a team id of the instance.
 */
export interface EngineTimeConstraint {
  kind: EngineTimeConstraintKind;
  weekdays: number[];
  start_date: string | null;
  end_date: string | null;
  not_between_start: string | null;
  not_between_end: string | null;
  not_before: string | null;
  not_after: string | null;
  max_games: number | null;
  max_travel_home: number | null;
  max_travel_last: number | null;
  no_play_team: string | null;
}

/**
 * The engine form of a canonical product constraint. A date constraint becomes a one-day range
 * (end_date = start_date), which the engine reads the same as an absent end_date.
 */
export function toEngineTimeConstraint(c: TimeConstraintValues): EngineTimeConstraint {
  const kind = ENGINE_TIME_CONSTRAINT_KINDS[c.type];
  if (kind === undefined) throw new RangeError(`time constraint type ${c.type} is not 0..6`);
  return {
    kind,
    weekdays: [...c.weekdays],
    start_date: c.start_date,
    end_date: c.style === 'date' ? c.start_date : c.end_date,
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

/** An engine constraint as read from an instance file: `kind` may be the seed's number, fields may be absent. */
export type EngineTimeConstraintLike = Partial<Omit<EngineTimeConstraint, 'kind'>> & {
  kind: EngineTimeConstraintKind | number;
};

const anyTeamRef = z.string().min(1, 'is required');
const EngineSideSchema = timeConstraintSchema(anyTeamRef);

/**
 * The product form of an engine constraint; the inverse of toEngineTimeConstraint on canonical
 * constraints. Throws a RangeError for engine constraints the product cannot express (weekdays together
 * with dates, neither, or values breaking the form's rules), so nothing is silently changed.
 */
export function fromEngineTimeConstraint(e: EngineTimeConstraintLike): TimeConstraintValues {
  const type = typeof e.kind === 'number' ? e.kind : ENGINE_TIME_CONSTRAINT_KINDS.indexOf(e.kind);
  const weekdays = e.weekdays ?? [];
  const start = e.start_date ?? null;
  const end = e.end_date ?? start;
  if (weekdays.length > 0 && start !== null) {
    throw new RangeError('a time constraint with both weekdays and dates has no product form');
  }
  if (weekdays.length === 0 && start === null) {
    throw new RangeError('a time constraint without weekdays or dates has no product form');
  }
  const style = weekdays.length > 0 ? 'weekly' : end === start ? 'date' : 'range';
  const parsed = EngineSideSchema.safeParse({
    ...e,
    type,
    style,
    weekdays,
    start_date: start,
    end_date: style === 'range' ? end : null,
  });
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new RangeError(
      `engine time constraint ${first?.path.join('.') ?? ''} ${first?.message ?? 'is invalid'}`,
    );
  }
  return parsed.data;
}
