import {
  type Team,
  type TeamRole,
  TeamSchema,
  type TimeConstraintInput,
  type TravelConstraintInput,
} from '@app/contracts';
import { api } from '../../../lib/api-client.ts';

const team = (id: string) => `/api/teams/${encodeURIComponent(id)}`;
const constraint = (id: string) => `/api/time_constraints/${encodeURIComponent(id)}`;

/**
 * Every change made from the team page. Each answers the whole team page (TeamSchema), so the page
 * refreshes from the answer of one call instead of refetching.
 */
export const teamRequests = {
  addPerson: (teamId: string, personId: string, role: TeamRole): Promise<Team> =>
    api.post(`${team(teamId)}/people`, { person_id: personId, role }, TeamSchema),
  removePerson: (teamId: string, teamPersonId: string): Promise<Team> =>
    api.delete(`${team(teamId)}/people/${encodeURIComponent(teamPersonId)}`, undefined, TeamSchema),
  addHomeVenue: (teamId: string, venueId: string): Promise<Team> =>
    api.post(`${team(teamId)}/venues`, { venue_id: venueId }, TeamSchema),
  removeHomeVenue: (teamId: string, venueId: string): Promise<Team> =>
    api.delete(`${team(teamId)}/venues/${encodeURIComponent(venueId)}`, undefined, TeamSchema),
  createTimeConstraint: (teamId: string, input: TimeConstraintInput, applyAll: boolean): Promise<Team> =>
    api.post(`${team(teamId)}/time_constraints`, { constraint: input, applyAll }, TeamSchema),
  updateTimeConstraint: (constraintId: string, input: TimeConstraintInput): Promise<Team> =>
    api.patch(constraint(constraintId), input, TeamSchema),
  deleteTimeConstraint: (constraintId: string): Promise<Team> =>
    api.delete(constraint(constraintId), undefined, TeamSchema),
  setTravelConstraint: (teamId: string, input: TravelConstraintInput, applyAll: boolean): Promise<Team> =>
    api.put(`${team(teamId)}/travel_constraint`, { constraint: input, applyAll }, TeamSchema),
};
