import { z } from 'zod';
import { SportsengineStatusSchema } from './platform.ts';

/**
 * Connecting an organisation and signing in with SportsEngine (docs/sportsengine.md#connecting): both go
 * through SportsEngine's authorize page and come back to the web app's /oauth/callback, which posts the code
 * and state here.
 */

/** `POST /api/sportsengine/connect`: where to send the owner (SportsEngine's authorize page). */
export const SportsengineConnectSchema = z.object({ url: z.string().url() });
export type SportsengineConnect = z.infer<typeof SportsengineConnectSchema>;

/** `POST /api/oauth/sportsengine`: what /oauth/callback received. */
export const OAuthCallbackBodySchema = z.object({
  code: z.string().trim().min(1, 'is required').max(2_000),
  state: z.string().trim().min(1, 'is required').max(200),
  timezone: z.string().max(100).optional().describe('The browser’s zone, for an account made by signing up'),
});
export type OAuthCallbackBody = z.infer<typeof OAuthCallbackBodySchema>;

export const OAuthCallbackAnswerSchema = z.object({
  purpose: z.enum(['connect', 'sign_in']),
  status: SportsengineStatusSchema.nullable().describe('The connection, after a connect'),
  return_to: z.string().nullable().describe('Where a sign-in goes next (a path of this app)'),
  created: z.boolean().describe('The sign-in made a new account'),
});
export type OAuthCallbackAnswer = z.infer<typeof OAuthCallbackAnswerSchema>;

/** `GET /api/auth/providers` (public): the sign-in providers this server offers besides email. */
export const AuthProvidersSchema = z.object({ sportsengine: z.boolean() });
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;
