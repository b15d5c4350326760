import { CLUB_PAGE_PATH, type ClubPage } from '@gym/contracts/club-page';
import { type DayHours, MINUTES_PER_DAY } from '@gym/contracts/club-hours';

/**
 * A club as schema.org's HealthClub in JSON-LD (issue 28), for search engines to show its address, place and hours:
 * Google's LocalBusiness structured data wants name and address, and recommends geo, url, image and the hours. The
 * server writes it into the head of the club's prerendered page. Times are the club's own clock as HH:MM; a day open
 * round the clock is 00:00-23:59 and a closed day is left out of the week, as Google's guide writes them; a closure
 * is a special opening of its date, 00:00-00:00 when closed all day.
 */

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek?: (typeof DAYS)[number][];
  opens: string;
  closes: string;
  validFrom?: string;
  validThrough?: string;
}

export interface HealthClubData {
  '@context': 'https://schema.org';
  '@type': 'HealthClub';
  '@id': string;
  name: string;
  url: string;
  image: string;
  address: {
    '@type': 'PostalAddress';
    streetAddress: string;
    addressLocality: string;
    addressRegion: string;
    postalCode: string;
    addressCountry: string;
  };
  geo: { '@type': 'GeoCoordinates'; latitude: number; longitude: number };
  openingHoursSpecification: OpeningHoursSpecification[];
  specialOpeningHoursSpecification?: OpeningHoursSpecification[];
  amenityFeature?: { '@type': 'LocationFeatureSpecification'; name: string; value: true }[];
}

/** 06:00 for 360; the end of the day (1440) is 23:59, which no reader takes for the morning. */
export function clockTime(minutes: number): string {
  const shown = Math.min(minutes, MINUTES_PER_DAY - 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(shown / 60))}:${pad(shown % 60)}`;
}

const span = (hours: DayHours) => ({ opens: clockTime(hours.opens), closes: clockTime(hours.closes) });

/** The week as few specifications as it takes: days with the same hours together, in the week's order. */
function weeklySpecifications(weekly: ClubPage['hours']['weekly']): OpeningHoursSpecification[] {
  const specifications: OpeningHoursSpecification[] = [];
  weekly.forEach((hours, day) => {
    if (!hours) return;
    const { opens, closes } = span(hours);
    const same = specifications.find((entry) => entry.opens === opens && entry.closes === closes);
    if (same) same.dayOfWeek?.push(DAYS[day]!);
    else specifications.push({ '@type': 'OpeningHoursSpecification', dayOfWeek: [DAYS[day]!], opens, closes });
  });
  return specifications;
}

/** `origin` is where the page is served (https://join.example.com), for the absolute URLs search engines want. */
export function healthClubData(page: ClubPage, origin: string): HealthClubData {
  const url = `${origin}${CLUB_PAGE_PATH}/${page.slug}`;
  const special = page.hours.closures.map((closure): OpeningHoursSpecification => ({
    '@type': 'OpeningHoursSpecification',
    ...(closure.hours ? span(closure.hours) : { opens: '00:00', closes: '00:00' }),
    validFrom: closure.date,
    validThrough: closure.date,
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'HealthClub',
    '@id': url,
    name: page.club.name,
    url,
    image: new URL(page.club.olsBgDesktop, `${origin}/`).href,
    address: {
      '@type': 'PostalAddress',
      streetAddress: page.address.street,
      addressLocality: page.address.city,
      addressRegion: page.address.region,
      postalCode: page.address.postalCode,
      addressCountry: page.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: page.latitude, longitude: page.longitude },
    openingHoursSpecification: weeklySpecifications(page.hours.weekly),
    ...(special.length > 0 && { specialOpeningHoursSpecification: special }),
    ...(page.amenities.length > 0 && {
      amenityFeature: page.amenities.map((name) => ({
        '@type': 'LocationFeatureSpecification' as const,
        name,
        value: true as const,
      })),
    }),
  };
}

/** JSON for a <script> element's text: a '<' could end the element early ('</script>' in a club's name). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
