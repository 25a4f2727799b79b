import {
  IdParamsSchema,
  InvitationAcceptSchema,
  InvitationSchema,
  InvitationTokenQuerySchema,
  OkResponseSchema,
  OrganizationSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { acceptInvitation } from './accept-invitation.ts';
import { invitationOrganization } from './access.ts';
import { cancelInvitation } from './cancel-invitation.ts';
import { findInvitation } from './find-invitation.ts';
import { presentInvitation } from './present-invitation.ts';
import { presentOrganization } from './present-organization.ts';

/** Invitations: read with the emailed token (no session), accept (signed in as the invited email), cancel. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invitations/:id',
    {
      config: { access: 'token' },
      schema: {
        summary: 'The invitation behind an emailed link, for the accept page (no sign-in needed)',
        tags: ['invitations'],
        params: IdParamsSchema,
        querystring: InvitationTokenQuerySchema,
        response: { 200: InvitationSchema, ...errorResponses },
      },
    },
    async (request) => {
      const found = await findInvitation({
        db: app.db,
        invitationId: request.params.id,
        token: request.query.invitation_token,
      });
      return presentInvitation(found.invitation, found.organizationName, found.inviterName);
    },
  );

  app.delete(
    '/invitations/:id',
    {
      config: { access: 'manager', organization: invitationOrganization },
      schema: {
        summary: 'Cancel a pending invitation (owner or admin)',
        tags: ['invitations'],
        params: IdParamsSchema,
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await cancelInvitation({
        db: app.db,
        organizationId: organizationOf(request).organizationId,
        invitationId: request.params.id,
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/accept_invitation/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Accept an invitation: join with the invited role and switch to the organisation',
        tags: ['invitations'],
        params: IdParamsSchema,
        body: InvitationAcceptSchema,
        response: { 200: OrganizationSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      const joined = await acceptInvitation({
        db: app.db,
        user,
        invitationId: request.params.id,
        token: request.body.invitation_token,
      });
      return presentOrganization(joined.organization, joined.role);
    },
  );
};
