import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { clubs, rooms } from '../../../db/schema';
import { memoizeAsync } from '../../../lib/memo';

export type ClubRow = typeof clubs.$inferSelect;
export type RoomRow = typeof rooms.$inferSelect;

/**
 * How long a process keeps the clubs it read: managers change a club's capacity (issue 28), and another instance's
 * change is seen here within this time; the instance that made it sees it at once.
 */
export const CLUBS_KEPT_MS = 60_000;

/**
 * Clubs and rooms are reference data: the seed writes them, and managers only a club's capacity. Each process keeps
 * them (the clubs for CLUBS_KEPT_MS): every clubs call would otherwise be a database round trip for the same eight
 * rows.
 */
export class ClubsRepository {
  private readonly allClubs = memoizeAsync(() => this.db.select().from(clubs).orderBy(asc(clubs.name)), {
    maxAgeMs: CLUBS_KEPT_MS,
  });
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

  /** Sets a club's capacity in the caller's transaction; call `forgetClubs` once it has committed. */
  async setCapacity(tx: Database, clubId: string, totalCapacity: number): Promise<void> {
    await tx.update(clubs).set({ totalCapacity }).where(eq(clubs.id, clubId));
  }

  /** The next read loads the clubs afresh (after a committed change). */
  forgetClubs(): void {
    this.allClubs.clear();
  }
}
