import {
  IdParamsSchema,
  OkResponseSchema,
  OrganizationUserSchema,
  OrganizationUserUpdateSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { membershipOrganization } from './access.ts';
import { presentMember } from './present-organization-user.ts';
import { removeMembership } from './remove-membership.ts';
import { updateMembership } from './update-membership.ts';

/** A member of an organisation, by membership id: change role or remove (owner or admin; never the owner). */
export const organizationUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/organization_users/:id',
    {
      config: { access: 'manager', organization: membershipOrganization },
      schema: {
        summary: "Change a member's role (owner or admin)",
        tags: ['organizations'],
        params: IdParamsSchema,
        body: OrganizationUserUpdateSchema,
        response: { 200: OrganizationUserSchema, ...errorResponses },
      },
    },
    async (request) => {
      const updated = await updateMembership({
        db: app.db,
        organizationId: organizationOf(request).organizationId,
        membershipId: request.params.id,
        input: request.body,
      });
      return presentMember(updated.membership, updated.user);
    },
  );

  app.delete(
    '/organization_users/:id',
    {
      config: { access: 'manager', organization: membershipOrganization },
      schema: {
        summary: 'Remove a member (owner or admin; never the owner)',
        tags: ['organizations'],
        params: IdParamsSchema,
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await removeMembership({
        db: app.db,
        organizationId: organizationOf(request).organizationId,
        membershipId: request.params.id,
      });
      return { ok: true as const };
    },
  );
};
