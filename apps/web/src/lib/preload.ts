import type { QueryClient } from '@tanstack/react-query';

let appClient: QueryClient | null = null;

/** Makes the app's query client available to preloads, which run outside React (main.tsx calls it once). */
export function preloadWith(client: QueryClient): void {
  appClient = client;
}

/**
 * Starts fetching a page's data while its code loads, instead of after it has loaded and rendered (which
 * React delays further by its Suspense reveal throttle). Does nothing until a client is registered, so tests
 * rendering routes with their own client see no extra requests; failures are left to the page's own queries.
 */
export function preload(load: (client: QueryClient) => Promise<unknown>): void {
  if (appClient) load(appClient).catch(() => undefined);
}
