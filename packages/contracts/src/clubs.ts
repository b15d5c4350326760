import { z } from 'zod';
import { envelope } from './errors';

/** A club as the API sends it; wire names follow the specification (decisions.md item 2). */
export const clubSchema = z.object({
  clubautomationclubidC: z.string(),
  name: z.string(),
  displayName: z.string(),
  streetC: z.string(),
  cityC: z.string(),
  /** Distance from the visitor, one decimal; null when the visitor's position is unknown. */
  miles: z.number().nullable(),
  totalCapacity: z.number().int(),
  olsBgMobile: z.string(),
  olsBgDesktop: z.string(),
});
export type Club = z.infer<typeof clubSchema>;

export const clubListSchema = z.array(clubSchema);

/** A club with totalCapacity above 0 counts as active. */
export function isActiveClub(club: Pick<Club, 'totalCapacity'>): boolean {
  return club.totalCapacity > 0;
}

export const clubNameParamsSchema = z.object({ clubName: z.string().min(1).max(100) });
export const clubIdParamsSchema = z.object({ clubId: z.string().min(1).max(40) });

export const roomSchema = z.object({
  id: z.string(),
  clubId: z.string(),
  name: z.string(),
  description: z.string(),
  capacity: z.number().int(),
});
export type Room = z.infer<typeof roomSchema>;
export const roomsAnswerSchema = envelope(z.array(roomSchema));

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

export const ZIP_MESSAGE = 'Please enter a valid zipcode';

export const sortLocationsBodySchema = z.object({
  lat: latitude.nullish(),
  lng: longitude.nullish(),
  zip: z
    .string()
    .regex(/^\d{5}$/, ZIP_MESSAGE)
    .nullish(),
});
export type SortLocationsBody = z.infer<typeof sortLocationsBodySchema>;

export const sortLocationsAnswerSchema = envelope(clubListSchema);
