import { OkResponseSchema, SessionCreateSchema, UserSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../auth/cookies.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { authRateLimit } from '../../http/rate-limit.ts';
import { authenticateUser } from './authenticate-user.ts';
import { createSession } from './create-session.ts';
import { deleteSession } from './delete-session.ts';
import { ownSessionView } from './load-session-view.ts';
import { loadUserStanding } from './load-user-standing.ts';
import { presentUser } from './present-user.ts';

/** POST /api/session signs in (rotating the session id); DELETE /api/session signs out. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/session',
    {
      config: { ...authRateLimit(app), access: 'public' },
      schema: {
        summary: 'Sign in',
        tags: ['session'],
        body: SessionCreateSchema,
        response: { 200: UserSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await authenticateUser({ db: app.db, ...request.body });
      const { token } = await createSession({
        db: app.db,
        userId: user.id,
        previousToken: request.cookies[SESSION_COOKIE],
      });
      setSessionCookie(reply, app.env.cookieSecure, token);
      return presentUser(
        user,
        await loadUserStanding(app.db, user),
        ownSessionView(user, app.env.adminEmails),
      );
    },
  );

  app.delete(
    '/session',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign out',
        tags: ['session'],
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteSession({ db: app.db, token: request.cookies[SESSION_COOKIE] });
      clearSessionCookie(reply, app.env.cookieSecure);
      return { ok: true as const };
    },
  );
};
