import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type BulkColumns, bulkInsert } from '../bulk-insert';
import type { Database } from '../client';
import { DEMO_CHAIN } from './chain-history';

// Any fixed number: it names the lock that keeps two instances from seeding the bookings at once.
const DEMO_BOOKINGS_LOCK_ID = 7_314_029;
const DAY_MS = 86_400_000;
/** The classes of the last week and the coming one get bookings. */
const WINDOW_DAYS = 7;

interface SessionRow {
  id: string;
  club_id: string;
  capacity: number;
  starts_at: Date | string;
}

interface DemoBooking {
  sessionId: string;
  userId: string;
  status: 'booked' | 'waitlisted' | 'cancelled';
  bookedAt: string;
  cancelledAt: string | null;
  lateCancel: boolean;
  endedBy: 'member' | null;
  attendance: 'attended' | 'noShow' | null;
}

const COLUMNS: BulkColumns<DemoBooking> = {
  session_id: { type: 'uuid', value: (row) => row.sessionId },
  user_id: { type: 'uuid', value: (row) => row.userId },
  status: { type: 'text', value: (row) => row.status },
  booked_at: { type: 'timestamptz', value: (row) => row.bookedAt },
  cancelled_at: { type: 'timestamptz', value: (row) => row.cancelledAt },
  late_cancel: { type: 'boolean', value: (row) => row.lateCancel },
  ended_by: { type: 'text', value: (row) => row.endedBy },
  attendance: { type: 'text', value: (row) => row.attendance },
};

/** A number in [0, 1) fixed by the text: the demo's fills are the same on every machine. */
const fraction = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;

/**
 * The demo chain's members in the classes of the last week and the coming one (issue 29 point 3), once, so a newcomer
 * sees a living schedule: most classes a third to fully booked, some full with a waitlist, the past ones with their
 * attendance and a few late cancels. Run after the sessions are generated (the classes' job), with the demo chain
 * only; the sessions' counts are set from the rows written. Answers how many rows it wrote.
 */
export async function seedDemoBookings(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_BOOKINGS_LOCK_ID})`);
    const chainMembers = sql`select u.id, u.home_club_id from users u
      where u.email like ${`%@${DEMO_CHAIN.emailDomain}`} and u.role = 'member' and u.member_status = 'active'`;
    const { rows: done } = (await tx.execute(sql`
      select exists (select 1 from class_bookings b join (${chainMembers}) m on m.id = b.user_id) as seeded`)) as {
      rows: { seeded: boolean }[];
    };
    if (done[0]?.seeded) return 0;
    const { rows: members } = (await tx.execute(sql`${chainMembers} order by u.id`)) as {
      rows: { id: string; home_club_id: string }[];
    };
    const { rows: sessions } = (await tx.execute(sql`
      select id, club_id, capacity, starts_at from class_sessions
       where cancelled_at is null and booked = 0 and waitlisted = 0
         and starts_at >= ${new Date(now.getTime() - WINDOW_DAYS * DAY_MS).toISOString()}
         and starts_at < ${new Date(now.getTime() + WINDOW_DAYS * DAY_MS).toISOString()}
       order by starts_at, id`)) as { rows: SessionRow[] };
    const byClub = new Map<string, string[]>();
    for (const member of members)
      byClub.set(member.home_club_id, [...(byClub.get(member.home_club_id) ?? []), member.id]);
    const rows: DemoBooking[] = [];
    const turn = new Map<string, number>();
    for (const session of sessions) {
      const clubMembers = byClub.get(session.club_id) ?? [];
      if (clubMembers.length === 0) continue;
      rows.push(...bookingsOf(session, clubMembers, turn.get(session.club_id) ?? 0, now));
      // The next class starts further along the club's members: each member has a class or two a week, not all.
      turn.set(session.club_id, (turn.get(session.club_id) ?? 0) + session.capacity + 3);
    }
    await bulkInsert(tx, 'class_bookings', COLUMNS, rows);
    await tx.execute(sql`
      update class_sessions s
         set booked = (select count(*) from class_bookings b where b.session_id = s.id and b.status = 'booked'),
             waitlisted = (select count(*) from class_bookings b where b.session_id = s.id and b.status = 'waitlisted')
       where s.id in (select distinct session_id from class_bookings b join (${chainMembers}) m on m.id = b.user_id)`);
    return rows.length;
  });
}

/** One class's demo bookings: its fill fixed by its id, members taken in turn from `offset`. */
function bookingsOf(session: SessionRow, clubMembers: string[], offset: number, now: Date): DemoBooking[] {
  const startsAt = new Date(session.starts_at);
  const past = startsAt < now;
  const fill = 0.35 + fraction(session.id) * 0.8; // above 1: full, and a waitlist for a class to come
  const booked = Math.min(session.capacity, Math.round(session.capacity * fill));
  const waiting = past ? 0 : Math.max(0, Math.round(session.capacity * (fill - 1)));
  const count = Math.min(clubMembers.length, booked + waiting + 1);
  const rows: DemoBooking[] = [];
  for (let index = 0; index < count; index += 1) {
    const userId = clubMembers[(offset + index) % clubMembers.length]!;
    const roll = fraction(`${session.id}:${userId}`);
    const bookedAt = new Date(startsAt.getTime() - (1 + roll * 5) * DAY_MS).toISOString();
    const base = { sessionId: session.id, userId, bookedAt, cancelledAt: null, lateCancel: false, endedBy: null };
    if (index === booked + waiting) {
      // One more gave their place up in good time.
      rows.push({
        ...base,
        status: 'cancelled',
        cancelledAt: new Date(startsAt.getTime() - 2 * DAY_MS).toISOString(),
        endedBy: 'member',
        attendance: null,
      });
    } else if (index >= booked) {
      rows.push({ ...base, status: 'waitlisted', attendance: null });
    } else if (past && roll < 0.03) {
      rows.push({
        ...base,
        status: 'cancelled',
        cancelledAt: new Date(startsAt.getTime() - 3 * 3_600_000).toISOString(),
        lateCancel: true,
        endedBy: 'member',
        attendance: null,
      });
    } else {
      rows.push({ ...base, status: 'booked', attendance: past ? (roll < 0.09 ? 'noShow' : 'attended') : null });
    }
  }
  return rows;
}
