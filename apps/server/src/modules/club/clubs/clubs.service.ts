import type { Club, Room, SortLocationsBody } from '@gym/contracts/clubs';
import { MESSAGES } from '@gym/contracts/messages';
import { notFound } from '../../../lib/app-error';
import { type Coordinates, distanceMiles, roundToTenth, zipCentroid } from '../../../lib/geo';
import type { Database } from '../../../db/client';
import type { ClubRow, ClubsRepository, RoomRow } from './clubs.repository';

export function toClub(row: ClubRow, miles: number | null = null): Club {
  return {
    clubautomationclubidC: row.id,
    name: row.name,
    displayName: row.displayName,
    streetC: row.street,
    cityC: row.city,
    miles,
    totalCapacity: row.totalCapacity,
    olsBgMobile: row.backgroundMobile,
    olsBgDesktop: row.backgroundDesktop,
  };
}

export function toRoom({ id, clubId, name, description, capacity, kind }: RoomRow): Room {
  return { id, clubId, name, description, capacity, kind };
}

/** Clubs nearest first from `origin`, miles to one decimal; in the rows' (name) order with no distance without one. */
export function clubsFrom(rows: ClubRow[], origin: Coordinates | null): Club[] {
  if (!origin) return rows.map((row) => toClub(row));
  return rows
    .map((row) => ({ row, miles: distanceMiles(origin, row) }))
    .sort((a, b) => a.miles - b.miles)
    .map(({ row, miles }) => toClub(row, roundToTenth(miles)));
}

/** Where sort-locations measures from: the visitor's coordinates, else the centroid of their ZIP code, else nowhere. */
export async function sortOrigin(body: SortLocationsBody): Promise<Coordinates | null> {
  if (body.lat != null && body.lng != null) return { latitude: body.lat, longitude: body.lng };
  if (body.zip) return zipCentroid(body.zip);
  return null;
}

export class ClubsService {
  constructor(private readonly clubs: ClubsRepository) {}

  /** The specification's client expects an array of exactly one club; anything else is 'club does not exist'. */
  async getByName(name: string): Promise<[Club]> {
    const rows = await this.clubs.findByName(name);
    if (rows.length !== 1 || !rows[0]) throw notFound(MESSAGES.clubDoesNotExist);
    return [toClub(rows[0])];
  }

  listByName(): Promise<ClubRow[]> {
    return this.clubs.listByName();
  }

  /** A club by its path segment (the wizard's and the club page's `castro`). */
  async requireBySlug(slug: string): Promise<ClubRow> {
    const row = (await this.clubs.listByName()).find((club) => club.slug === slug);
    if (!row) throw notFound(MESSAGES.clubDoesNotExist);
    return row;
  }

  /**
   * A club's capacity, set in the caller's transaction (the audit row's); call `forgetClubs` once it has committed.
   */
  async setCapacity(tx: Database, clubId: string, totalCapacity: number): Promise<void> {
    await this.clubs.setCapacity(tx, clubId, totalCapacity);
  }

  /** After a committed change of a club: this process reads the clubs afresh (others within CLUBS_KEPT_MS). */
  forgetClubs(): void {
    this.clubs.forgetClubs();
  }

  async requireClub(id: string): Promise<ClubRow> {
    const row = await this.clubs.findById(id);
    if (!row) throw notFound(MESSAGES.clubDoesNotExist);
    return row;
  }

  async rooms(clubId: string): Promise<Room[]> {
    await this.requireClub(clubId);
    const rows = await this.clubs.listRooms(clubId);
    return rows.map(toRoom);
  }

  /**
   * Nearest first from the visitor's coordinates, or from the centroid of their ZIP code when only
   * that is known. Without either, clubs stay in name order with no distance.
   */
  async sortByDistance(body: SortLocationsBody): Promise<Club[]> {
    return clubsFrom(await this.clubs.listByName(), await sortOrigin(body));
  }
}
