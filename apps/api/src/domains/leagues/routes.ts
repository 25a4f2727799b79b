import {
  CurrentSeasonSchema,
  IdParamsSchema,
  idField,
  LeagueCreateSchema,
  LeagueInfoSchema,
  LeagueSchema,
  LeagueSeasonIdsSchema,
  LeagueUpdateSchema,
  OkResponseSchema,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestSessionId } from '../../auth/caller.ts';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { unauthorized } from '../../http/http-error.ts';
import { presenterSerializer } from '../../http/presenter-serializer.ts';
import { createLeague } from './create-league.ts';
import { deleteLeague } from './delete-league.ts';
import { findLeague } from './find-league.ts';
import { type LeagueInfoData, loadLeagueInfo } from './load-league-info.ts';
import { presentLeague } from './present-league.ts';
import { presentLeagueInfo } from './present-league-info.ts';
import { selectCurrentSeason } from './select-current-season.ts';
import { updateLeague } from './update-league.ts';

// The route table lets a client switch league without naming a season (the league's first is chosen).
const CurrentSeasonBodySchema = CurrentSeasonSchema.extend({
  season_id: idField().optional().describe("Omitted: the league's first season"),
});

/** League information of the request's session (401 without one); the session lookup is part of the league
 * statement, so the shell's busiest call is one round trip. */
async function sessionLeagueInfo(request: FastifyRequest): Promise<LeagueInfoData> {
  const sessionId = requestSessionId(request);
  const info = sessionId ? await loadLeagueInfo({ db: request.server.db, sessionId }) : null;
  if (!info) throw unauthorized();
  return info;
}

/**
 * League information and leagues of the caller's current organisation: reads for every member, changes for
 * owners and admins (403 for users); another organisation's league ids answer 404.
 */
export const leaguesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/leagues',
    {
      config: { access: 'signedIn', sessionInHandler: true },
      schema: {
        summary:
          'League information: organisations, the current one, its leagues, the user and current season',
        tags: ['leagues'],
        response: { 200: LeagueInfoSchema, ...errorResponses },
      },
      // Every page load asks for this.
      serializerCompiler: presenterSerializer,
    },
    async (request) => presentLeagueInfo(await sessionLeagueInfo(request), app.env.adminEmails),
  );

  app.put(
    '/current_season',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Make a league and season current (no season: the league’s first)',
        tags: ['leagues'],
        body: CurrentSeasonBodySchema,
        response: { 200: LeagueInfoSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      await selectCurrentSeason({
        db: app.db,
        userId: access.user.id,
        organizationId: access.organizationId,
        leagueId: request.body.league_id,
        seasonId: request.body.season_id,
      });
      return presentLeagueInfo(await sessionLeagueInfo(request), app.env.adminEmails);
    },
  );

  app.post(
    '/leagues',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Create a league with its first season; both become current',
        tags: ['leagues'],
        body: LeagueCreateSchema,
        response: { 201: LeagueSeasonIdsSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const access = organizationOf(request);
      const ids = await createLeague({
        db: app.db,
        user: access.user,
        organizationId: access.organizationId,
        input: request.body,
      });
      return reply.code(201).send(ids);
    },
  );

  app.get(
    '/leagues/:id',
    {
      config: { access: 'member' },
      schema: {
        summary: 'One league with its seasons',
        tags: ['leagues'],
        params: IdParamsSchema,
        response: { 200: LeagueSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      return presentLeague(
        await findLeague(app.db, { organizationId: access.organizationId, leagueId: request.params.id }),
      );
    },
  );

  app.patch(
    '/leagues/:id',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Rename a league',
        tags: ['leagues'],
        params: IdParamsSchema,
        body: LeagueUpdateSchema,
        response: { 200: LeagueSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      return presentLeague(
        await updateLeague({
          db: app.db,
          organizationId: access.organizationId,
          leagueId: request.params.id,
          input: request.body,
        }),
      );
    },
  );

  app.delete(
    '/leagues/:id',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Delete a league with its seasons; the current one falls back to the first league',
        tags: ['leagues'],
        params: IdParamsSchema,
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      await deleteLeague({ db: app.db, organizationId: access.organizationId, leagueId: request.params.id });
      return { ok: true as const };
    },
  );
};
