import {
  AuthProvidersSchema,
  OAuthCallbackAnswerSchema,
  OAuthCallbackBodySchema,
  SportsengineConnectSchema,
  SportsengineStatusSchema,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_COOKIE, setSessionCookie } from '../../auth/cookies.ts';
import { callerOf, organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { HttpError } from '../../http/http-error.ts';
import { authRateLimit } from '../../http/rate-limit.ts';
import { createSession } from '../users/create-session.ts';
import { disconnect, finishConnect } from './finish-connect.ts';
import { loadSportsengineStatus } from './load-status.ts';
import { authorizeUrl } from './oauth.ts';
import { newTrip, OAUTH_COOKIE, OAUTH_TRIP_MS, openTrip, safeReturnPath, sealTrip } from './oauth-state.ts';
import { signInWithSportsengine } from './sign-in-with-sportsengine.ts';

const tags = ['sportsengine'];

/** The link's settings, or 503 naming SportsEngine when this server has none (docs/sportsengine.md#configuration). */
export function sportsengineSettings(app: FastifyInstance) {
  if (!app.env.sportsengine) {
    throw new HttpError(503, { sportsengine: ['is not set up on this server'] });
  }
  return app.env.sportsengine;
}

/**
 * Connecting an organisation to SportsEngine and signing in with it (docs/sportsengine.md#connecting): both
 * trips go to SportsEngine's authorize page with PKCE and come back to the web app's /oauth/callback, which
 * posts the code here; a signed cookie says what the trip was for.
 */
export const sportsengineLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const redirectUri = `${app.env.appUrl}/oauth/callback`;
  const tripCookie = { httpOnly: true, sameSite: 'lax' as const, secure: app.env.cookieSecure, path: '/api' };

  app.get(
    '/sportsengine',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Whether SportsEngine is set up here and the current organisation connected',
        tags,
        response: { 200: SportsengineStatusSchema, ...errorResponses },
      },
    },
    async (request) =>
      loadSportsengineStatus(app.db, app.env.sportsengine, organizationOf(request).organizationId),
  );

  app.post(
    '/sportsengine/connect',
    {
      config: { access: 'owner' },
      schema: {
        summary: 'Start connecting the organisation: answers the SportsEngine authorize page to go to',
        description: 'Owner only. A reconnect starts the same way; the new grant replaces the old one.',
        tags,
        response: { 200: SportsengineConnectSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const settings = sportsengineSettings(app);
      const { trip, challenge } = newTrip({
        purpose: 'connect',
        userId: callerOf(request).user.id,
        organizationId: organizationOf(request).organizationId,
      });
      reply.setCookie(OAUTH_COOKIE, sealTrip(app.env.sessionSecret, trip), {
        ...tripCookie,
        maxAge: OAUTH_TRIP_MS / 1000,
      });
      return { url: authorizeUrl(settings, { redirectUri, state: trip.state, codeChallenge: challenge }) };
    },
  );

  app.delete(
    '/sportsengine',
    {
      config: { access: 'owner' },
      schema: {
        summary: 'Disconnect the organisation from SportsEngine (its stored tokens are deleted)',
        tags,
        response: { 200: SportsengineStatusSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { organizationId } = organizationOf(request);
      await disconnect(app.db, organizationId);
      return loadSportsengineStatus(app.db, app.env.sportsengine, organizationId);
    },
  );

  app.get(
    '/auth/providers',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign-in providers besides email',
        tags: ['session'],
        response: { 200: AuthProvidersSchema, ...errorResponses },
      },
    },
    async () => ({ sportsengine: app.env.sportsengine !== undefined }),
  );

  app.get(
    '/auth/sportsengine',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign in or sign up with SportsEngine: redirects to its authorize page',
        tags: ['session'],
        querystring: z.object({ return: z.string().max(500).optional() }),
      },
    },
    async (request, reply) => {
      const settings = sportsengineSettings(app);
      const { trip, challenge } = newTrip({
        purpose: 'sign_in',
        returnTo: safeReturnPath(request.query.return),
      });
      reply.setCookie(OAUTH_COOKIE, sealTrip(app.env.sessionSecret, trip), {
        ...tripCookie,
        maxAge: OAUTH_TRIP_MS / 1000,
      });
      return reply.redirect(
        authorizeUrl(settings, { redirectUri, state: trip.state, codeChallenge: challenge }),
      );
    },
  );

  app.post(
    '/oauth/sportsengine',
    {
      // Public, as a sign-in is; a connect trip checks its owner in the service (signedInAccess resolves the
      // caller when there is a session). Limited per client address as the other sign-in routes are: it can
      // make an account.
      config: { ...authRateLimit(app), access: 'public', signedInAccess: 'signedIn' },
      schema: {
        summary: 'Finish a SportsEngine trip: connect the organisation, or sign in',
        description:
          'The web app’s /oauth/callback posts the code and state SportsEngine sent back. The trip’s cookie says ' +
          'whether it connects (the owner who started it) or signs in. 400 on state for a missing, expired or ' +
          'foreign trip; 502 on sportsengine when SportsEngine refuses the code.',
        tags,
        body: OAuthCallbackBodySchema,
        response: { 200: OAuthCallbackAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const settings = sportsengineSettings(app);
      const trip = openTrip(app.env.sessionSecret, request.cookies[OAUTH_COOKIE], request.body.state);
      // One use: the cookie goes whatever happens next.
      reply.clearCookie(OAUTH_COOKIE, tripCookie);
      if (!trip) {
        throw new HttpError(400, {
          state: ['does not match a SportsEngine sign-in or connection started here in the last 10 minutes'],
        });
      }
      if (trip.purpose === 'connect') {
        const organizationId = await finishConnect(app.db, settings, {
          trip,
          callerId: request.access?.caller?.user.id ?? null,
          code: request.body.code,
          redirectUri,
        });
        return {
          purpose: 'connect' as const,
          status: await loadSportsengineStatus(app.db, settings, organizationId),
          return_to: null,
          created: false,
        };
      }
      const { user, created } = await signInWithSportsengine(app.db, settings, {
        trip,
        code: request.body.code,
        redirectUri,
        timezone: request.body.timezone,
      });
      const { token } = await createSession({
        db: app.db,
        userId: user.id,
        previousToken: request.cookies[SESSION_COOKIE],
      });
      setSessionCookie(reply, app.env.cookieSecure, token);
      return { purpose: 'sign_in' as const, status: null, return_to: trip.returnTo ?? '/', created };
    },
  );
};
