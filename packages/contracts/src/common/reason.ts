import { z } from 'zod';

/**
 * A reason as data: a code and the names it needs (teams, dates, times, venues, limits), never an id, so the
 * web app renders it in the user's language (apps/web/src/lib/reason-text.ts). The server also keeps the
 * engine's English text beside it; where a reason is missing (rows stored before reasons had codes), the
 * text is shown as it is. Codes and parameters: docs/schedules.md#reasons.
 */
const BracketSchema = z.enum(['winners', 'losers', 'final']).nullable();

const ReasonSideSchema = z.union([
  z.object({ team: z.string() }),
  z.object({
    take: z.enum(['winner', 'loser']),
    game: z.object({
      bracket: BracketSchema,
      round: z.number().int().nullable(),
      teams: z.array(z.string()),
    }),
  }),
  z.object({ tbd: z.literal(true) }),
]);
export type ReasonSide = z.infer<typeof ReasonSideSchema>;

/** A game as a reason names it; date (YYYY-MM-DD), time (HH:MM) and venue when it is placed. */
export const ReasonGameSchema = z.object({
  division: z.string().nullable(),
  home: ReasonSideSchema,
  visitor: ReasonSideSchema.nullable().describe('Null for a practice'),
  bracket: BracketSchema,
  round: z.number().int().nullable(),
  date: z.string().nullable(),
  time: z.string().nullable(),
  venue: z.string().nullable(),
});
export type ReasonGame = z.infer<typeof ReasonGameSchema>;

export interface Reason {
  code: string;
  params: { [name: string]: ReasonParam };
}
export type ReasonParam = string | number | boolean | string[] | ReasonGame | ReasonGame[] | Reason[];

export const ReasonSchema: z.ZodType<Reason> = z.lazy(() =>
  z.object({
    code: z.string().describe('What happened: unscheduled.*, blocked.*, slots.*, refusal.*, conflict.*'),
    params: z.record(
      z.string(),
      z.union([
        z.string(),
        z.number(),
        z.boolean(),
        z.array(z.string()),
        ReasonGameSchema,
        z.array(ReasonGameSchema),
        z.array(ReasonSchema),
      ]),
    ),
  }),
);
