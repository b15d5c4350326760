import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  cancellations,
  charges,
  classBookings,
  classSeries,
  classSessions,
  freezes,
  ledgerEntries,
  memberships,
  signupTracking,
  users,
  visits,
} from '../../../db/schema';

/**
 * Rows for the dashboard's test, each with the moment it happened set by hand (the app's clock is a ManualClock
 * far from the seeded demo's days, so only these rows fall in the dashboard's windows).
 */
export function dashboardRows(db: Database) {
  const unique = () => randomUUID().slice(0, 12);
  return {
    async member(homeClubId: string): Promise<string> {
      const tag = unique();
      const [user] = await db
        .insert(users)
        .values({
          email: `dash.${tag}@example.com`,
          role: 'member',
          memberStatus: 'active',
          firstName: 'Dash',
          lastName: `Member ${tag}`,
          homeClubId,
          scanCode: `TEST-DASH-${tag}`,
        })
        .returning({ id: users.id });
      return user!.id;
    },

    async membership(
      userId: string,
      values: { clubId: string; createdAt: string } & Omit<Partial<typeof memberships.$inferInsert>, 'createdAt'>,
    ): Promise<string> {
      const [row] = await db
        .insert(memberships)
        .values({
          userId,
          planId: values.clubId === '106' ? 'oakland-monthly' : 'marin-monthly',
          startDate: values.createdAt.slice(0, 10),
          priceCents: 6899,
          ...values,
          createdAt: new Date(values.createdAt),
        })
        .returning({ id: memberships.id });
      return row!.id;
    },

    async charge(userId: string, kind: 'join' | 'payment' | 'autopay', amountCents: number, at: string) {
      const key = `dash-${unique()}`;
      await db
        .insert(charges)
        .values({ userId, kind, amountCents, providerChargeId: key, idempotencyKey: key, createdAt: new Date(at) });
    },

    async dues(userId: string, membershipId: string, period: string, amountCents = 6899) {
      await db
        .insert(ledgerEntries)
        .values({ userId, membershipId, period, kind: 'dues', amountCents, description: `Dues ${period}` });
    },

    async cancellation(userId: string, membershipId: string, lastDay: string, withdrawnAt: string | null = null) {
      await db.insert(cancellations).values({
        reference: `CAN-${unique()}`,
        userId,
        membershipId,
        noticeDate: '2031-03-01',
        lastDay,
        withdrawnAt: withdrawnAt ? new Date(withdrawnAt) : null,
      });
    },

    async freeze(userId: string, membershipId: string, firstPeriod: string, withdrawnAt: string | null = null) {
      await db.insert(freezes).values({
        reference: `FRZ-${unique()}`,
        userId,
        membershipId,
        firstPeriod,
        lastPeriod: firstPeriod,
        feeCents: 1000,
        withdrawnAt: withdrawnAt ? new Date(withdrawnAt) : null,
      });
    },

    async visit(userId: string, clubId: string, at: string) {
      await db.insert(visits).values({ userId, clubId, checkedInAt: new Date(at) });
    },

    /**
     * A class of its own at a club (in a room, of a type and with a trainer of one of the club's demo series),
     * starting at `startsAt` for 45 minutes.
     */
    async classSession(
      clubId: string,
      startsAt: string,
      values: { day: string; capacity: number; booked: number; cancelled?: boolean },
    ): Promise<{ id: string; startsAt: Date }> {
      const [series] = await db.select().from(classSeries).where(eq(classSeries.clubId, clubId)).limit(1);
      if (!series) throw new Error(`no class series at club ${clubId}`);
      const start = new Date(startsAt);
      const [row] = await db
        .insert(classSessions)
        .values({
          clubId,
          roomId: series.roomId,
          classTypeId: series.classTypeId,
          trainerId: series.trainerId,
          day: values.day,
          startsAt: start,
          endsAt: new Date(start.getTime() + 45 * 60_000),
          capacity: values.capacity,
          booked: values.booked,
          cancelledAt: values.cancelled ? start : null,
        })
        .returning({ id: classSessions.id, startsAt: classSessions.startsAt });
      return row!;
    },

    /** A place booked a day before the class, its attendance marked at the start or not marked. */
    async classBooking(
      session: { id: string; startsAt: Date },
      userId: string,
      attendance: 'attended' | 'noShow' | null,
    ) {
      await db.insert(classBookings).values({
        sessionId: session.id,
        userId,
        status: 'booked',
        bookedAt: new Date(session.startsAt.getTime() - 24 * 60 * 60_000),
        attendance,
        attendanceAt: attendance ? session.startsAt : null,
      });
    },

    async signup(clubId: string, currentPage: string, updatedAt: string) {
      await db.insert(signupTracking).values({
        email: `visitor.${unique()}@example.com`,
        currentPage,
        data: { clubId, planId: 'oakland-monthly' },
        createdAt: new Date(new Date(updatedAt).getTime() - 600_000),
        updatedAt: new Date(updatedAt),
      });
    },
  };
}
