import {
  DashboardSchema,
  DashboardSearchQuerySchema,
  DashboardSearchResponseSchema,
  IdParamsSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { loadDashboard } from './load-dashboard.ts';
import { searchSeason } from './search-season.ts';

/** The dashboard's counts and search box for a season (every member; another organisation's season: 404). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seasons/:id/dashboard',
    {
      config: { access: 'member' },
      schema: {
        summary: 'The dashboard of a season: its league and the accordion counts',
        tags: ['dashboard'],
        params: IdParamsSchema,
        response: { 200: DashboardSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      return loadDashboard(app.db, { organizationId: access.organizationId, seasonId: request.params.id });
    },
  );

  app.get(
    '/seasons/:id/search',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Search the names of a season’s divisions, teams, schedules, people and venues',
        tags: ['dashboard'],
        params: IdParamsSchema,
        querystring: DashboardSearchQuerySchema,
        response: { 200: DashboardSearchResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      return searchSeason(app.db, {
        organizationId: access.organizationId,
        seasonId: request.params.id,
        q: request.query.q,
      });
    },
  );
};
