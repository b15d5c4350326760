import zipcodes from 'zipcodes';

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

/** The centroid of a US ZIP code, or null when the code is unknown. */
export function zipCentroid(zip: string): Coordinates | null {
  const info = zipcodes.lookup(zip);
  return info ? { latitude: info.latitude, longitude: info.longitude } : null;
}
