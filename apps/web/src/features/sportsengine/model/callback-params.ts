/**
 * What SportsEngine sent back to /oauth/callback (docs/sportsengine.md#the-oauth-callback-page): a code and our state, or
 * an OAuth `error` (the owner pressed Deny: `access_denied`), or nothing usable when the address was opened
 * by hand.
 */
export type CallbackParams =
  | { kind: 'code'; code: string; state: string }
  | { kind: 'denied' }
  | { kind: 'error'; error: string }
  | { kind: 'missing' };

export function readCallbackParams(params: URLSearchParams): CallbackParams {
  const error = params.get('error');
  if (error === 'access_denied') return { kind: 'denied' };
  if (error) {
    const description = params.get('error_description');
    return { kind: 'error', error: description ? `${error}: ${description}` : error };
  }
  const code = params.get('code')?.trim();
  const state = params.get('state')?.trim();
  if (!code || !state) return { kind: 'missing' };
  return { kind: 'code', code, state };
}
