import { describe, expect, it } from 'vitest';
import { distanceMiles, roundToTenth, zipCentroid } from './geo';

const SF_CITY_HALL = { latitude: 37.7793, longitude: -122.4193 };
const OAKLAND_CITY_HALL = { latitude: 37.8053, longitude: -122.2725 };

describe('distanceMiles', () => {
  it('measures San Francisco City Hall to Oakland City Hall as about 8.2 miles', () => {
    expect(Math.abs(distanceMiles(SF_CITY_HALL, OAKLAND_CITY_HALL) - 8.2)).toBeLessThanOrEqual(0.2);
  });

  it('is symmetric and zero for one point', () => {
    expect(distanceMiles(OAKLAND_CITY_HALL, SF_CITY_HALL)).toBeCloseTo(
      distanceMiles(SF_CITY_HALL, OAKLAND_CITY_HALL),
      10,
    );
    expect(distanceMiles(SF_CITY_HALL, SF_CITY_HALL)).toBe(0);
  });

  it('measures one degree of latitude as about 69 miles', () => {
    const miles = distanceMiles({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 });
    expect(Math.abs(miles - 69.09)).toBeLessThan(0.05);
  });

  it('measures half the globe as half the circumference', () => {
    const miles = distanceMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(miles).toBeCloseTo(Math.PI * 3958.8, 6);
  });
});

describe('roundToTenth', () => {
  it('rounds to one decimal', () => {
    expect(roundToTenth(7.349)).toBe(7.3);
    expect(roundToTenth(7.35)).toBe(7.4);
    expect(roundToTenth(0.04)).toBe(0);
    expect(roundToTenth(18.25)).toBe(18.3);
  });
});

describe('zipCentroid', () => {
  it('places 94612 in downtown Oakland', async () => {
    const centroid = await zipCentroid('94612');
    expect(centroid).not.toBeNull();
    expect(distanceMiles(centroid!, OAKLAND_CITY_HALL)).toBeLessThan(1);
  });

  it('places 94102 in San Francisco', async () => {
    expect(distanceMiles((await zipCentroid('94102'))!, SF_CITY_HALL)).toBeLessThan(1.5);
  });

  it('knows nothing of 00000', async () => {
    expect(await zipCentroid('00000')).toBeNull();
  });
});
