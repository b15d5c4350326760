import type { FastifyBaseLogger } from 'fastify';
import { MEMBER_CLASSES_PATH } from '@gym/contracts/class-bookings';
import { clubPagePath } from '@gym/contracts/club-page';
import type { ClubSlug } from '@gym/contracts/constants';
import type { Config } from '../../../config';
import { type NoticesReport, drainNotices } from '../../../db/notice-queue';
import type { Mailer, MailMessage } from '../../../providers/mail';
import { classWhen } from '../class-when';
import type { ClassNotice, ClassNoticesRepository, NoticeBooking } from './class-notices.repository';
import { classNoticeMail } from './class-notice-mail';

/**
 * Whether what a notice tells is still so when it is sent: a place offered to someone no longer waiting, a promotion
 * since given up, a substitution or message to someone who left, have nothing left to tell.
 */
function stillTrue(notice: ClassNotice, booking: NoticeBooking): boolean {
  switch (notice.kind) {
    case 'promoted':
    case 'message':
    case 'reminder':
    case 'drawWon':
      return booking.status === 'booked';
    case 'drawLost':
    case 'placeOffered':
      return booking.status === 'waitlisted';
    case 'trainerChanged':
    case 'moved':
      return booking.status !== 'cancelled';
    case 'classCancelled':
      return true;
  }
}

/** How long a sender holds the notices it claimed before another may take them. */
const NOTICE_LEASE_MS = 5 * 60_000;
const BATCH = 50;

/**
 * Sends the class notices written by promotions and freed places (docs/decisions/0050): claimed, e-mailed in the
 * member's language, stamped sent. A notice that has nothing left to tell (the member is no longer waiting, say)
 * is stamped without an e-mail.
 */
export class ClassNoticesService {
  constructor(
    private readonly deps: {
      repository: ClassNoticesRepository;
      mailer: Mailer;
      config: Pick<Config, 'BRAND_NAME' | 'SUPPORT_EMAIL' | 'PUBLIC_URL'>;
      log: FastifyBaseLogger;
    },
  ) {}

  async sendDue(): Promise<NoticesReport> {
    const { repository, mailer, log } = this.deps;
    const report = await drainNotices(
      { claim: () => repository.claim(BATCH, NOTICE_LEASE_MS), markSent: (id) => repository.markSent(id) },
      async (batch) => {
        // The batch's bookings at once, with those an either/or promotion ended.
        const bookings = await repository.bookings([
          ...new Set(batch.flatMap((notice) => [notice.bookingId, ...(notice.details.replaced ?? [])])),
        ]);
        return async (notice) => {
          const mail = await this.compose(notice, bookings);
          if (mail) await mailer.send(mail);
          return mail !== null;
        };
      },
      (notice, error) => log.error({ err: error, noticeId: notice.id }, 'class notice not sent; tried again later'),
    );
    if (report.sent + report.skipped + report.failed > 0) log.info(report, 'class notices');
    return report;
  }

  private async compose(notice: ClassNotice, bookings: Map<string, NoticeBooking>): Promise<MailMessage | null> {
    const booking = bookings.get(notice.bookingId);
    if (!booking) throw new Error(`class notice ${notice.id}: no booking ${notice.bookingId}`);
    if (!stillTrue(notice, booking)) return null;
    const { config } = this.deps;
    const when = (of: NoticeBooking) => classWhen(of.startsAt, booking.locale, of.timeZone);
    return classNoticeMail({
      kind: notice.kind,
      reason: notice.details.reason ?? '',
      closed: notice.details.closed ?? false,
      waiting: notice.details.waiting ?? false,
      text: notice.details.text ?? '',
      position: notice.details.position ?? 0,
      // A move's old time, unless only its room changed (or it was moved back since).
      movedFrom:
        notice.details.movedFrom && notice.details.movedFrom !== booking.startsAt.toISOString()
          ? classWhen(new Date(notice.details.movedFrom), booking.locale, booking.timeZone)
          : '',
      room: notice.details.room ?? '',
      trainerName: `${booking.trainerFirstName} ${booking.trainerLastName}`,
      scheduleUrl: `${config.PUBLIC_URL}${clubPagePath(booking.clubSlug as ClubSlug)}/schedule`,
      locale: booking.locale,
      brandName: config.BRAND_NAME,
      supportEmail: config.SUPPORT_EMAIL,
      to: booking.email,
      firstName: booking.firstName,
      className: booking.className,
      clubName: booking.clubName,
      when: when(booking),
      freeCancel: booking.freeCancel,
      lateCancelHours: booking.lateCancelHours,
      replaced: (notice.details.replaced ?? []).flatMap((id) => {
        const replaced = bookings.get(id);
        return replaced ? [`${replaced.className}, ${when(replaced)}`] : [];
      }),
      classesUrl: `${config.PUBLIC_URL}${MEMBER_CLASSES_PATH}`,
    });
  }
}
