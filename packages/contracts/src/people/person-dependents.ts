import { z } from 'zod';

/**
 * `GET /api/people/{id}/dependents`: what deleting the person takes with them, for the confirmation to
 * name before anything is deleted (docs/people.md, "Deleting a person").
 */
export const PersonDependentsSchema = z.object({
  team_people: z.number().int().min(0).describe('Coach, staff and player entries on teams; the teams stay'),
  teams: z.number().int().min(0).describe('Distinct teams those entries are on'),
});
export type PersonDependents = z.infer<typeof PersonDependentsSchema>;
