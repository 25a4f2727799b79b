import { z } from 'zod';

const count = () => z.number().int().min(0);

/**
 * `GET /api/venues/{id}/dependents`: what deleting the venue takes with it, for the confirmation to name
 * before anything is deleted (docs/venues.md, "Deleting a venue").
 */
export const VenueDependentsSchema = z.object({
  surfaces: count().describe('Its surfaces, deleted with it'),
  timeslots: count().describe('Timeslots on its surfaces, deleted with it'),
  games: count().describe('Games placed in those timeslots; they stay in their schedules, unscheduled'),
  home_teams: count().describe('Teams with it as a home venue; the teams stay'),
});
export type VenueDependents = z.infer<typeof VenueDependentsSchema>;
