import { describe, expect, it } from 'vitest';
import { CASTRO_PAGE } from '../test/club-page-fixture';
import { clockTime, healthClubData, jsonForScript } from './club-structured-data';

describe('a club as schema.org structured data', () => {
  it('is a HealthClub with its address, place, absolute URL and picture', () => {
    const data = healthClubData(CASTRO_PAGE, 'https://join.example.com');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HealthClub',
      '@id': 'https://join.example.com/locations/castro',
      url: 'https://join.example.com/locations/castro',
      name: 'Bay Fit Castro',
      image: 'https://join.example.com/clubs/castro-desktop.svg',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '2301 Market Street',
        addressLocality: 'San Francisco',
        addressRegion: 'CA',
        postalCode: '94114',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 37.76433, longitude: -122.43301 },
    });
    expect(data.amenityFeature?.map((feature) => feature.name)).toEqual(['Sauna', 'Yoga and Pilates studio']);
  });

  it('gives the week with days of the same hours together, a 24-hour day as 00:00-23:59 and midnight as 23:59', () => {
    expect(healthClubData(CASTRO_PAGE, 'https://join.example.com').openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '08:00', closes: '20:00' },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'],
        opens: '05:30',
        closes: '22:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '00:00', closes: '23:59' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '08:00', closes: '23:59' },
    ]);
  });

  it('leaves a closed day out of the week, and gives closures as special hours of their date', () => {
    const weekly = CASTRO_PAGE.hours.weekly.map((hours, day) => (day === 0 ? null : hours));
    const data = healthClubData({ ...CASTRO_PAGE, hours: { ...CASTRO_PAGE.hours, weekly } }, 'https://x.test');
    expect(data.openingHoursSpecification.flatMap((entry) => entry.dayOfWeek)).not.toContain('Sunday');
    expect(data.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-11-26',
        validThrough: '2026-11-26',
      },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '06:00',
        closes: '16:00',
        validFrom: '2026-12-24',
        validThrough: '2026-12-24',
      },
    ]);
    const noClosures = { ...CASTRO_PAGE, hours: { ...CASTRO_PAGE.hours, closures: [] } };
    expect(healthClubData(noClosures, 'https://x.test')).not.toHaveProperty('specialOpeningHoursSpecification');
  });

  it('writes times as HH:MM and JSON that cannot end its script element', () => {
    expect([0, 59, 360, 1439, 1440].map(clockTime)).toEqual(['00:00', '00:59', '06:00', '23:59', '23:59']);
    const json = jsonForScript({ name: 'Gym </script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ name: 'Gym </script><script>alert(1)</script>' });
  });
});
