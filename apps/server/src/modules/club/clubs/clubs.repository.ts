import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { clubs, rooms } from '../../../db/schema';
import { memoizeAsync } from '../../../lib/memo';

export type ClubRow = typeof clubs.$inferSelect;
export type RoomRow = typeof rooms.$inferSelect;

/**
 * Clubs and rooms are reference data, written only by the seed at start: each process reads them once.
 * Every clubs call would otherwise be a database round trip for the same eight rows.
 */
export class ClubsRepository {
  private readonly allClubs = memoizeAsync(() => this.db.select().from(clubs).orderBy(asc(clubs.name)));
  private readonly roomsByClub = memoizeAsync((clubId: string) =>
    this.db.select().from(rooms).where(eq(rooms.clubId, clubId)).orderBy(asc(rooms.name)),
  );

  constructor(private readonly db: Database) {}

  listByName(): Promise<ClubRow[]> {
    return this.allClubs.get(undefined);
  }

  /** Matches a location path segment, a display name or an internal name, in any case. */
  async findByName(name: string): Promise<ClubRow[]> {
    const wanted = name.trim().toLowerCase();
    return (await this.listByName()).filter(
      (club) => club.slug === wanted || club.displayName.toLowerCase() === wanted || club.name.toLowerCase() === wanted,
    );
  }

  async findById(id: string): Promise<ClubRow | undefined> {
    return (await this.listByName()).find((club) => club.id === id);
  }

  listRooms(clubId: string): Promise<RoomRow[]> {
    return this.roomsByClub.get(clubId);
  }
}
