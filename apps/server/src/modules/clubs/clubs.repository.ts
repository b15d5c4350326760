import { asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clubs, rooms } from '../../db/schema';

export type ClubRow = typeof clubs.$inferSelect;
export type RoomRow = typeof rooms.$inferSelect;

export class ClubsRepository {
  constructor(private readonly db: Database) {}

  listByName(): Promise<ClubRow[]> {
    return this.db.select().from(clubs).orderBy(asc(clubs.name));
  }

  /** Matches a location path segment, a display name or an internal name, in any case. */
  findByName(name: string): Promise<ClubRow[]> {
    const wanted = name.trim().toLowerCase();
    return this.db
      .select()
      .from(clubs)
      .where(
        or(
          eq(clubs.slug, wanted),
          eq(sql`lower(${clubs.displayName})`, wanted),
          eq(sql`lower(${clubs.name})`, wanted),
        ),
      );
  }

  async findById(id: string): Promise<ClubRow | undefined> {
    const [row] = await this.db.select().from(clubs).where(eq(clubs.id, id));
    return row;
  }

  listRooms(clubId: string): Promise<RoomRow[]> {
    return this.db.select().from(rooms).where(eq(rooms.clubId, clubId)).orderBy(asc(rooms.name));
  }
}
