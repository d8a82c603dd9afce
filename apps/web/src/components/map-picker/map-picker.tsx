import { useEffect, useMemo, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCurrentLocation } from '@tabler/icons-react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { formatNumber, geocodeAbfrageFehler, mapDefaults } from '@app/domain';

/** basemap.at (Austria's official base map); offline the tiles stay grey, the marker still works. */
export const tileUrl = 'https://mapsneu.wien.gv.at/basemap/geolandbasemap/normal/google3857/{z}/{y}/{x}.png';
const attribution = 'Grundkarte: <a href="https://basemap.at">basemap.at</a>';

// Vite serves the images under hashed names: Leaflet's default icon paths would not resolve.
const icon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** de-AT caption: 48,212327° N, 16,373100° O (south and west as S and W). */
export function formatCoordinates(lat: number, long: number): string {
  const part = (n: number, plus: string, minus: string) =>
    `${formatNumber(Math.abs(n), 6)}° ${n < 0 ? minus : plus}`;
  return `${part(lat, 'N', 'S')}, ${part(long, 'O', 'W')}`;
}

/** Follows coordinates set from outside (geocoding, typed values) with location zoom. */
function FollowLocation({ lat, long }: { lat: number | null; long: number | null }) {
  const map = useMap();
  useEffect(() => {
    if (lat === null || long === null) return;
    if (!map.getBounds().pad(-0.2).contains([lat, long]) || map.getZoom() < mapDefaults.locationZoom) {
      map.setView([lat, long], mapDefaults.locationZoom);
    }
  }, [lat, long, map]);
  return null;
}

function ClickToPlace({ onChange }: { onChange: (lat: number, long: number) => void }) {
  useMapEvents({ click: (event) => onChange(round(event.latlng.lat), round(event.latlng.lng)) });
  return null;
}

/**
 * Leaflet map with a draggable marker (SPEC §2, §9): centre Vienna, zoom 15, zoom 18 with a location.
 * Dragging the marker or clicking the map sets the coordinates; 'Mein Standort' asks the browser (5 s).
 */
export function MapPicker({
  lat,
  long,
  onChange,
  height = 320,
}: {
  lat: number | null;
  long: number | null;
  onChange: (lat: number, long: number) => void;
  height?: number;
}) {
  const hasLocation = lat !== null && long !== null;
  // The first view only; later moves are FollowLocation's.
  const [initial] = useState(() => ({
    center: (hasLocation ? [lat, long] : [mapDefaults.lat, mapDefaults.long]) as [number, number],
    zoom: hasLocation ? mapDefaults.locationZoom : mapDefaults.zoom,
  }));
  const markerPosition: [number, number] = hasLocation ? [lat, long] : [mapDefaults.lat, mapDefaults.long];
  const [locating, setLocating] = useState(false);

  const handlers = useMemo(
    () => ({
      dragend: (event: L.LeafletEvent) => {
        const position = (event.target as L.Marker).getLatLng();
        onChange(round(position.lat), round(position.lng));
      },
    }),
    [onChange],
  );

  function locate() {
    if (!('geolocation' in navigator)) {
      notifications.show({
        color: 'red',
        message: geocodeAbfrageFehler(0, 'Standortabfrage nicht verfügbar'),
      });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onChange(round(position.coords.latitude), round(position.coords.longitude));
      },
      (error) => {
        setLocating(false);
        notifications.show({ color: 'red', message: geocodeAbfrageFehler(error.code, error.message) });
      },
      { timeout: mapDefaults.geolocationTimeoutMs, enableHighAccuracy: true },
    );
  }

  return (
    <div>
      <div
        style={{
          height,
          // Leaflet's panes and controls (z-index up to 1000) stay inside the map, below dialogs (issue 27).
          isolation: 'isolate',
          borderRadius: 4,
          overflow: 'hidden',
          border: '1px solid var(--mantine-color-default-border)',
        }}
      >
        <MapContainer
          center={initial.center}
          zoom={initial.zoom}
          style={{ height: '100%', width: '100%' }}
          aria-label="Karte"
          zoomControl={false}
        >
          <ZoomControl position="topleft" zoomInTitle="Vergrößern" zoomOutTitle="Verkleinern" />
          <TileLayer url={tileUrl} attribution={attribution} maxZoom={19} />
          <Marker
            position={markerPosition}
            draggable
            icon={icon}
            eventHandlers={handlers}
            title="Standort (ziehen zum Verschieben)"
            opacity={hasLocation ? 1 : 0.5}
          />
          <ClickToPlace onChange={onChange} />
          <FollowLocation lat={lat} long={long} />
        </MapContainer>
      </div>
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {hasLocation
            ? formatCoordinates(lat, long)
            : 'Kein Standort gesetzt: Marker ziehen oder in die Karte klicken.'}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconCurrentLocation size={14} aria-hidden />}
          onClick={locate}
          loading={locating}
        >
          Mein Standort
        </Button>
      </Group>
    </div>
  );
}
