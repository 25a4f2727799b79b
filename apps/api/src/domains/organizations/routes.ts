import {
  IdParamsSchema,
  OrganizationSchema,
  OrganizationsResponseSchema,
  OrganizationUpdateSchema,
  OrganizationUserCreateSchema,
  OrganizationUserSchema,
  OrganizationUsersResponseSchema,
  UserSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, organizationOf } from '../../http/access.ts';
import { refuseCrossSiteRequest } from '../../http/cross-site-guard.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { authRateLimit } from '../../http/rate-limit.ts';
import { loadSessionView } from '../users/load-session-view.ts';
import { loadUserStanding } from '../users/load-user-standing.ts';
import { presentUser } from '../users/present-user.ts';
import { inviteUser } from './invite-user.ts';
import { listOrganizationUsers } from './list-organization-users.ts';
import { listOrganizations } from './list-organizations.ts';
import { presentOrganization } from './present-organization.ts';
import { presentInvitee, presentMember } from './present-organization-user.ts';
import { switchOrganization } from './switch-organization.ts';
import { updateOrganization } from './update-organization.ts';

/**
 * Organisations seen through the caller's memberships: an id the caller does not belong to is 404; every member
 * reads the organisation and lists its users; changes (rename, invite, change or remove members) need owner or
 * admin, else 403.
 */
export const organizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organizations',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: "The caller's organisations with their role in each",
        tags: ['organizations'],
        response: { 200: OrganizationsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      const rows = await listOrganizations(app.db, user.id);
      return { organizations: rows.map((r) => presentOrganization(r.organization, r.role)) };
    },
  );

  app.get(
    '/switch_organization/:id',
    {
      config: { access: 'member', organization: 'path' },
      onRequest: refuseCrossSiteRequest,
      schema: {
        summary: 'Make an organisation the current one',
        tags: ['organizations'],
        params: IdParamsSchema,
        response: { 200: UserSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user, organizationId } = organizationOf(request);
      const updated = await switchOrganization({ db: app.db, user, organizationId });
      return presentUser(
        updated,
        await loadUserStanding(app.db, updated),
        await loadSessionView(request, updated),
      );
    },
  );

  app.get(
    '/organizations/:id',
    {
      config: { access: 'member', organization: 'path' },
      schema: {
        summary: 'One organisation (any member; renaming is for owners and admins)',
        tags: ['organizations'],
        params: IdParamsSchema,
        response: { 200: OrganizationSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { organization, role } = organizationOf(request);
      return presentOrganization(organization, role);
    },
  );

  app.patch(
    '/organizations/:id',
    {
      config: { access: 'manager', organization: 'path' },
      schema: {
        summary: 'Rename an organisation (owner or admin)',
        tags: ['organizations'],
        params: IdParamsSchema,
        body: OrganizationUpdateSchema,
        response: { 200: OrganizationSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { organizationId, role } = organizationOf(request);
      const organization = await updateOrganization({ db: app.db, organizationId, input: request.body });
      return presentOrganization(organization, role);
    },
  );

  app.get(
    '/organizations/:id/users',
    {
      config: { access: 'member', organization: 'path' },
      schema: {
        summary: 'Members (active) and pending invitations (invited) of an organisation (any member)',
        tags: ['organizations'],
        params: IdParamsSchema,
        response: { 200: OrganizationUsersResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const result = await listOrganizationUsers(app.db, organizationOf(request).organizationId);
      return {
        users: [
          ...result.members.map((m) => presentMember(m.membership, m.user)),
          ...result.invitations.map(presentInvitee),
        ],
      };
    },
  );

  app.post(
    '/organizations/:id/users',
    {
      config: { ...authRateLimit(app), access: 'manager', organization: 'path' },
      schema: {
        summary: 'Invite a user by email (owner or admin); role defaults to admin (2)',
        tags: ['organizations'],
        params: IdParamsSchema,
        body: OrganizationUserCreateSchema,
        response: { 201: OrganizationUserSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user, organization } = organizationOf(request);
      const invitation = await inviteUser({
        db: app.db,
        mailer: app.mailer,
        appUrl: app.env.appUrl,
        inviter: user,
        organization,
        input: request.body,
      });
      return reply.code(201).send(presentInvitee(invitation));
    },
  );
};
