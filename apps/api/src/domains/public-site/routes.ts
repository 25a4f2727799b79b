import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LogoUrl } from './logo-url.ts';
import { publicSiteReadRoutes } from './routes-reads.ts';
import { publicSiteSettingsRoutes } from './routes-settings.ts';

/** The public league website's API (docs/public-site.md): its settings and its anonymous reads. */
export const publicSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  const logoUrl: LogoUrl = (key) => (key === null ? null : `/api/uploads/${key}`);
  await app.register(publicSiteSettingsRoutes(logoUrl));
  await app.register(publicSiteReadRoutes(logoUrl));
};
