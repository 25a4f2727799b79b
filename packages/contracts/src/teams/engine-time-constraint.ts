import { z } from 'zod';
import {
  TIME_CONSTRAINT_FIELDS,
  TIME_CONSTRAINT_KINDS,
  type TimeConstraintField,
  type TimeConstraintKind,
  type TimeConstraintValues,
  timeConstraintSchema,
} from './time-constraints.ts';

/** The engine's names for the seven types: the product's own kinds, in type-number order. */
export const ENGINE_TIME_CONSTRAINT_KINDS = TIME_CONSTRAINT_KINDS;
export type EngineTimeConstraintKind = TimeConstraintKind;

/**
 * The engine's `TimeConstraint` (packages/engine/src/model/instance.ts), every field present: `weekdays`
 * (empty: any weekday) and/or `start_date`..`end_date` (inclusive) choose the days; `kind` says what holds on
 * them. Times "HH:MM", travel in miles, `no_play_team` a team id of the instance.
 */
export interface EngineTimeConstraint extends Pick<TimeConstraintValues, TimeConstraintField> {
  kind: EngineTimeConstraintKind;
}

/**
 * The engine form of a canonical product constraint: its kind and the same fields (only those, whatever
 * else the value carries). A date constraint becomes a one-day range (end_date = start_date), which the
 * engine reads the same as an absent end_date.
 */
export function toEngineTimeConstraint(c: TimeConstraintValues): EngineTimeConstraint {
  const kind = ENGINE_TIME_CONSTRAINT_KINDS[c.type];
  if (kind === undefined) throw new RangeError(`time constraint type ${c.type} is not 0..6`);
  const fields = Object.fromEntries(TIME_CONSTRAINT_FIELDS.map((field) => [field, c[field]])) as Pick<
    TimeConstraintValues,
    TimeConstraintField
  >;
  return {
    kind,
    ...fields,
    weekdays: [...c.weekdays],
    end_date: c.style === 'date' ? c.start_date : c.end_date,
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
