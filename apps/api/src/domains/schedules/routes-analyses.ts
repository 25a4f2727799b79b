import {
  BalancesSchema,
  ConflictsSchema,
  ExportQuerySchema,
  FeedCreateSchema,
  FeedSchema,
  IdParamsSchema,
  MasterListSchema,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { sendJsonText } from '../../http/presenter-serializer.ts';
import { attachmentHeader } from '../../lib/attachment-header.ts';
import { countExport } from '../free-tier/count-export.ts';
import { requestMasksGames } from '../games/hidden-games.ts';
import { balancesOf, conflictsOf } from './analyse-game-set.ts';
import { ensureCalendarFeed, findCalendarFeed, renderCalendar } from './calendar-feed.ts';
import { exportGameSet } from './export-game-set.ts';
import { loadGameSet } from './load-game-set.ts';
import { loadMasterList } from './load-master-list.ts';
import { presentMasterList } from './present-master-list.ts';

const tags = ['schedules'];

/**
 * Balances, conflicts, exports and iCalendar feeds of a schedule, or of the whole season for the master
 * list (docs/schedules.md). Reads for every member of the organisation; another organisation's ids 404.
 * Feeds are public by their unguessable token; share links and embeds are the share-links domain's.
 */
export const scheduleAnalysisRoutes: FastifyPluginAsyncZod = async (app) => {
  const scheduleSet = async (request: FastifyRequest<{ Params: { id: string } }>) =>
    loadGameSet(app.db, {
      organizationId: organizationOf(request).organizationId,
      scheduleId: request.params.id,
    });
  const seasonSet = async (request: FastifyRequest<{ Params: { id: string } }>) =>
    loadGameSet(app.db, {
      organizationId: organizationOf(request).organizationId,
      seasonId: request.params.id,
    });

  for (const [scope, load] of [
    ['schedules', scheduleSet],
    ['seasons', seasonSet],
  ] as const) {
    const of = scope === 'schedules' ? "a schedule's games" : "every game of the season (the master list's)";
    app.get(
      `/${scope}/:id/balances`,
      {
        config: { access: 'member' },
        schema: {
          summary: `The six balance tables of ${of}`,
          tags,
          params: IdParamsSchema,
          response: { 200: BalancesSchema, ...errorResponses },
        },
      },
      async (request) => balancesOf(await load(request)),
    );
    app.get(
      `/${scope}/:id/conflicts`,
      {
        config: { access: 'member' },
        schema: {
          summary: `Surface, team, team-week, team-time and coach conflicts of ${of}`,
          tags,
          params: IdParamsSchema,
          response: { 200: ConflictsSchema, ...errorResponses },
        },
      },
      async (request) => conflictsOf(await load(request)),
    );
    app.get(
      `/${scope}/:id/export`,
      {
        config: { access: 'member' },
        schema: {
          summary: `CSV of ${of}: main, one team's (team_id), rest weeks, or a platform's import format`,
          tags,
          params: IdParamsSchema,
          querystring: ExportQuerySchema,
          response: { 200: z.string().describe('text/csv'), ...errorResponses },
        },
      },
      async (request, reply) => {
        const { format, team_id: teamId } = request.query;
        const file = exportGameSet(await load(request), { format, teamId });
        // A download is an export: a free organisation has so many a month (docs/free-tier-limits.md).
        await countExport(app.db, organizationOf(request).organizationId);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', attachmentHeader(file.fileName))
          .send(file.body);
      },
    );
  }

  app.get(
    '/seasons/:id/games',
    {
      config: { access: 'member' },
      schema: {
        summary: 'The master game list: every game of the season with its teams, slots and schedules',
        tags,
        params: IdParamsSchema,
        response: { 200: MasterListSchema, ...errorResponses },
      },
    },
    // A season's list carries thousands of games: written out once, never parsed on the way out.
    async (request, reply) =>
      sendJsonText(
        reply,
        presentMasterList(
          await loadMasterList(app.db, {
            organizationId: organizationOf(request).organizationId,
            seasonId: request.params.id,
          }),
          requestMasksGames(request),
        ),
      ),
  );

  app.post(
    '/schedules/:id/feeds',
    {
      config: { access: 'member' },
      schema: {
        summary: 'A subscribe URL (iCalendar) for the schedule, or one of its teams',
        tags,
        params: IdParamsSchema,
        body: FeedCreateSchema,
        response: { 200: FeedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { organizationId } = organizationOf(request);
      const token = await ensureCalendarFeed(app.db, {
        organizationId,
        scheduleId: request.params.id,
        teamId: request.body.team_id,
      });
      return { url: `${app.env.appUrl}/api/feeds/${token}.ics` };
    },
  );

  app.get(
    '/feeds/:file',
    {
      config: { access: 'token' },
      schema: {
        summary: 'An iCalendar feed by its token (no sign-in: the token is the key)',
        tags,
        params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{20,}\.ics$/, 'is not a feed') }),
        response: { 200: z.string().describe('text/calendar'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const feed = await findCalendarFeed(app.db, request.params.file.replace(/\.ics$/, ''));
      const set = await loadGameSet(app.db, {
        organizationId: feed.organizationId,
        scheduleId: feed.scheduleId,
      });
      const body = renderCalendar(set, { teamId: feed.teamId, host: new URL(app.env.appUrl).host });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="schedule.ics"')
        .send(body);
    },
  );
};
