import { z } from 'zod';
import { IdSchema } from '../common/primitives.ts';
import { ReasonSchema } from '../common/reason.ts';

/**
 * A schedule's diagnosis: why its last run ended below 100% and what would fix it (docs/diagnosis.md). The
 * engine computes it (packages/engine/src/diagnose/); these schemas mirror its shape. Ids here are the
 * database's (the instance builder uses them as engine ids).
 */
export const DIAGNOSIS_RULES = [
  'dates',
  'slot_rules',
  'home_venues',
  'time_constraints',
  'travel',
  'limits',
  'rest',
  'coach_conflicts',
  'other_games',
] as const;
export const DiagnosisRuleSchema = z.enum(DIAGNOSIS_RULES);
export type DiagnosisRule = z.infer<typeof DiagnosisRuleSchema>;

export const CapacityStepSchema = z.object({
  rule: DiagnosisRuleSchema,
  left: z
    .number()
    .int()
    .describe('Slots (dates .. travel) or games the slots can hold (limits on) left after the rule'),
});
export type CapacityStep = z.infer<typeof CapacityStepSchema>;

export const TeamDiagnosisSchema = z.object({
  team_id: IdSchema,
  team: z.string(),
  games: z.number().int(),
  unscheduled: z.number().int(),
  steps: z.array(CapacityStepSchema),
  binding: DiagnosisRuleSchema.nullable(),
});
export type TeamDiagnosis = z.infer<typeof TeamDiagnosisSchema>;

export const DivisionDiagnosisSchema = z.object({
  division_id: IdSchema,
  division: z.string(),
  schedule_ids: z.array(IdSchema),
  games: z.number().int(),
  unscheduled: z.number().int(),
  slots: z.number().int().describe('Slots of the season of the right kind, before any rule'),
  steps: z.array(CapacityStepSchema),
  binding: DiagnosisRuleSchema.nullable().describe(
    'The first rule after which the capacity is below the games',
  ),
  teams: z.array(TeamDiagnosisSchema),
});
export type DivisionDiagnosis = z.infer<typeof DivisionDiagnosisSchema>;

export const ConflictSetSchema = z.object({
  division_id: IdSchema,
  games: z.number().int(),
  rules: z.array(
    z.object({
      rule: DiagnosisRuleSchema,
      team_id: IdSchema.nullable(),
      team: z.string().nullable(),
      reason: ReasonSchema,
    }),
  ),
});
export type ConflictSet = z.infer<typeof ConflictSetSchema>;

export const FixSlotSchema = z.object({
  start: z.string(),
  finish: z.string(),
  venue_id: IdSchema,
  surface_id: IdSchema,
});
export type FixSlot = z.infer<typeof FixSlotSchema>;

export const FIX_SETTINGS = [
  'use_unassigned_timeslots',
  'schedule_end',
  'enforce_home',
  'max_games_week',
  'max_games_day',
  'min_minutes_rest',
  'next_game_offset',
  'use_weekend_method',
  'use_practice_timeslots',
] as const;

export const FixSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('add_slots'), division_id: IdSchema, slots: z.array(FixSlotSchema) }),
  z.object({
    kind: z.literal('change_setting'),
    schedule_id: IdSchema,
    setting: z.enum(FIX_SETTINGS),
    value: z.union([z.boolean(), z.number().int(), z.string()]),
  }),
  z.object({
    kind: z.literal('relax_team_rule'),
    team_id: IdSchema,
    rule: z.enum(['time_constraint', 'travel', 'home_venues']),
    constraint_index: z.number().int().nullable(),
    /** The constraint's id in the database, for `time_constraint` (the API adds it). */
    constraint_id: IdSchema.nullable().optional(),
  }),
]);
export type Fix = z.infer<typeof FixSchema>;

export const WhatIfSchema = z.object({
  id: z.string(),
  fix: FixSchema,
  reason: ReasonSchema.describe('What the fix does (fix.* codes)'),
  division_ids: z.array(IdSchema),
  places: z.number().int().describe('Unscheduled items the fix places, checked by re-solving'),
  unscheduled_after: z.number().int(),
  complete: z.boolean(),
});
export type WhatIf = z.infer<typeof WhatIfSchema>;

/** `diagnosis` of `GET /api/schedules/{id}`: null when the last run placed everything or has not finished. */
export const DiagnosisSchema = z.object({
  format_version: z.literal(1),
  divisions: z.array(DivisionDiagnosisSchema),
  conflicts: z.array(ConflictSetSchema),
  fixes: z.array(WhatIfSchema),
  elapsed_ms: z.number().int(),
});
export type Diagnosis = z.infer<typeof DiagnosisSchema>;

/** `POST /api/schedules/{id}/fixes`: apply one of the diagnosis's fixes by its id. */
export const ApplyFixSchema = z.object({ fix_id: z.string().min(1, 'must name a fix of the diagnosis') });
export type ApplyFixInput = z.input<typeof ApplyFixSchema>;

/**
 * The answer of applying a fix (201) and of undoing it: the application, which the schedule's page offers to
 * undo until another change is made. Applying writes the slots or the setting and starts a run that places
 * the unscheduled games (`unscheduled_only`); undo puts the slots, settings and games back as they were.
 */
export const FixApplicationSchema = z.object({
  id: IdSchema,
  schedule_id: IdSchema,
  fix: FixSchema,
  reason: ReasonSchema,
  status: z.enum(['applied', 'undone']),
  created_timeslot_ids: z.array(IdSchema),
  applied_at: z.string(),
  undone_at: z.string().nullable(),
});
export type FixApplication = z.infer<typeof FixApplicationSchema>;
