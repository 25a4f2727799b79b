import { ConfirmationQuerySchema, OkResponseSchema, UserSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { authRateLimit } from '../../http/rate-limit.ts';
import { confirmEmail } from './confirm-email.ts';
import { loadSessionView } from './load-session-view.ts';
import { loadUserStanding } from './load-user-standing.ts';
import { presentUser } from './present-user.ts';
import { sendConfirmation } from './send-confirmation.ts';

/** Email confirmation: resend the link (signed in) and open it (no session needed: the token is the proof). */
export const userConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/confirmation',
    {
      config: { ...authRateLimit(app), access: 'signedIn' },
      schema: {
        summary: 'Resend the confirmation link (to the pending new email when one waits)',
        tags: ['users'],
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      await sendConfirmation({ db: app.db, mailer: app.mailer, appUrl: app.env.appUrl, user });
      return { ok: true as const };
    },
  );

  app.get(
    '/user/confirmation',
    {
      config: { access: 'token' },
      schema: {
        summary: 'Confirm the account or a pending email change',
        tags: ['users'],
        querystring: ConfirmationQuerySchema,
        response: { 200: UserSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = await confirmEmail({ db: app.db, token: request.query.confirmation_token });
      return presentUser(user, await loadUserStanding(app.db, user), await loadSessionView(request, user));
    },
  );
};
