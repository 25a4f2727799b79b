import {
  AccountUpdateSchema,
  LocaleParamsSchema,
  OkResponseSchema,
  PasswordChangeSchema,
  PasswordForgotSchema,
  PasswordResetSchema,
  UserCreateResponseSchema,
  UserCreateSchema,
  UserSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findCaller } from '../../auth/caller.ts';
import { SESSION_COOKIE, setSessionCookie } from '../../auth/cookies.ts';
import { refuseWhileImpersonating } from '../../auth/impersonation.ts';
import { callerOf } from '../../http/access.ts';
import { refuseCrossSiteRequest } from '../../http/cross-site-guard.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { authRateLimit, clientKey, keyedRateLimit } from '../../http/rate-limit.ts';
import { renderMail } from '../../mail/messages.ts';
import { changePassword } from './change-password.ts';
import { confirmationLink } from './confirmation-link.ts';
import { createSession } from './create-session.ts';
import { createUser } from './create-user.ts';
import { loadSessionView } from './load-session-view.ts';
import { loadUserStanding } from './load-user-standing.ts';
import { presentUser } from './present-user.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';
import { switchLocale } from './switch-locale.ts';
import { isEmailChange, updateAccount } from './update-account.ts';

/** Accounts: sign-up, the current user, account settings, passwords and the interface language. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const max = app.env.rateLimitAuthMax;
  const HOUR = 60 * 60 * 1000;
  // Email changes mail a stranger's address, so they are limited per client and per account (docs/users.md).
  const emailChangesPerClient = keyedRateLimit(app, 'email-change-client', { max, timeWindow: 60_000 });
  const emailChangesPerAccount = keyedRateLimit(app, 'email-change-account', { max, timeWindow: HOUR });
  // Reset mail to one address, from however many clients: the route limit alone counts per client.
  const resetMailsPerAddress = keyedRateLimit(app, 'password-forgot-address', { max, timeWindow: HOUR });

  app.post(
    '/users',
    {
      config: { ...authRateLimit(app), access: 'public' },
      schema: {
        summary: 'Sign up: create a temporary account from an email and sign in',
        tags: ['users'],
        body: UserCreateSchema,
        response: { 201: UserCreateResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user, confirmationToken } = await createUser({ db: app.db, input: request.body });
      const { token } = await createSession({
        db: app.db,
        userId: user.id,
        previousToken: request.cookies[SESSION_COOKIE],
      });
      setSessionCookie(reply, app.env.cookieSecure, token);
      const link = confirmationLink(app.env.appUrl, confirmationToken);
      await app.mailer.send(renderMail('confirmAccount', { to: user.email, locale: user.locale, link }));
      return reply.code(201).send({ id: user.id, email: user.email });
    },
  );

  app.get(
    '/users/self',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'The signed-in user',
        tags: ['users'],
        response: { 200: UserSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      return presentUser(user, await loadUserStanding(app.db, user), await loadSessionView(request, user));
    },
  );

  app.patch(
    '/users/self',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'Update account settings; a new email waits for confirmation by link',
        tags: ['users'],
        body: AccountUpdateSchema,
        response: { 200: UserSchema, ...errorResponses },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { user } = caller;
      if (isEmailChange(user, request.body)) {
        refuseWhileImpersonating(caller, 'change its email');
        await emailChangesPerClient(request, clientKey(request));
        await emailChangesPerAccount(request, user.id);
      }
      const updated = await updateAccount({
        db: app.db,
        mailer: app.mailer,
        background: app.background,
        appUrl: app.env.appUrl,
        user,
        input: request.body,
      });
      return presentUser(
        updated,
        await loadUserStanding(app.db, updated),
        await loadSessionView(request, updated),
      );
    },
  );

  app.patch(
    '/users/self/password',
    {
      // A stolen session could otherwise guess the current password at full speed.
      config: { ...authRateLimit(app), access: 'signedIn' },
      schema: {
        summary: 'Set or change the password; other sessions end',
        tags: ['users'],
        body: PasswordChangeSchema,
        response: { 200: UserSchema, ...errorResponses },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      refuseWhileImpersonating(caller, 'change its password');
      const { user, sessionId } = caller;
      const updated = await changePassword({ db: app.db, user, sessionId, input: request.body });
      return presentUser(
        updated,
        await loadUserStanding(app.db, updated),
        await loadSessionView(request, updated),
      );
    },
  );

  app.post(
    '/users/password/forgot',
    {
      config: { ...authRateLimit(app), access: 'public' },
      schema: {
        summary:
          'Mail a password reset link (same answer, in the same time, whether or not the account exists)',
        tags: ['users'],
        body: PasswordForgotSchema,
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { email } = request.body;
      await resetMailsPerAddress(request, email);
      // The lookup, token and mail all run after the answer: an unknown address does less work, and the
      // answer's timing must not show it (docs/users.md).
      app.background.run('password reset mail', () =>
        requestPasswordReset({ db: app.db, mailer: app.mailer, appUrl: app.env.appUrl, email }),
      );
      return { ok: true as const };
    },
  );

  app.post(
    '/users/password/reset',
    {
      config: { ...authRateLimit(app), access: 'token' },
      schema: {
        summary: 'Set a new password from an emailed reset token',
        tags: ['users'],
        body: PasswordResetSchema,
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const caller = await findCaller(request);
      const { user, removedMembers } = await resetPassword({
        db: app.db,
        ...request.body,
        keepSessionId: caller?.sessionId,
      });
      const mail = renderMail('passwordChanged', {
        to: user.email,
        locale: user.locale,
        link: '',
        extra: removedMembers > 0 ? String(removedMembers) : '',
      });
      app.background.run('password changed mail', () => app.mailer.send(mail));
      return { ok: true as const };
    },
  );

  app.get(
    '/switch_locale/:locale',
    {
      config: { access: 'signedIn' },
      onRequest: refuseCrossSiteRequest,
      schema: {
        summary: 'Save the interface language',
        tags: ['users'],
        params: LocaleParamsSchema,
        response: { 200: UserSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      const updated = await switchLocale({ db: app.db, user, locale: request.params.locale });
      return presentUser(
        updated,
        await loadUserStanding(app.db, updated),
        await loadSessionView(request, updated),
      );
    },
  );
};
