import type zipcodes from 'zipcodes';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_MILES = 3958.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles. */
export function distanceMiles(a: Coordinates, b: Coordinates): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

export function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

type ZipTable = typeof zipcodes;
let zipTable: Promise<ZipTable> | undefined;

/**
 * The ZIP table is a 5 MB module that takes 0.6-1 s to load: loaded on first use (or by warmZipTable once the
 * server listens), not at start, so a restart listens sooner.
 */
function loadZipTable(): Promise<ZipTable> {
  zipTable ??= import('zipcodes').then((module) => module.default);
  return zipTable;
}

/** Loads the ZIP table in the background, so the first visitor's postal code does not wait for it. */
export function warmZipTable(): void {
  void loadZipTable();
}

/** The centroid of a US ZIP code, or null when the code is unknown. */
export async function zipCentroid(zip: string): Promise<Coordinates | null> {
  const info = (await loadZipTable()).lookup(zip);
  return info ? { latitude: info.latitude, longitude: info.longitude } : null;
}
