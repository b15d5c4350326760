import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { classMemberSettings } from '../../../db/schema';

/** A booked class that may be due a reminder. */
export interface ReminderCandidate {
  bookingId: string;
  userId: string;
  startsAt: Date;
  bookedAt: Date;
  timeZone: string;
}

/** Class reminders: who may be due one, writing them once, and the members' choice to have them. */
export class RemindersRepository {
  constructor(private readonly db: Database) {}

  /** Booked places in classes starting in (now, until], of members who want reminders, not reminded yet. */
  async candidates(now: Date, until: Date): Promise<ReminderCandidate[]> {
    const { rows } = (await this.db.execute(sql`
      select b.id as booking_id, b.user_id, s.starts_at, b.booked_at, c.time_zone
        from class_bookings b
        join class_sessions s on s.id = b.session_id
        join clubs c on c.id = s.club_id
        left join class_member_settings m on m.user_id = b.user_id
       where b.status = 'booked' and s.cancelled_at is null
         and s.starts_at > ${now.toISOString()} and s.starts_at <= ${until.toISOString()}
         and coalesce(m.reminders, true)
         and not exists (select 1 from class_notices n where n.booking_id = b.id and n.kind = 'reminder')`)) as {
      rows: {
        booking_id: string;
        user_id: string;
        starts_at: Date | string;
        booked_at: Date | string;
        time_zone: string;
      }[];
    };
    return rows.map((row) => ({
      bookingId: row.booking_id,
      userId: row.user_id,
      startsAt: new Date(row.starts_at),
      bookedAt: new Date(row.booked_at),
      timeZone: row.time_zone,
    }));
  }

  /** Writes the reminders' notices; one per booking whatever runs at the same time (a unique index). */
  async remind(due: { bookingId: string; userId: string }[]): Promise<number> {
    if (due.length === 0) return 0;
    const { rows } = (await this.db.execute(sql`
      insert into class_notices (user_id, booking_id, kind)
      values ${sql.join(
        due.map((entry) => sql`(${entry.userId}, ${entry.bookingId}, 'reminder')`),
        sql`, `,
      )}
      on conflict do nothing
      returning id`)) as { rows: unknown[] };
    return rows.length;
  }

  async wantsReminders(userId: string): Promise<boolean> {
    const { rows } = (await this.db.execute(
      sql`select reminders from class_member_settings where user_id = ${userId}`,
    )) as { rows: { reminders: boolean }[] };
    return rows[0]?.reminders ?? true;
  }

  async setReminders(userId: string, reminders: boolean): Promise<void> {
    await this.db
      .insert(classMemberSettings)
      .values({ userId, reminders })
      .onConflictDoUpdate({ target: classMemberSettings.userId, set: { reminders } });
  }
}
