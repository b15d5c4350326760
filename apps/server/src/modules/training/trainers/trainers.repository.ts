import { type SQL, and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { DEFAULT_TRAINER_SETTINGS } from '@gym/contracts/personal-training';
import type { TrainerProfileBody } from '@gym/contracts/trainers';
import type { Database } from '../../../db/client';
import { clubs, trainerHours, trainerProfiles, users } from '../../../db/schema';

/** A trainer as the list and the page read them: the account, the approved profile and the clubs they work at. */
export interface TrainerRecord {
  id: string;
  firstName: string;
  lastName: string;
  bio: string;
  specialities: string[];
  certifications: string[];
  languages: string[];
  clubs: { clubId: string; displayName: string }[];
  pending: TrainerProfileBody | null;
}

/**
 * The clubs a trainer works at: their home club and every club they publish hours at, by name. One correlated
 * subquery, so the list is one statement whatever its length.
 */
const clubsOf = sql<{ clubId: string; displayName: string }[]>`coalesce((
  select json_agg(json_build_object('clubId', c.id, 'displayName', c.display_name) order by c.display_name)
  from ${clubs} c
  where c.id = ${users.homeClubId}
     or c.id in (select h.club_id from ${trainerHours} h where h.trainer_id = ${users.id})
), '[]'::json)`;

/** Trainers' profiles (issue 30 point 1): the approved one members see, and the change waiting for approval. */
export class TrainersRepository {
  constructor(private readonly db: Database) {}

  private select(where: SQL | undefined) {
    return this.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        bio: sql<string>`coalesce(${trainerProfiles.bio}, '')`,
        specialities: sql<string[]>`coalesce(${trainerProfiles.specialities}, '{}')`,
        certifications: sql<string[]>`coalesce(${trainerProfiles.certifications}, '{}')`,
        languages: sql<string[]>`coalesce(${trainerProfiles.languages}, '{en}')`,
        clubs: clubsOf,
        pending: trainerProfiles.pending,
      })
      .from(users)
      .leftJoin(trainerProfiles, eq(trainerProfiles.trainerId, users.id))
      .where(and(eq(users.role, 'trainer'), isNull(users.deactivatedAt), where))
      .orderBy(asc(users.firstName), asc(users.lastName));
  }

  /** Trainers, narrowed to a club they work at, a speciality and a coaching language. */
  list(filter: { clubId?: string; speciality?: string; language?: string }): Promise<TrainerRecord[]> {
    return this.select(
      and(
        filter.clubId === undefined
          ? undefined
          : sql`(${users.homeClubId} = ${filter.clubId} or exists (select 1 from ${trainerHours} h
              where h.trainer_id = ${users.id} and h.club_id = ${filter.clubId}))`,
        filter.speciality === undefined ? undefined : sql`${filter.speciality} = any(${trainerProfiles.specialities})`,
        filter.language === undefined
          ? undefined
          : sql`${filter.language} = any(coalesce(${trainerProfiles.languages}, '{en}'))`,
      ),
    );
  }

  async one(trainerId: string): Promise<TrainerRecord | undefined> {
    const [row] = await this.select(eq(users.id, trainerId));
    return row;
  }

  /** Trainers with a change waiting, for the managers of these clubs (all clubs: undefined). */
  async waiting(clubIds?: readonly string[]): Promise<TrainerRecord[]> {
    const rows = await this.select(isNotNull(trainerProfiles.pending));
    if (!clubIds) return rows;
    return rows.filter((row) => row.clubs.some((club) => clubIds.includes(club.clubId)));
  }

  /** The trainer's change, kept until a manager approves it. */
  async propose(trainerId: string, body: TrainerProfileBody, at: Date): Promise<void> {
    await this.db
      .insert(trainerProfiles)
      .values({ trainerId, ...DEFAULT_TRAINER_SETTINGS, pending: body, pendingAt: at, updatedAt: at })
      .onConflictDoUpdate({ target: trainerProfiles.trainerId, set: { pending: body, pendingAt: at, updatedAt: at } });
  }

  /** The waiting change becomes the profile; answers it, or undefined when none was waiting. */
  async approve(tx: Database, trainerId: string, at: Date): Promise<TrainerProfileBody | undefined> {
    const [row] = await tx
      .update(trainerProfiles)
      .set({
        bio: sql`${trainerProfiles.pending}->>'bio'`,
        specialities: sql`array(select jsonb_array_elements_text(${trainerProfiles.pending}->'specialities'))`,
        certifications: sql`array(select jsonb_array_elements_text(${trainerProfiles.pending}->'certifications'))`,
        languages: sql`array(select jsonb_array_elements_text(${trainerProfiles.pending}->'languages'))`,
        pending: null,
        pendingAt: null,
        updatedAt: at,
      })
      .where(and(eq(trainerProfiles.trainerId, trainerId), isNotNull(trainerProfiles.pending)))
      .returning({
        bio: trainerProfiles.bio,
        specialities: trainerProfiles.specialities,
        certifications: trainerProfiles.certifications,
        languages: trainerProfiles.languages,
      });
    return row as TrainerProfileBody | undefined;
  }
}
