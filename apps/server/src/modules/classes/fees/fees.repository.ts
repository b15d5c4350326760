import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { classFees } from '../../../db/schema';

export type ClassFeeKind = 'lateCancel' | 'noShow';

/** The fees charged for bookings (their rows; the money is the ledger's). */
export class FeesRepository {
  /** Writes a booking's fee row, once: false when the booking has one already (charged before, or waived). */
  async record(tx: Database, fee: { bookingId: string; kind: ClassFeeKind; amountCents: number; at: Date }) {
    const rows = await tx
      .insert(classFees)
      .values({ bookingId: fee.bookingId, kind: fee.kind, amountCents: fee.amountCents, chargedAt: fee.at })
      .onConflictDoNothing()
      .returning({ bookingId: classFees.bookingId });
    return rows.length === 1;
  }

  /** Marks a booking's no-show fee waived, once: its amount, or null when there is none to waive. */
  async waive(tx: Database, bookingId: string, at: Date): Promise<number | null> {
    const [row] = await tx
      .update(classFees)
      .set({ waivedAt: at })
      .where(and(eq(classFees.bookingId, bookingId), eq(classFees.kind, 'noShow'), isNull(classFees.waivedAt)))
      .returning({ amountCents: classFees.amountCents });
    return row?.amountCents ?? null;
  }

  /** What the ledger's line says of a booking: whose it is, the class and when, on its club's clock. */
  async describe(tx: Database, bookingId: string) {
    const { rows } = (await tx.execute(sql`
      select b.user_id as "userId", t.name as "className", s.starts_at as "startsAt", c.time_zone as "timeZone"
        from class_bookings b
        join class_sessions s on s.id = b.session_id
        join class_types t on t.id = s.class_type_id
        join clubs c on c.id = s.club_id
       where b.id = ${bookingId}`)) as {
      rows: { userId: string; className: string; startsAt: Date | string; timeZone: string }[];
    };
    const row = rows[0];
    if (!row) throw new Error(`no booking ${bookingId}`);
    return { ...row, startsAt: new Date(row.startsAt) };
  }
}
