import {
  IdParamsSchema,
  PublicLeaguePageSchema,
  PublicLeaguePageSlugParamsSchema,
  PublicLeaguePageUpdateSchema,
  PublicWebpageSchema,
  PublicWebpageUpdateSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { loadPublicWebpage } from './load-public-webpage.ts';
import type { LogoUrl } from './logo-url.ts';
import { toggleLeaguePage } from './toggle-league-page.ts';
import { updateLeaguePage } from './update-league-page.ts';
import { updatePublicWebpage } from './update-public-webpage.ts';

const tags = ['public-site'];

/**
 * The public site's settings (docs/public-site.md#settings), for owners and admins: the organisation's site
 * (slug, logo, home text, section switches, roster names) and each league's page (season, slug, display,
 * published).
 */
export function publicSiteSettingsRoutes(logoUrl: LogoUrl): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/public_webpage',
      {
        config: { access: 'manager' },
        schema: {
          summary: 'The organisation’s public site settings and the current league’s public page',
          tags,
          response: { 200: PublicWebpageSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { organizationId, user } = organizationOf(request);
        return loadPublicWebpage(app.db, { organizationId, userId: user.id, logoUrl });
      },
    );

    app.patch(
      '/public_webpages/:id',
      {
        config: { access: 'manager' },
        schema: {
          summary: 'Change the public site settings (the slug once); sanitises the home text',
          tags,
          params: IdParamsSchema,
          body: PublicWebpageUpdateSchema,
          response: { 200: PublicWebpageSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { organizationId, user } = organizationOf(request);
        await updatePublicWebpage(app.db, {
          organizationId,
          webpageId: request.params.id,
          changes: request.body,
        });
        return loadPublicWebpage(app.db, { organizationId, userId: user.id, logoUrl });
      },
    );

    app.patch(
      '/public_league_pages/:slug',
      {
        config: { access: 'manager' },
        schema: {
          summary: 'Choose the season a league page shows, its slug and whether the league is displayed',
          tags,
          params: PublicLeaguePageSlugParamsSchema,
          body: PublicLeaguePageUpdateSchema,
          response: { 200: PublicLeaguePageSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { organizationId } = organizationOf(request);
        return updateLeaguePage(app.db, { organizationId, slug: request.params.slug, changes: request.body });
      },
    );

    app.post(
      '/public_league_pages/:slug/toggle_published',
      {
        config: { access: 'manager' },
        schema: {
          summary: 'Publish a league page, or unpublish it (effective on the next public request)',
          tags,
          params: PublicLeaguePageSlugParamsSchema,
          response: { 200: PublicLeaguePageSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { organizationId } = organizationOf(request);
        return toggleLeaguePage(app.db, { organizationId, slug: request.params.slug });
      },
    );
  };
}
