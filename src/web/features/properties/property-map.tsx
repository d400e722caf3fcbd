import { Box, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?inline';
import { useEffect, useRef, useState } from 'react';

// Leaflet's stylesheet travels inside this lazy chunk and is added when the map first loads: as a CSS
// file Vite would count it in the sign-in screen's CSS budget (decision 0007), which it never loads.
if (!document.querySelector('style[data-leaflet]')) {
  const style = document.createElement('style');
  style.dataset.leaflet = '';
  style.textContent = leafletCss;
  document.head.append(style);
}

const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> közreműködők';
/** Without a single tile by then the map is taken to be unreachable (offline, blocked). */
const TILE_TIMEOUT_MS = 10_000;
const MAP_HEIGHT = 280;

export interface MapLocation {
  lat: number;
  lon: number;
}

/** Where the map cannot be drawn, the same area tells the address in words. */
function AddressInstead({ address, reason }: { address: string; reason: string }) {
  return (
    <Stack
      h={MAP_HEIGHT}
      align="center"
      justify="center"
      gap="xs"
      p="md"
      bg="gray.0"
      ta="center"
      style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-gray-3)' }}
    >
      <IconMapPin size={32} aria-hidden />
      <Text fw={600}>{address}</Text>
      <Text fz="sm" c="dimmed">
        {reason}
      </Text>
    </Stack>
  );
}

/**
 * The property's place on an OpenStreetMap map (Leaflet, loaded only with this screen). The postcode's
 * coordinates are the centre; the marker is drawn, not an image (Leaflet's marker images do not survive
 * bundling). Scroll-wheel zoom is off so the page scrolls past it; the focused map pans with the arrow
 * keys and zooms with + and -.
 */
export function PropertyMap({ location, address }: { location: MapLocation | null; address: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [hasFailed, setFailed] = useState(
    () => typeof navigator !== 'undefined' && navigator.onLine === false,
  );
  const lat = location?.lat;
  const lon = location?.lon;

  useEffect(() => {
    if (lat === undefined || lon === undefined || hasFailed || !container.current) return;
    const map = L.map(container.current, {
      center: [lat, lon],
      zoom: 14,
      scrollWheelZoom: false,
      zoomControl: false,
    });
    L.control.zoom({ zoomInTitle: 'Nagyítás', zoomOutTitle: 'Kicsinyítés' }).addTo(map);
    map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    let hasTile = false;
    const tiles = L.tileLayer(TILE_URL, { attribution: ATTRIBUTION, maxZoom: 19 });
    tiles.on('tileload', () => {
      hasTile = true;
    });
    tiles.on('tileerror', () => {
      if (!hasTile) setFailed(true);
    });
    tiles.addTo(map);
    L.circleMarker([lat, lon], {
      radius: 10,
      color: '#1864ab',
      weight: 3,
      fillColor: '#339af0',
      fillOpacity: 0.85,
      interactive: false,
    }).addTo(map);
    const timer = setTimeout(() => {
      if (!hasTile) setFailed(true);
    }, TILE_TIMEOUT_MS);
    return () => {
      clearTimeout(timer);
      map.remove();
    };
  }, [lat, lon, hasFailed]);

  if (!location) {
    return <AddressInstead address={address} reason="Ehhez az irányítószámhoz nincs térképes helyünk." />;
  }
  if (hasFailed) {
    return <AddressInstead address={address} reason="A térkép most nem tölthető be." />;
  }
  return (
    <Box
      ref={container}
      role="region"
      aria-label={`Térkép: ${address} környéke. A nyilakkal mozgatható, a + és − billentyűvel nagyítható.`}
      className="mantine-focus-auto"
      h={MAP_HEIGHT}
      style={{ borderRadius: 'var(--mantine-radius-md)', zIndex: 0 }}
    />
  );
}
