import type { Locale } from '@gym/contracts/i18n/locales';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { signupTracking } from '../../../db/schema';

export interface TrackingValues {
  email?: string;
  currentPage: string;
  data?: unknown;
  isFormerMember?: boolean;
  isReferral?: boolean;
  referrerName?: string;
  referrerCaid?: string;
  /** The language of the call: a reminder to finish the sign-up is written in it. */
  locale?: Locale;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** signup_tracking rows; drizzle's column names map snake_case to the wire's camelCase. */
export class TrackingRepository {
  constructor(private readonly db: Database) {}

  async create(values: TrackingValues): Promise<string> {
    const [row] = await this.db.insert(signupTracking).values(values).returning({ id: signupTracking.id });
    if (!row) throw new Error('tracking insert returned no row');
    return row.id;
  }

  /** Sets the given fields (undefined ones keep their value); false when no record has the session id. */
  async update(session: string, values: TrackingValues): Promise<boolean> {
    // Not a UUID cannot be a session, and Postgres would refuse to compare it with the uuid column.
    if (!UUID.test(session)) return false;
    const rows = await this.db
      .update(signupTracking)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(signupTracking.id, session))
      .returning({ id: signupTracking.id });
    return rows.length > 0;
  }
}
