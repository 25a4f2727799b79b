import { lazy, Suspense, useEffect, useState } from 'react';
import { PageLoader } from './page-loader.tsx';
import type { VenueMap as VenueMapComponent } from './venue-map.tsx';

// Leaflet is large, so it loads in its own chunk and only when a venue screen shows a map.
const VenueMap = lazy(async () => ({ default: (await import('./venue-map.tsx')).VenueMap }));

/** The venue map appears after 1 s, so the page's text shows before the map tiles load. */
export const MAP_DELAY_MS = 1_000;

type Props = Parameters<typeof VenueMapComponent>[0];

/** The venue map, loaded on demand; `delayMs` holds it back (the venue page waits MAP_DELAY_MS). */
export function LazyVenueMap({ delayMs = 0, ...props }: Props & { delayMs?: number }) {
  const [isVisible, setIsVisible] = useState(delayMs === 0);
  useEffect(() => {
    if (delayMs === 0) return;
    const timer = setTimeout(() => setIsVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!isVisible) return null;
  return (
    <Suspense fallback={<PageLoader />}>
      <VenueMap {...props} />
    </Suspense>
  );
}
