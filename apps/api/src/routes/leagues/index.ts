import { LeagueInfoSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../auth/caller.ts';
import { presentOrganization } from '../../presenters/present-organization.ts';
import { presentUser } from '../../presenters/present-user.ts';
import { loadLeagueInfo } from '../../services/load-league-info.ts';
import { errorResponses } from '../error-responses.ts';

/** GET /api/leagues: the shell's league information, all scoped to the caller's current organisation. */
export const leagueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/leagues',
    {
      schema: {
        summary: 'League information: organisations, the current one, its leagues and the user',
        tags: ['leagues'],
        response: { 200: LeagueInfoSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = await requireCaller(request);
      const info = await loadLeagueInfo({ db: app.db, user });
      return {
        organizations: info.organizations.map((o) => presentOrganization(o.organization, o.role)),
        current_organization: presentOrganization(info.current.organization, info.current.role),
        leagues: [],
        user: presentUser(info.user, info.current.role === 1),
      };
    },
  );
};
