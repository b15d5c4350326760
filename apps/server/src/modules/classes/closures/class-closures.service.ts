import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { clubPagePath } from '@gym/contracts/club-page';
import type { Closure } from '@gym/contracts/club-hours';
import type { ClubSlug } from '@gym/contracts/constants';
import type { Locale } from '@gym/contracts/i18n/locales';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { classBookings, classSessions, classTypes, users } from '../../../db/schema';
import { clubMinuteOf } from '../../../lib/club-date';
import type { Mailer } from '../../../providers/mail';
import type { ClubRow } from '../../club/clubs';
import { classWhen } from '../class-when';
import { withinHours } from '../schedule';
import { classClosedMail } from './class-closure-mail';

/** A member whose class a closure cancelled, to be told once the closure has committed. */
export interface ClosedClassNotice {
  to: string;
  firstName: string;
  locale: Locale;
  className: string;
  startsAt: Date;
}

/**
 * A closure entered over classes (issue 28 point 1): the day's sessions the club is no longer open for are
 * cancelled with their bookings, in the closure's transaction (no strike, no fee), and their members are e-mailed
 * once it has committed.
 */
export class ClassClosuresService {
  constructor(
    private readonly deps: { mailer: Mailer; config: Pick<Config, 'BRAND_NAME' | 'SUPPORT_EMAIL' | 'PUBLIC_URL'> },
  ) {}

  async cancelClosedSessions(tx: Database, club: ClubRow, closure: Closure, at: Date): Promise<ClosedClassNotice[]> {
    const sessions = await tx
      .select({ id: classSessions.id, startsAt: classSessions.startsAt, endsAt: classSessions.endsAt })
      .from(classSessions)
      .where(
        and(eq(classSessions.clubId, club.id), eq(classSessions.day, closure.date), isNull(classSessions.cancelledAt)),
      );
    const closed = sessions.filter(
      (session) =>
        !withinHours(
          closure.hours,
          clubMinuteOf(session.startsAt, club.timeZone),
          (session.endsAt.getTime() - session.startsAt.getTime()) / 60_000,
        ),
    );
    if (closed.length === 0) return [];
    const ids = closed.map((session) => session.id);
    await tx
      .update(classSessions)
      .set({ cancelledAt: at, cancelReason: closure.reason, booked: 0 })
      .where(inArray(classSessions.id, ids));
    const cancelled = await tx
      .update(classBookings)
      .set({ status: 'cancelled', cancelledAt: at, lateCancel: false })
      .where(and(inArray(classBookings.sessionId, ids), eq(classBookings.status, 'booked')))
      .returning({ userId: classBookings.userId, sessionId: classBookings.sessionId });
    if (cancelled.length === 0) return [];
    const rows = await tx
      .select({
        userId: users.id,
        email: users.email,
        firstName: users.firstName,
        locale: users.locale,
        sessionId: classSessions.id,
        startsAt: classSessions.startsAt,
        className: classTypes.name,
      })
      .from(classBookings)
      .innerJoin(users, eq(users.id, classBookings.userId))
      .innerJoin(classSessions, eq(classSessions.id, classBookings.sessionId))
      .innerJoin(classTypes, eq(classTypes.id, classSessions.classTypeId))
      .where(
        and(
          inArray(classBookings.sessionId, ids),
          sql`${classBookings.cancelledAt} = ${at.toISOString()}`,
          eq(classBookings.status, 'cancelled'),
        ),
      );
    return rows.map((row) => ({
      to: row.email,
      firstName: row.firstName,
      locale: row.locale,
      className: row.className,
      startsAt: row.startsAt,
    }));
  }

  /** E-mails each member their class's cancellation; a failed e-mail is logged, never undoes the closure. */
  async notify(club: ClubRow, closure: Closure, notices: ClosedClassNotice[], log: (error: unknown) => void) {
    const { config, mailer } = this.deps;
    for (const notice of notices) {
      try {
        const when = classWhen(notice.startsAt, notice.locale, club.timeZone);
        await mailer.send(
          await classClosedMail({
            locale: notice.locale,
            brandName: config.BRAND_NAME,
            supportEmail: config.SUPPORT_EMAIL,
            to: notice.to,
            firstName: notice.firstName,
            className: notice.className,
            clubName: club.displayName,
            when,
            reason: closure.reason,
            scheduleUrl: `${config.PUBLIC_URL}${clubPagePath(club.slug as ClubSlug)}/schedule`,
          }),
        );
      } catch (error) {
        log(error);
      }
    }
  }
}
