import 'leaflet/dist/leaflet.css';
import { icon, type LatLngTuple } from 'leaflet';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerIconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';

/** Venue maps open at zoom 15: close enough to see the streets around the venue. */
export const VENUE_MAP_ZOOM = 15;
const WORLD_CENTER: LatLngTuple = [20, 0];
const WORLD_ZOOM = 2;

// Leaflet finds its marker images by CSS path at run time, which Vite's hashed assets break; naming the
// images here makes Vite bundle them and gives Leaflet their real URLs.
const markerIcon = icon({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIconRetinaUrl,
  shadowUrl: markerShadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

function ClickToPick({ onPick }: { onPick: (latitude: number, longitude: number) => void }) {
  useMapEvents({ click: (event) => onPick(event.latlng.lat, event.latlng.lng) });
  return null;
}

function FollowPosition({ position }: { position: LatLngTuple | null }) {
  const map = useMap();
  useEffect(() => {
    if (position) map.setView(position, Math.max(map.getZoom(), VENUE_MAP_ZOOM));
  }, [map, position]);
  return null;
}

/**
 * A tile map centred on the venue at zoom 15 with a marker; without coordinates it shows the world. With
 * `onPick`, clicking the map sets the venue's coordinates (for servers without a geocoder).
 */
export function VenueMap({
  latitude,
  longitude,
  tileUrl,
  attribution,
  label,
  onPick,
  height = 280,
}: {
  latitude: number | null;
  longitude: number | null;
  tileUrl: string;
  attribution: string;
  /** Accessible name of the map region. */
  label: string;
  onPick?: (latitude: number, longitude: number) => void;
  /** Pixels; the setup wizard's venue step shows a smaller map. */
  height?: number;
}) {
  const position: LatLngTuple | null = latitude !== null && longitude !== null ? [latitude, longitude] : null;
  return (
    <section aria-label={label} style={{ height, width: '100%' }}>
      <MapContainer
        center={position ?? WORLD_CENTER}
        zoom={position ? VENUE_MAP_ZOOM : WORLD_ZOOM}
        style={{ height: '100%', width: '100%', borderRadius: 8 }}
        scrollWheelZoom={false}
      >
        <TileLayer url={tileUrl} attribution={attribution} />
        {position ? <Marker position={position} icon={markerIcon} /> : null}
        {onPick ? <ClickToPick onPick={onPick} /> : null}
        {onPick ? <FollowPosition position={position} /> : null}
      </MapContainer>
    </section>
  );
}
