import type { SportsengineEnv } from '../../env.ts';
import { PlatformError } from './platform-error.ts';

/** A token answer of SportsEngine's OAuth server (docs/sportsengine.md#connecting). */
export interface OAuthTokens {
  access_token: string;
  refresh_token?: string;
  expires_in?: number;
  scope?: string;
}

/** The SportsEngine user a token belongs to. */
export interface PlatformUser {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch {
    throw new PlatformError(`SportsEngine answered ${response.status} with something that is not JSON`);
  }
}

/** POST /oauth/token with the client's id and secret by Basic auth. */
async function requestToken(env: SportsengineEnv, form: Record<string, string>): Promise<OAuthTokens> {
  let response: Response;
  try {
    response = await fetch(`${env.authUrl}/oauth/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${env.clientId}:${env.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new PlatformError(`SportsEngine could not be reached (${(error as Error).message})`);
  }
  const body = await readJson(response);
  if (!response.ok || typeof body.access_token !== 'string') {
    const reason =
      [body.error, body.error_description].filter(Boolean).join(': ') || `status ${response.status}`;
    throw new PlatformError(`SportsEngine refused the token request (${reason})`);
  }
  return body as unknown as OAuthTokens;
}

/** Trades an authorization code (with its PKCE verifier) for tokens. */
export function exchangeCode(
  env: SportsengineEnv,
  input: { code: string; redirectUri: string; codeVerifier: string },
): Promise<OAuthTokens> {
  return requestToken(env, {
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.redirectUri,
    code_verifier: input.codeVerifier,
  });
}

/** A new token pair for a refresh token (the old refresh token stops working). */
export function refreshTokens(env: SportsengineEnv, refreshToken: string): Promise<OAuthTokens> {
  return requestToken(env, { grant_type: 'refresh_token', refresh_token: refreshToken });
}

/** The authorize page's address for a PKCE code challenge. */
export function authorizeUrl(
  env: SportsengineEnv,
  input: { redirectUri: string; state: string; codeChallenge: string },
): string {
  const url = new URL(`${env.authUrl}/oauth/authorize`);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', env.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('state', input.state);
  url.searchParams.set('code_challenge', input.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

/** GET /oauth/me: who the token belongs to, and whether SportsEngine has verified their email. */
export async function fetchPlatformUser(env: SportsengineEnv, accessToken: string): Promise<PlatformUser> {
  let response: Response;
  try {
    response = await fetch(`${env.authUrl}/oauth/me`, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new PlatformError(`SportsEngine could not be reached (${(error as Error).message})`);
  }
  const body = await readJson(response);
  if (!response.ok || typeof body.id !== 'string') {
    throw new PlatformError(`SportsEngine did not say who signed in (status ${response.status})`);
  }
  return {
    id: body.id,
    email: String(body.email ?? '').toLowerCase(),
    emailVerified: body.email_verified === true,
    firstName: String(body.first_name ?? ''),
    lastName: String(body.last_name ?? ''),
  };
}
