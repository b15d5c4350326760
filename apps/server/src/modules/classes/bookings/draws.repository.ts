import { and, eq, inArray, sql } from 'drizzle-orm';
import { BOOKING_RULES } from '@gym/contracts/class-bookings';
import { DEFAULT_CLASS_RULES } from '@gym/contracts/class-rules';
import type { Database } from '../../../db/client';
import { classBookings, classDraws, classNotices, classSessions } from '../../../db/schema';
import { type DrawEntry, drawOrder } from './draw';

const DAY_MS = 86_400_000;
const DEFAULT_OPENS = DEFAULT_CLASS_RULES.opensDaysBefore;

/** What a draw gave: the places drawn and the requests put on the waitlist, in order. */
export interface DrawResult {
  placed: number;
  waitlisted: number;
}

/** The opening draws of popular classes (docs/decisions/0050); the draw runs in the caller's transaction. */
export class DrawsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Popular sessions whose opening window has ended (booking opened under their club's rules, and the window
   * passed), with requests and no draw yet.
   */
  async due(now: Date): Promise<string[]> {
    const { rows } = (await this.db.execute(sql`
      select s.id from class_sessions s join class_session_rules r on r.session_id = s.id
       where s.popular and s.cancelled_at is null and s.starts_at > ${now.toISOString()}
         and s.starts_at - make_interval(days => coalesce(r.opens_days_before, ${DEFAULT_OPENS}::int))
             + make_interval(mins => ${BOOKING_RULES.drawWindowMinutes}::int) <= ${now.toISOString()}
         and exists (select 1 from class_bookings b where b.session_id = s.id and b.status = 'requested')
         and not exists (select 1 from class_draws d where d.session_id = s.id)
       order by s.starts_at`)) as { rows: { id: string }[] };
    return rows.map((row) => row.id);
  }

  /**
   * Draws a session once (its draw row is the key; a second run, on any instance, finds it and does nothing): the
   * requests' tickets (two for a member who lost a draw in the last 30 days), the order the seed gives, places for
   * the first, the waitlist in the drawn order for the rest, a notice for each. Null when already drawn.
   */
  async draw(tx: Database, sessionId: string, seed: string, now: Date): Promise<DrawResult | null> {
    const [session] = await tx
      .select({ capacity: classSessions.capacity, booked: classSessions.booked, waitlisted: classSessions.waitlisted })
      .from(classSessions)
      .where(eq(classSessions.id, sessionId))
      .for('update');
    if (!session) return null;
    const [already] = await tx.select().from(classDraws).where(eq(classDraws.sessionId, sessionId));
    if (already) return null;
    const requests = await tx
      .select({ id: classBookings.id, userId: classBookings.userId })
      .from(classBookings)
      .where(and(eq(classBookings.sessionId, sessionId), eq(classBookings.status, 'requested')));
    const since = new Date(now.getTime() - BOOKING_RULES.drawBonusDays * DAY_MS);
    const losers = await this.recentLosers(
      tx,
      requests.map((request) => request.userId),
      since,
    );
    const userOf = new Map(requests.map((request) => [request.id, request.userId]));
    const entries: DrawEntry[] = requests.map((request) => ({
      bookingId: request.id,
      tickets: losers.has(request.userId) ? 2 : 1,
    }));
    const drawn = drawOrder(entries, seed);
    const free = Math.max(0, session.capacity - session.booked);
    const winners = drawn.slice(0, free).map((entry) => entry.bookingId);
    const rest = drawn.slice(free).map((entry) => entry.bookingId);
    if (winners.length > 0) {
      await tx.update(classBookings).set({ status: 'booked' }).where(inArray(classBookings.id, winners));
    }
    // The waitlist's order is its rows' queue numbers: new ones, taken in the drawn order.
    for (const bookingId of rest) {
      await tx.execute(sql`
        update class_bookings
           set status = 'waitlisted', draw_lost = true,
               queue = nextval(pg_get_serial_sequence('class_bookings', 'queue'))
         where id = ${bookingId}`);
    }
    await tx
      .update(classSessions)
      .set({
        booked: sql`${classSessions.booked} + ${winners.length}`,
        waitlisted: sql`${classSessions.waitlisted} + ${rest.length}`,
      })
      .where(eq(classSessions.id, sessionId));
    const notices = [
      ...winners.map((bookingId) => ({ bookingId, kind: 'drawWon' as const, details: {} })),
      ...rest.map((bookingId, index) => ({
        bookingId,
        kind: 'drawLost' as const,
        details: { position: session.waitlisted + index + 1 },
      })),
    ];
    if (notices.length > 0) {
      await tx
        .insert(classNotices)
        .values(notices.map((notice) => ({ ...notice, userId: userOf.get(notice.bookingId)! })));
    }
    await tx.insert(classDraws).values({ sessionId, seed, drawn, placesDrawn: winners.length, drawnAt: now });
    return { placed: winners.length, waitlisted: rest.length };
  }

  /** The recorded draw of a session: its seed and order, to replay. */
  async recorded(sessionId: string) {
    const [row] = await this.db.select().from(classDraws).where(eq(classDraws.sessionId, sessionId));
    return row;
  }

  /** Of these members, those who lost a draw made since `since`. */
  private async recentLosers(tx: Database, userIds: string[], since: Date): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const { rows } = (await tx.execute(sql`
      select distinct b.user_id from class_bookings b join class_draws d on d.session_id = b.session_id
       where b.draw_lost and d.drawn_at >= ${since.toISOString()}
         and b.user_id in (${sql.join(
           userIds.map((id) => sql`${id}`),
           sql`, `,
         )})`)) as { rows: { user_id: string }[] };
    return new Set(rows.map((row) => row.user_id));
  }
}
