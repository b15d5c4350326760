import type { Locale } from '@gym/contracts/i18n/locales';
import { type VaccineRecordStatus } from '@gym/contracts/vaccine';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { clubs, users, vaccineRecords } from '../../../db/schema';

/** The person's details as stored: ISO birthday, phone digits. */
export interface StoredPersonalInfo {
  firstName: string;
  lastName: string;
  gender: string;
  /** YYYY-MM-DD */
  birthday: string;
  /** Digits only. */
  phone: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  emergencyContactName: string;
  /** Digits only. */
  emergencyContactPhone: string;
}

/** Reads and writes of the signed-in member's own profile; every call names the account by its id. */
export class ProfileRepository {
  constructor(private readonly db: Database) {}

  /** The account, its favourite club's name and the status of its newest vaccine record. */
  async find(userId: string) {
    const [row] = await this.db
      .select({
        user: users,
        favoriteLocationName: clubs.displayName,
        newestVaccineRecord: sql<VaccineRecordStatus | null>`(
          select ${vaccineRecords.status} from ${vaccineRecords}
          where ${vaccineRecords.userId} = ${users.id}
          order by ${vaccineRecords.createdAt} desc limit 1)`,
      })
      .from(users)
      .leftJoin(clubs, eq(clubs.id, users.homeClubId))
      .where(eq(users.id, userId));
    return row;
  }

  /** Writes the person's details; false when the account is gone. */
  async update(userId: string, info: StoredPersonalInfo): Promise<boolean> {
    const updated = await this.db
      .update(users)
      .set({ ...info, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return updated.length > 0;
  }

  /** Keeps the account's language; false when the account is gone. */
  async setLocale(userId: string, locale: Locale): Promise<boolean> {
    const updated = await this.db
      .update(users)
      .set({ locale, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return updated.length > 0;
  }
}
