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
import { storeImage } from '../uploads/store-image.ts';
import { loadPublicWebpage } from './load-public-webpage.ts';
import { LOGO_FIELD, logoOf, readSettingsForm, registerSettingsForm } from './read-settings-form.ts';
import { toggleLeaguePage } from './toggle-league-page.ts';
import { updateLeaguePage } from './update-league-page.ts';
import { updatePublicWebpage } from './update-public-webpage.ts';

const tags = ['public-site'];

/**
 * The public site's settings (docs/public-site.md#settings), for owners and admins: the organisation's site
 * (slug, logo, home text, section switches, roster names) and each league's page (season, slug, display,
 * published).
 */
export const publicSiteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerSettingsForm(app);

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
      return loadPublicWebpage(app.db, { organizationId, userId: user.id });
    },
  );

  app.patch(
    '/public_webpages/:id',
    {
      config: { access: 'manager' },
      preValidation: readSettingsForm,
      schema: {
        summary:
          'Change the public site settings (the slug once; the home text is sanitised), as JSON or as a multipart form with the logo',
        tags,
        consumes: ['application/json', 'multipart/form-data'],
        params: IdParamsSchema,
        body: PublicWebpageUpdateSchema,
        response: { 200: PublicWebpageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { organizationId, user } = organizationOf(request);
      const logo = logoOf(request);
      await updatePublicWebpage(app.db, {
        organizationId,
        webpageId: request.params.id,
        changes: request.body,
        storeLogo: logo
          ? async () =>
              (
                await storeImage(app.uploads, {
                  organizationId,
                  bytes: logo,
                  key: LOGO_FIELD,
                  field: LOGO_FIELD,
                })
              ).key
          : undefined,
      });
      return loadPublicWebpage(app.db, { organizationId, userId: user.id });
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
