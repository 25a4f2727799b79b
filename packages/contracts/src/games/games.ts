import { z } from 'zod';
import { idField } from '../common/fields.ts';
import { IdSchema } from '../common/primitives.ts';
import { ReasonSchema } from '../common/reason.ts';
import { TimeslotShiftSchema } from '../timeslots/batch.ts';
import { InstantSchema, slotTimesIssues } from '../timeslots/fields.ts';
import { ForfeitSchema, GameSchema } from './game.ts';

/** Scores are whole numbers a scoreboard can show; null clears one. */
const scoreField = () =>
  z
    .number({ error: 'must be a number' })
    .int('must be digits only')
    .min(0, 'must be at least 0')
    .max(999, 'must be at most 999')
    .nullable();

/**
 * Sent with an edit that may break a hard rule: without it such an edit is refused (422 naming the field,
 * with the engine's reason); with it the edit is saved anyway (docs/games.md, hard rules and override).
 */
const overrideField = () =>
  z.boolean({ error: 'must be true or false' }).default(false).describe('Save even if a hard rule breaks');

const gameIdsField = () =>
  z.array(idField(), { error: 'must be a list of game ids' }).min(1, 'choose at least one game').max(5000);

/**
 * A game's place given as times and a surface instead of a slot id (the game dialog's start, finish, venue and
 * surface): the server uses the open slot of the season with exactly these times on the surface, or else
 * moves the game's own slot there, or makes a new slot (docs/games.md, "Places"). All three or none.
 */
const placeFields = {
  start: InstantSchema.optional(),
  finish: InstantSchema.optional(),
  surface_id: idField().optional(),
};

