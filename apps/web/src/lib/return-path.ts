/**
 * The `return` query value if it is a path on this site, else the fallback. Only "/x" paths pass: "//host"
 * and "/\host" are protocol-relative URLs to other sites, so accepting them would be an open redirect.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/**
 * Where a new account goes after sign-up: the safe ?return= path (an invitation, a page that sent them to sign
 * up), else the setup wizard, the first-run path of docs/dashboard.md#first-run.
 */
export function afterSignUpPath(returnParam: string | null | undefined): string {
  return safeReturnPath(returnParam, '/wizard');
}

/** "/sign-in?return=<path>" for a path (with its query), encoded so the path's own query survives. */
export function signInPathFor(returnTo: string): string {
  return `/sign-in?return=${encodeURIComponent(returnTo)}`;
}
