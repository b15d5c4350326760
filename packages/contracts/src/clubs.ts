import * as z from 'zod/mini';
import { envelope } from './errors';
import { fillTemplate } from './i18n/template';

/** A club as the API sends it; wire names follow the specification (decisions.md item 2). */
export const clubSchema = z.object({
  clubautomationclubidC: z.string(),
  name: z.string(),
  displayName: z.string(),
  streetC: z.string(),
  cityC: z.string(),
  /** Distance from the visitor, one decimal; null when the visitor's position is unknown. */
  miles: z.nullable(z.number()),
  totalCapacity: z.int(),
  olsBgMobile: z.string(),
  olsBgDesktop: z.string(),
});
export type Club = z.infer<typeof clubSchema>;

export const clubListSchema = z.array(clubSchema);

/** A club with totalCapacity above 0 counts as active. */
export function isActiveClub(club: Pick<Club, 'totalCapacity'>): boolean {
  return club.totalCapacity > 0;
}

/**
 * Beyond this many miles a club is not 'nearby' (the bay's clubs are all within about 30 miles of each other):
 * the list then says so and names the nearest club instead of printing a distance like '2557.4 miles away'.
 */
export const NEARBY_CLUB_MILES = 50;

/** True when the visitor's position is known and the club is within NEARBY_CLUB_MILES of it. */
export function isNearbyClub(club: Pick<Club, 'miles'>): boolean {
  return club.miles !== null && club.miles <= NEARBY_CLUB_MILES;
}

/** noClubNearbyMessage as an ICU message: the key of its translations, filled with the nearest club. */
export const NO_CLUB_NEARBY_TEMPLATE =
  `There is no club within ${NEARBY_CLUB_MILES} miles of you. ` + 'Our nearest club is {name}, {street}, {city}.';

/** Shown above the club list when even the nearest club is farther than NEARBY_CLUB_MILES. */
export function noClubNearbyMessage(nearest: Pick<Club, 'displayName' | 'streetC' | 'cityC'>): string {
  return fillTemplate(NO_CLUB_NEARBY_TEMPLATE, {
    name: nearest.displayName,
    street: nearest.streetC,
    city: nearest.cityC,
  });
}

export const clubNameParamsSchema = z.object({ clubName: z.string().check(z.minLength(1), z.maxLength(100)) });
export const clubIdParamsSchema = z.object({ clubId: z.string().check(z.minLength(1), z.maxLength(40)) });

/** What a room is for (issue 28): the gym floor shows the club's level, a studio its class. */
export const ROOM_KINDS = ['gymFloor', 'studio', 'pool', 'courts'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

export const roomSchema = z.object({
  id: z.string(),
  clubId: z.string(),
  name: z.string(),
  description: z.string(),
  capacity: z.int(),
  kind: z.enum(ROOM_KINDS),
});
export type Room = z.infer<typeof roomSchema>;
export const roomsAnswerSchema = envelope(z.array(roomSchema));

const latitude = z.number().check(z.gte(-90), z.lte(90));
const longitude = z.number().check(z.gte(-180), z.lte(180));

export const ZIP_MESSAGE = 'Please enter a valid zipcode';

export const sortLocationsBodySchema = z.object({
  lat: z.nullish(latitude),
  lng: z.nullish(longitude),
  zip: z.nullish(z.string().check(z.regex(/^\d{5}$/, ZIP_MESSAGE))),
});
export type SortLocationsBody = z.infer<typeof sortLocationsBodySchema>;

/** The first sort, before the visitor gives a postal code or a position: clubs in name order. */
export const NO_POSITION: SortLocationsBody = { zip: null, lat: null, lng: null };

export const sortLocationsAnswerSchema = envelope(clubListSchema);
