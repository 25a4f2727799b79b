import {
  IdParamsSchema,
  IdSchema,
  PublicDivisionsSchema,
  PublicLeagueSiteParamsSchema,
  PublicLeagueSiteSchema,
  PublicScoresSchema,
  PublicTeamSchema,
  StandingsSchema,
  WebpageByDomainQuerySchema,
  WebpageByDomainSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { presenterSerializer } from '../../http/presenter-serializer.ts';
import { publicCacheHeaders } from '../../http/public-cache.ts';
import { publicReadRateLimit } from '../../http/rate-limit.ts';
import { findWebpageByDomain } from './find-webpage-by-domain.ts';
import { loadPublicDivisions } from './load-public-divisions.ts';
import { loadPublicLeagueSite } from './load-public-league-site.ts';
import { loadPublicScores } from './load-public-scores.ts';
import { loadPublicStandings } from './load-public-standings.ts';
import { loadPublicTeam } from './load-public-team.ts';
import { renderPublicCalendar } from './render-public-calendar.ts';

const tags = ['public-site'];

/**
 * The public site's anonymous reads (docs/public-site.md#reads). Each checks on every request that a
 * published league page shows the season and that the site shows the section, and answers 404 otherwise,
 * with nothing about the data. Answers carry an ETag and a short max-age (http/public-cache.ts), and each
 * route counts RATE_LIMIT_PUBLIC_MAX requests a minute per client.
 */
export const publicSiteReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { access: 'public', ...publicReadRateLimit(app) } as const;
  const onSend = publicCacheHeaders;

  app.get(
    '/webpage_by_domain',
    {
      config: read,
      onSend,
      schema: {
        summary: 'The public site an address names and the league page to send the visitor to',
        tags,
        querystring: WebpageByDomainQuerySchema,
        response: { 200: WebpageByDomainSchema, ...errorResponses },
      },
    },
    async (request) => findWebpageByDomain(app.db, request.query.url),
  );

  app.get(
    '/public_league_pages/:org_slug/:league_slug',
    {
      config: read,
      onSend,
      schema: {
        summary: 'A published league’s site, by the slugs of /leagues/{org slug}/{league slug}',
        tags,
        params: PublicLeagueSiteParamsSchema,
        response: { 200: PublicLeagueSiteSchema, ...errorResponses },
      },
    },
    async (request) =>
      loadPublicLeagueSite(app.db, {
        orgSlug: request.params.org_slug,
        leagueSlug: request.params.league_slug,
      }),
  );

  app.get(
    '/public_league_pages/:id',
    {
      config: read,
      onSend,
      schema: {
        summary: 'A published league’s site, by the league’s id',
        tags,
        params: IdParamsSchema,
        response: { 200: PublicLeagueSiteSchema, ...errorResponses },
      },
    },
    async (request) => loadPublicLeagueSite(app.db, { leagueId: request.params.id }),
  );

  app.get(
    '/public_divisions/:id',
    {
      config: read,
      onSend,
      // Up to thousands of games: written as the presenter built them (http/presenter-serializer.ts).
      serializerCompiler: presenterSerializer,
      schema: {
        summary: 'A published season’s divisions with their teams and placed games (the schedule page)',
        tags,
        params: IdParamsSchema,
        response: { 200: PublicDivisionsSchema, ...errorResponses },
      },
    },
    async (request) => loadPublicDivisions(app.db, request.params.id),
  );

  app.get(
    '/public_scores/:id',
    {
      config: read,
      onSend,
      serializerCompiler: presenterSerializer,
      schema: {
        summary: 'A published season’s game scores in start order (when the site shows scores)',
        tags,
        params: IdParamsSchema,
        response: { 200: PublicScoresSchema, ...errorResponses },
      },
    },
    async (request) => loadPublicScores(app.db, request.params.id),
  );

  app.get(
    '/public_standings/:id',
    {
      config: read,
      onSend,
      schema: {
        summary: 'A published season’s standings tables (when the site shows standings)',
        tags,
        params: IdParamsSchema,
        response: { 200: StandingsSchema, ...errorResponses },
      },
    },
    async (request) => loadPublicStandings(app.db, request.params.id),
  );

  app.get(
    '/public_teams/:id',
    {
      config: read,
      onSend,
      schema: {
        summary: 'A team page of a published season: its games and, when shown, its roster',
        tags,
        params: IdParamsSchema,
        response: { 200: PublicTeamSchema, ...errorResponses },
      },
    },
    async (request) => loadPublicTeam(app.db, request.params.id),
  );

  app.get(
    '/public_calendars/:id',
    {
      config: read,
      onSend,
      schema: {
        summary: 'An iCalendar of a published season’s schedule, or of one team with team_id',
        tags,
        params: IdParamsSchema,
        querystring: z.object({ team_id: IdSchema.optional() }),
        response: { 200: z.string().describe('text/calendar'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = await renderPublicCalendar(app.db, {
        seasonId: request.params.id,
        teamId: request.query.team_id,
        host: new URL(app.env.appUrl).host,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="schedule.ics"')
        .send(body);
    },
  );
};
