import { z } from 'zod';
import { idField, nameField } from '../common/fields.ts';
import { IdSchema } from '../common/primitives.ts';

/** The most teams a conference names: far above any league's, low enough to bound a request. */
export const CONFERENCE_TEAMS_MAX = 1000;

const teamIdsField = () =>
  z
    .array(idField(), { error: 'must be a list of team ids' })
    .min(1, 'choose at least one team')
    .max(CONFERENCE_TEAMS_MAX, `must name at most ${CONFERENCE_TEAMS_MAX} teams`)
    .refine((ids) => new Set(ids).size === ids.length, 'must not name a team twice')
    .describe('Teams of the season, in table order');

/** `POST /api/conferences`: a named group of at least one team of the season (docs/standings.md#conferences). */
export const ConferenceCreateSchema = z.object({
  season_id: idField(),
  name: nameField().describe('Conference name'),
  team_ids: teamIdsField(),
});
export type ConferenceCreateInput = z.input<typeof ConferenceCreateSchema>;
export type ConferenceCreate = z.output<typeof ConferenceCreateSchema>;

/** `PATCH /api/conferences/{id}`: a new name and/or a new list of teams (which replaces the old one). */
export const ConferenceUpdateSchema = z.object({
  name: nameField().describe('Conference name').optional(),
  team_ids: teamIdsField().optional(),
});
export type ConferenceUpdateInput = z.input<typeof ConferenceUpdateSchema>;
export type ConferenceUpdate = z.output<typeof ConferenceUpdateSchema>;

export const ConferenceSchema = z.object({
  id: IdSchema,
  season_id: IdSchema,
  name: z.string(),
  team_ids: z.array(IdSchema),
});
export type Conference = z.infer<typeof ConferenceSchema>;

/** `GET /api/conferences?season_id=`. */
export const ConferenceListQuerySchema = z.object({ season_id: idField() });
export const ConferenceListSchema = z.object({ conferences: z.array(ConferenceSchema) });
export type ConferenceList = z.infer<typeof ConferenceListSchema>;
