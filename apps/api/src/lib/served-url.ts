import type { AddressInfo } from 'node:net';

/**
 * The address users open: APP_URL (default `http://localhost:PORT`, docs/deploy.md), except that with PORT=0
 * the port is the one the listener really got.
 */
export function servedUrl(
  appUrl: string,
  configuredPort: number,
  address: AddressInfo | string | null,
): string {
  if (configuredPort !== 0 || !address || typeof address === 'string') return appUrl;
  const url = new URL(appUrl);
  url.port = String(address.port);
  return url.origin;
}

/** The last line `npm start` prints once the server listens: plain text after the build and JSON log lines. */
export function openLine(url: string): string {
  return `Open ${url}`;
}
