import {
  AdminOrganizationPlanSchema,
  AdminOrganizationSchema,
  AdminSummaryQuerySchema,
  AdminSummarySchema,
  AdminUsersPageSchema,
  AdminUsersQuerySchema,
  IdParamsSchema,
  ImpersonateSchema,
  UserSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setSessionCookie } from '../../auth/cookies.ts';
import { callerOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { ownSessionView } from '../users/load-session-view.ts';
import { loadUserStanding } from '../users/load-user-standing.ts';
import { presentUser } from '../users/present-user.ts';
import { endImpersonation } from './end-impersonation.ts';
import { impersonateUser } from './impersonate-user.ts';
import { listAdminOrganizations } from './list-admin-organizations.ts';
import { listAdminUsers } from './list-admin-users.ts';
import { listImpersonationActions } from './list-impersonation-actions.ts';
import { presentAdminOrganization } from './present-admin-organization.ts';
import { setOrganizationPlan } from './set-organization-plan.ts';

/**
 * The site admins' routes (docs/admin.md): `admin` access, 403 to everyone else, and to a site admin's
 * impersonated session. Returning from impersonation is the one route the impersonated session itself calls.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/summary',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Users and organisations (each searched and paged), and the latest impersonation audit',
        tags: ['admin'],
        querystring: AdminSummaryQuerySchema,
        response: { 200: AdminSummarySchema, ...errorResponses },
      },
    },
    async (request) => {
      const { q, page, per_page, org_q, org_page, org_per_page } = request.query;
      const [users, organizations, recentActions] = await Promise.all([
        listAdminUsers(app.db, { q, page, perPage: per_page }, app.env.adminEmails),
        listAdminOrganizations(app.db, { q: org_q, page: org_page, perPage: org_per_page }),
        listImpersonationActions(app.db),
      ]);
      return { users, organizations, recent_actions: recentActions };
    },
  );

  app.get(
    '/dropshadows',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'The user directory of /dropshadows: users searched and paged, no actions',
        tags: ['admin'],
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUsersPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { q, page, per_page } = request.query;
      return listAdminUsers(app.db, { q, page, perPage: per_page }, app.env.adminEmails);
    },
  );

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

  app.post(
    '/admin/impersonate',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Open a user's account: the session becomes theirs, naming the admin (not another admin's)",
        tags: ['admin'],
        body: ImpersonateSchema,
        response: { 200: UserSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const admin = callerOf(request);
      const { user, token } = await impersonateUser({
        db: app.db,
        admin,
        email: request.body.email,
        adminEmails: app.env.adminEmails,
      });
      setSessionCookie(reply, app.env.cookieSecure, token);
      return presentUser(user, await loadUserStanding(app.db, user), {
        siteAdmin: false,
        impersonator: { id: admin.user.id, email: admin.user.email },
      });
    },
  );

  app.delete(
    '/admin/impersonate',
    {
      // The caller is the impersonated user, no site admin: the service checks the session's impersonator.
      config: { access: 'signedIn' },
      schema: {
        summary: "Return from impersonation to the site admin's own account",
        tags: ['admin'],
        response: { 200: UserSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { admin, token } = await endImpersonation({ db: app.db, caller: callerOf(request) });
      setSessionCookie(reply, app.env.cookieSecure, token);
      return presentUser(
        admin,
        await loadUserStanding(app.db, admin),
        ownSessionView(admin, app.env.adminEmails),
      );
    },
  );
};
