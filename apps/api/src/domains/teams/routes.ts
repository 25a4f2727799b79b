import {
  IdParamsSchema,
  IdSchema,
  OkResponseSchema,
  PageQuerySchema,
  SeasonTeamsPageSchema,
  TeamCreateSchema,
  TeamDependentsSchema,
  TeamPersonInputSchema,
  TeamSchema,
  TeamUpdateSchema,
  TravelConstraintUpdateSchema,
  VenueTeamInputSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { addHomeVenue } from './add-home-venue.ts';
import { addTeamPerson } from './add-team-person.ts';
import { countTeamDependents } from './count-team-dependents.ts';
import { createTeams } from './create-teams.ts';
import { deleteTeam } from './delete-team.ts';
import { requireTeamDetails } from './find-team.ts';
import { listSeasonTeams } from './list-season-teams.ts';
import { presentTeam } from './present-team.ts';
import { removeHomeVenue } from './remove-home-venue.ts';
import { removeTeamPerson } from './remove-team-person.ts';
import { setTravelConstraint } from './set-travel-constraint.ts';
import { updateTeam } from './update-team.ts';

// The team comes from the path on these routes, so the contract's team_id is not asked for in the body.
const TeamPersonBodySchema = TeamPersonInputSchema.omit({ team_id: true });
const HomeVenueBodySchema = VenueTeamInputSchema.omit({ team_id: true });
const TeamPersonParamsSchema = IdParamsSchema.extend({ team_person_id: IdSchema });
const HomeVenueParamsSchema = IdParamsSchema.extend({ venue_id: IdSchema });
const TeamsResponseSchema = z.object({ teams: z.array(TeamSchema) });

/**
 * Teams of the caller's organisation with their people, home venues and travel limits. Every member reads;
 * owners and admins change (403 for users); another organisation's ids answer 404.
 */
export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/teams',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Create several teams (blank-named rows are dropped); each joins its division’s season',
        tags: ['teams'],
        body: TeamCreateSchema,
        response: { 201: TeamsResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const access = organizationOf(request);
      const created = await createTeams({
        db: app.db,
        organizationId: access.organizationId,
        input: request.body,
      });
      return reply.code(201).send({ teams: created.map(presentTeam) });
    },
  );

  app.get(
    '/teams/:id',
    {
      config: { access: 'member' },
      schema: {
        summary: 'The team page: division, coaches, staff, players, home venues and constraints',
        tags: ['teams'],
        params: IdParamsSchema,
        response: { 200: TeamSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      return presentTeam(
        await requireTeamDetails(app.db, {
          organizationId: access.organizationId,
          teamId: request.params.id,
        }),
      );
    },
  );

  app.patch(
    '/teams/:id',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Replace a team’s fields; it may move to another division of its season',
        tags: ['teams'],
        params: IdParamsSchema,
        body: TeamUpdateSchema,
        response: { 200: TeamSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      return presentTeam(
        await updateTeam({
          db: app.db,
          organizationId: access.organizationId,
          teamId: request.params.id,
          input: request.body,
        }),
      );
    },
  );

  app.get(
    '/teams/:id/dependents',
    {
      config: { access: 'member' },
      schema: {
        summary: 'What deleting the team takes with it: games, team people, home venues, constraints, feeds',
        tags: ['teams'],
        params: IdParamsSchema,
        response: { 200: TeamDependentsSchema, ...errorResponses },
      },
    },
    async (request) =>
      countTeamDependents(app.db, {
        organizationId: organizationOf(request).organizationId,
        teamId: request.params.id,
      }),
  );

  app.delete(
    '/teams/:id',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Delete a team with its people links, home venues and constraints',
        tags: ['teams'],
        params: IdParamsSchema,
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      await deleteTeam({ db: app.db, organizationId: access.organizationId, teamId: request.params.id });
      return { ok: true as const };
    },
  );

  app.post(
    '/teams/:id/people',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Give a person of the season a role on the team (only people flagged for that role)',
        tags: ['teams'],
        params: IdParamsSchema,
        body: TeamPersonBodySchema,
        response: { 200: TeamSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      return presentTeam(
        await addTeamPerson({
          db: app.db,
          organizationId: access.organizationId,
          teamId: request.params.id,
          personId: request.body.person_id,
          role: request.body.role,
        }),
      );
    },
  );

  app.delete(
    '/teams/:id/people/:team_person_id',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Remove a team-person entry (the person stays)',
        tags: ['teams'],
        params: TeamPersonParamsSchema,
        response: { 200: TeamSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      return presentTeam(
        await removeTeamPerson({
          db: app.db,
          organizationId: access.organizationId,
          teamId: request.params.id,
          teamPersonId: request.params.team_person_id,
        }),
      );
    },
  );

  app.post(
    '/teams/:id/venues',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Add a home venue of the season to the team',
        tags: ['teams'],
        params: IdParamsSchema,
        body: HomeVenueBodySchema,
        response: { 200: TeamSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      return presentTeam(
        await addHomeVenue({
          db: app.db,
          organizationId: access.organizationId,
          teamId: request.params.id,
          venueId: request.body.venue_id,
        }),
      );
    },
  );

  app.delete(
    '/teams/:id/venues/:venue_id',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Remove a home venue from the team (the venue stays)',
        tags: ['teams'],
        params: HomeVenueParamsSchema,
        response: { 200: TeamSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      return presentTeam(
        await removeHomeVenue({
          db: app.db,
          organizationId: access.organizationId,
          teamId: request.params.id,
          venueId: request.params.venue_id,
        }),
      );
    },
  );

  app.put(
    '/teams/:id/travel_constraint',
    {
      config: { access: 'manager' },
      schema: {
        summary:
          'Set the team’s travel limits (0 is off; all 0 removes them); needs a home venue with an address',
        tags: ['teams'],
        params: IdParamsSchema,
        body: TravelConstraintUpdateSchema,
        response: { 200: TeamSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      return presentTeam(
        await setTravelConstraint({
          db: app.db,
          organizationId: access.organizationId,
          teamId: request.params.id,
          constraint: request.body.constraint,
          applyAll: request.body.applyAll,
        }),
      );
    },
  );

  app.get(
    '/seasons/:id/teams',
    {
      config: { access: 'member' },
      schema: {
        summary: 'One page of a season’s teams with their divisions (limit, cursor, q)',
        tags: ['teams'],
        params: IdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: SeasonTeamsPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      return listSeasonTeams({
        db: app.db,
        organizationId: access.organizationId,
        seasonId: request.params.id,
        query: request.query,
      });
    },
  );
};
