import { z } from 'zod';

const count = () => z.number().int().min(0);

/**
 * `GET /api/teams/{id}/dependents`: what deleting the team takes with it, for the confirmation to name
 * before anything is deleted (docs/teams.md, "Deleting a team").
 */
export const TeamDependentsSchema = z.object({
  games: count().describe(
    'Games and practices the team plays in; they are deleted and their timeslots freed',
  ),
  team_people: count().describe('Coach, staff and player entries; the people themselves stay'),
  home_venues: count().describe('Home venue links; the venues stay'),
  time_constraints: count().describe(
    'Its date/time constraints and other teams’ "cannot play" constraints that name it',
  ),
  calendar_feeds: count().describe('Calendar subscriptions of the team, which stop updating'),
});
export type TeamDependents = z.infer<typeof TeamDependentsSchema>;
