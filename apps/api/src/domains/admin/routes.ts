import { AdminOrganizationPlanSchema, AdminOrganizationSchema, IdParamsSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { presentAdminOrganization } from './present-admin-organization.ts';
import { setOrganizationPlan } from './set-organization-plan.ts';

/** The site admins' routes (docs/admin.md): `admin` access, 403 to everyone else. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/admin/organizations/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Set an organisation's plan by hand",
        tags: ['admin'],
        params: IdParamsSchema,
        body: AdminOrganizationPlanSchema,
        response: { 200: AdminOrganizationSchema, ...errorResponses },
      },
    },
    async (request) =>
      presentAdminOrganization(
        await setOrganizationPlan(app.db, { organizationId: request.params.id, plan: request.body.plan }),
      ),
  );
};
