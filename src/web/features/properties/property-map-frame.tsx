import { lazy, Suspense } from 'react';
import { Busy } from '../../components/busy.tsx';
import type { MapLocation } from './property-map.tsx';

// Leaflet (about 40 KB gzipped) downloads with the property page's map, never with the sign-in screen.
const PropertyMap = lazy(async () => ({ default: (await import('./property-map.tsx')).PropertyMap }));

export function PropertyMapFrame({ location, address }: { location: MapLocation | null; address: string }) {
  return (
    <Suspense fallback={<Busy label="Térkép betöltése…" h={280} />}>
      <PropertyMap location={location} address={address} />
    </Suspense>
  );
}
