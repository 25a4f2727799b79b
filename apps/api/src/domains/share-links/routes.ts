import {
  EmbedParamsSchema,
  EmbedSchema,
  IdParamsSchema,
  OkResponseSchema,
  ShareLinkCreateSchema,
  ShareLinkSchema,
  ShareLinksQuerySchema,
  ShareLinksSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { publicCacheHeaders } from '../../http/public-cache.ts';
import { publicReadRateLimit } from '../../http/rate-limit.ts';
import { createShareLink } from './create-share-link.ts';
import { listShareLinks } from './list-share-links.ts';
import { loadEmbed } from './load-embed.ts';
import { presentShareLink } from './present-share-link.ts';
import { renderSharedCalendar } from './render-shared-calendar.ts';
import { revokeShareLink } from './revoke-share-link.ts';
import { rotateShareLink } from './rotate-share-link.ts';

const tags = ['share-links'];

/**
 * Revocable share links of a schedule, a team or a season's standings (docs/share-links.md): managers make,
 * list, rotate and revoke them; anyone with a live token reads the shared page and its calendar, rate-limited
 * and cached like the public site's reads (http/public-cache.ts).
 */
export const shareLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const appUrl = app.env.appUrl;

  app.get(
    '/share_links',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'The organisation’s share links, or those of one kind or thing',
        tags,
        querystring: ShareLinksQuerySchema,
        response: { 200: ShareLinksSchema, ...errorResponses },
      },
    },
    async (request) => {
      const links = await listShareLinks(app.db, {
        organizationId: organizationOf(request).organizationId,
        kind: request.query.kind,
        targetId: request.query.target_id,
      });
      return { share_links: links.map((link) => presentShareLink(link, appUrl)) };
    },
  );

  app.post(
    '/share_links',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'The share link of a schedule, team or season’s standings (made when it has none)',
        tags,
        body: ShareLinkCreateSchema,
        response: { 200: ShareLinkSchema, 201: ShareLinkSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { link, created } = await createShareLink(app.db, {
        organizationId: organizationOf(request).organizationId,
        input: request.body,
      });
      return reply.code(created ? 201 : 200).send(presentShareLink(link, appUrl));
    },
  );

  app.post(
    '/share_links/:id/rotate',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'A new token for the link; the old address stops working at once',
        tags,
        params: IdParamsSchema,
        response: { 200: ShareLinkSchema, ...errorResponses },
      },
    },
    async (request) =>
      presentShareLink(
        await rotateShareLink(app.db, {
          organizationId: organizationOf(request).organizationId,
          id: request.params.id,
        }),
        appUrl,
      ),
  );

  app.delete(
    '/share_links/:id',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Revoke a share link: its page, embed and calendar answer 404 at once',
        tags,
        params: IdParamsSchema,
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await revokeShareLink(app.db, {
        organizationId: organizationOf(request).organizationId,
        id: request.params.id,
      });
      return { ok: true as const };
    },
  );

  // `token`: the unguessable token in the URL is the key (docs/api.md#who-may-call-a-route).
  const read = { access: 'token', ...publicReadRateLimit(app) } as const;

  app.get(
    '/embed/:token',
    {
      config: read,
      onSend: publicCacheHeaders,
      schema: {
        summary: 'What a share link shows (a schedule, a team’s games or standings); no sign-in',
        tags,
        params: EmbedParamsSchema,
        response: { 200: EmbedSchema, ...errorResponses },
      },
    },
    async (request) => loadEmbed(app.db, { token: request.params.token, appUrl }),
  );

  app.get(
    '/embed/:token/calendar.ics',
    {
      config: read,
      onSend: publicCacheHeaders,
      schema: {
        summary: 'The iCalendar of a shared schedule or team; no sign-in, gone with the link',
        tags,
        params: EmbedParamsSchema,
        response: { 200: z.string().describe('text/calendar'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = await renderSharedCalendar(app.db, {
        token: request.params.token,
        host: new URL(appUrl).host,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="schedule.ics"')
        .send(body);
    },
  );
};
