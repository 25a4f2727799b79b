import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSiteReadRoutes } from './routes-reads.ts';
import { publicSiteSettingsRoutes } from './routes-settings.ts';

/** The public league website's API (docs/public-site.md): its settings and its anonymous reads. */
export const publicSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicSiteSettingsRoutes);
  await app.register(publicSiteReadRoutes);
};