/** The place rules shared by create and edit: all three fields or none, not beside a slot id, finish after start. */
function refinePlace(
  value: {
    start?: string | undefined;
    finish?: string | undefined;
    surface_id?: string | undefined;
    timeslot_id?: string | null | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  const given = (['start', 'finish', 'surface_id'] as const).filter((k) => value[k] !== undefined);
  if (given.length === 0) return;
  if (value.timeslot_id) {
    ctx.addIssue({ code: 'custom', path: ['timeslot_id'], message: 'give a timeslot or a place, not both' });
    return;
  }
  for (const key of ['start', 'finish', 'surface_id'] as const) {
    if (value[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'is required' });
  }
  if (value.start && value.finish) {
    const message = slotTimesIssues({ start: value.start, finish: value.finish });
    if (message) ctx.addIssue({ code: 'custom', path: ['finish'], message });
  }
}

/**
 * `POST /api/games`: one game (visitor null: a practice) in a schedule, in an open slot, at a place (start,
 * finish, surface_id), or unscheduled.
 */
export const GameCreateSchema = z
  .object({
    schedule_id: idField(),
    home_id: idField(),
    visitor_id: idField().nullable().default(null),
    timeslot_id: idField().nullable().default(null),
    ...placeFields,
    override: overrideField(),
  })
  .superRefine(refinePlace);
export type GameCreateInput = z.input<typeof GameCreateSchema>;
export type GameCreate = z.output<typeof GameCreateSchema>;

/**
 * `PATCH /api/games/{id}`: change teams, move to an open slot of the season (null: unschedule, the pairing
 * is kept) or to a place (start, finish, surface_id), or enter the score. Only the fields sent change.
 */
export const GameUpdateSchema = z
  .object({
    home_id: idField().optional(),
    visitor_id: idField().nullable().optional(),
    timeslot_id: idField().nullable().optional(),
    ...placeFields,
    home_score: scoreField().optional(),
    visitor_score: scoreField().optional(),
    overtime: z.boolean({ error: 'must be true or false' }).optional(),
    forfeit: ForfeitSchema.nullable().optional(),
    counts_in_standings: z
      .boolean({ error: 'must be true or false' })
      .optional()
      .describe('false: an exhibition game, left out of the standings'),
    override: overrideField(),
  })
  .superRefine(refinePlace);
export type GameUpdateInput = z.input<typeof GameUpdateSchema>;
export type GameUpdate = z.output<typeof GameUpdateSchema>;

/** `POST /api/games/dry_run`: would moving the game into the slot break a hard rule? */
export const GameDryRunSchema = z.object({ game_id: idField(), timeslot_id: idField() });
export type GameDryRunInput = z.input<typeof GameDryRunSchema>;
export const DryRunAnswerSchema = z.object({
  good: z.boolean(),
  reason: z.string().nullable().describe('Why not, when not good (English)'),
  reason_detail: ReasonSchema.nullable().describe('Why not, as a code to render in the user language'),
});
export type DryRunAnswer = z.infer<typeof DryRunAnswerSchema>;

/** `POST /api/games/unschedule` and `/delete`: the games by id. */
export const GameIdsSchema = z.object({ ids: gameIdsField() });
export type GameIdsInput = z.input<typeof GameIdsSchema>;

/** `POST /api/games/swap`: exactly two scheduled games exchange their slots. */
export const GameSwapSchema = z.object({
  ids: z
    .array(idField(), { error: 'must be a list of game ids' })
    .length(2, 'choose exactly two games to swap'),
  override: overrideField(),
});
export type GameSwapInput = z.input<typeof GameSwapSchema>;
export type GameSwap = z.output<typeof GameSwapSchema>;

/** `POST /api/games/split`: the game's slot is halved; a second game of the pair takes the second half. */
export const GameSplitSchema = z.object({ id: idField() });
export type GameSplitInput = z.input<typeof GameSplitSchema>;

/** `POST /api/games/shift`: the games' slots move by amount x units (as the timeslot shift does). */
export const GameShiftSchema = TimeslotShiftSchema.pick({ amount: true, units: true }).extend({
  ids: gameIdsField(),
  override: overrideField(),
});
export type GameShiftInput = z.input<typeof GameShiftSchema>;
export type GameShift = z.output<typeof GameShiftSchema>;

/** `POST /api/games/scores`: scores of several games at once; in a bracket the winners move on. */
export const GameScoresSchema = z.object({
  games: z
    .array(
      z.object({
        id: idField(),
        home_score: scoreField(),
        visitor_score: scoreField(),
        overtime: z.boolean({ error: 'must be true or false' }).default(false),
        forfeit: ForfeitSchema.nullable()
          .default(null)
          .describe(
            'The side that forfeited: the other side wins whatever the score (docs/standings.md#forfeits)',
          ),
      }),
      { error: 'must be a list of scores' },
    )
    .min(1, 'enter at least one score')
    .max(5000),
});
export type GameScoresInput = z.input<typeof GameScoresSchema>;
export type GameScores = z.output<typeof GameScoresSchema>;

/**
 * `POST /api/games/multi_edit`: the same change to several scheduled games at once: their slots move by
 * amount × units (`shift`) and/or to another surface (`surface_id`). All or nothing (docs/games.md).
 */
export const GameMultiEditSchema = z
  .object({
    ids: gameIdsField(),
    shift: TimeslotShiftSchema.pick({ amount: true, units: true }).nullable().default(null),
    surface_id: idField().nullable().default(null),
    override: overrideField(),
  })
  .refine((v) => v.shift !== null || v.surface_id !== null, {
    path: ['base'],
    message: 'choose a shift or a surface',
  });
export type GameMultiEditInput = z.input<typeof GameMultiEditSchema>;
export type GameMultiEdit = z.output<typeof GameMultiEditSchema>;

/** One game a multi-edit could not change, and why; `forceable` when `override` would save it anyway. */
export const GameRefusalSchema = z.object({
  id: IdSchema,
  reason: z.string().describe('Why not (English)'),
  reason_detail: ReasonSchema.nullable().describe('Why not, as a code to render in the user language'),
  forceable: z.boolean(),
});
export type GameRefusal = z.infer<typeof GameRefusalSchema>;

/** Answer of a multi-edit: saved with the changed games, or nothing saved and the refused games listed. */
export const GamesMultiEditedSchema = z.object({
  saved: z.boolean(),
  games: z.array(GameSchema),
  refused: z.array(GameRefusalSchema),
});
export type GamesMultiEdited = z.infer<typeof GamesMultiEditedSchema>;

/** Answer of every game change: the games it changed or created (deleted ones by id). */
export const GamesChangedSchema = z.object({
  games: z.array(GameSchema),
  deleted_ids: z.array(z.string()),
});
export type GamesChanged = z.infer<typeof GamesChangedSchema>;
