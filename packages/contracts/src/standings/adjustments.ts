import { z } from 'zod';
import { idField, nameField } from '../common/fields.ts';
import { IdSchema } from '../common/primitives.ts';

/** The largest adjustment either way: beyond any real deduction or award, small enough to stay exact. */
export const ADJUSTMENT_POINTS_MAX = 1000;
export const ADJUSTMENT_REASON_MAX = 200;

const pointsField = () =>
  z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(-ADJUSTMENT_POINTS_MAX, `must be at least -${ADJUSTMENT_POINTS_MAX}`)
    .max(ADJUSTMENT_POINTS_MAX, `must be at most ${ADJUSTMENT_POINTS_MAX}`)
    .refine((points) => points !== 0, 'must not be 0')
    .describe('Points added (negative: taken away)');

const reasonField = () => nameField(ADJUSTMENT_REASON_MAX).describe('Why, shown under the table');

/**
 * `POST /api/seasons/{season_id}/adjustments`: points added to (or taken from) a team's standings total
 * with the reason (docs/standings.md#adjustments).
 */
export const AdjustmentCreateSchema = z.object({
  team_id: idField(),
  points: pointsField(),
  reason: reasonField(),
});
export type AdjustmentCreateInput = z.input<typeof AdjustmentCreateSchema>;
export type AdjustmentCreate = z.output<typeof AdjustmentCreateSchema>;

/** `PATCH /api/adjustments/{id}`: any of the fields. */
export const AdjustmentUpdateSchema = AdjustmentCreateSchema.partial();
export type AdjustmentUpdateInput = z.input<typeof AdjustmentUpdateSchema>;
export type AdjustmentUpdate = z.output<typeof AdjustmentUpdateSchema>;

export const AdjustmentSchema = z.object({
  id: IdSchema,
  season_id: IdSchema,
  team_id: IdSchema,
  points: z.number().int(),
  reason: z.string(),
});
export type Adjustment = z.infer<typeof AdjustmentSchema>;

export const AdjustmentListSchema = z.object({ adjustments: z.array(AdjustmentSchema) });
export type AdjustmentList = z.infer<typeof AdjustmentListSchema>;
