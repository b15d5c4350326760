import * as z from 'zod/mini';
import { classSessionSchema } from './classes';
import { clubBusySchema } from './club-busy';
import { clubHoursSchema } from './club-hours';
import { clubSchema, roomSchema } from './clubs';
import { type ClubSlug, isClubSlug } from './constants';
import { envelope } from './errors';

/**
 * A club's own page (issue 28, docs/decisions/0048) at CLUB_PAGE_PATH/{slug}: where it is, its hours, how busy, its
 * rooms (with the class in each now) and amenities, its trainers, today's classes; its plans come from get-location-plans-details as the wizard's do. Public, and
 * prerendered by the server like `/`.
 */
export const CLUB_PAGE_PATH = '/locations';

export function clubPagePath(slug: ClubSlug): string {
  return `${CLUB_PAGE_PATH}/${slug}`;
}

/** The club slug of a club page's path, or null for any other path. */
export function clubPageSlug(pathName: string): ClubSlug | null {
  const prefix = `${CLUB_PAGE_PATH}/`;
  if (!pathName.startsWith(prefix)) return null;
  const slug = pathName.slice(prefix.length);
  return isClubSlug(slug) ? slug : null;
}

export const clubPageParamsSchema = z.object({ slug: z.string().check(z.minLength(1), z.maxLength(40)) });

export const clubTrainerSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });
export type ClubTrainer = z.infer<typeof clubTrainerSchema>;

/** A class on the club's page: the session and its class's name. */
export const clubPageClassSchema = z.object({ ...classSessionSchema.shape, className: z.string() });
export type ClubPageClass = z.infer<typeof clubPageClassSchema>;

export const clubPageSchema = z.object({
  club: clubSchema,
  slug: z.string(),
  address: z.object({
    street: z.string(),
    city: z.string(),
    region: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  latitude: z.number(),
  longitude: z.number(),
  hours: clubHoursSchema,
  busy: clubBusySchema,
  rooms: z.array(roomSchema),
  /** The club's 'Includes:' list. */
  amenities: z.array(z.string()),
  trainers: z.array(clubTrainerSchema),
  /** Today's classes at the club (its clock), soonest first, cancelled ones marked. */
  todaysClasses: z.array(clubPageClassSchema),
  /** The classes running now, one per room at most: 'Spin · 28 of 30' beside the room. */
  classesNow: z.array(clubPageClassSchema),
});
export type ClubPage = z.infer<typeof clubPageSchema>;

export const clubPageAnswerSchema = envelope(clubPageSchema);

/** Directions to a club in the visitor's maps (Google's universal link: the app on a phone, the site elsewhere). */
export function directionsUrl(page: Pick<ClubPage, 'latitude' | 'longitude'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${page.latitude},${page.longitude}`;
}
