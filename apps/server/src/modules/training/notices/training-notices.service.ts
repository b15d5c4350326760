import type { FastifyBaseLogger } from 'fastify';
import { MY_TRAINING_PATH, TRAINER_TRAINING_PATH } from '@gym/contracts/personal-training';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { type NoticesReport, drainNotices } from '../../../db/notice-queue';
import type { Clock } from '../../../lib/clock';
import type { Mailer, MailMessage } from '../../../providers/mail';
import { classesCalendar } from '../../classes/calendar';
import { classWhen } from '../../classes/class-when';
import { type SessionView, sessionEvent } from '../sessions';
import type { TrainingNotice, TrainingNoticeKind } from '../training.schema';
import type { TrainingNoticesRepository } from './training-notices.repository';
import { trainingNoticeMail } from './training-notice-mail';

/** How long a sender holds the notices it claimed before another may take them. */
const NOTICE_LEASE_MS = 5 * 60_000;
const BATCH = 50;

/** Whether what a notice tells is still so: a booking since cancelled, or a reminder of one, has nothing to tell. */
function stillTrue(notice: TrainingNotice, session: SessionView): boolean {
  return notice.kind === 'cancelled' || notice.kind === 'closed' || session.status !== 'cancelled';
}

/**
 * What members and trainers are told of their sessions (issue 30 point 5, docs/decisions/0053): written in the
 * transaction of the change (`write`), sent after commit by the training-notices job (claimed for a lease, stamped
 * sent), in the recipient's language, the booking's with the session as a calendar file; the reminders the day
 * before are written by the same job.
 */
export class TrainingNoticesService {
  constructor(
    private readonly deps: {
      repository: TrainingNoticesRepository;
      /** A session as its pages read it (the sessions module's). */
      session: (sessionId: string) => Promise<SessionView | undefined>;
      mailer: Mailer;
      config: Pick<Config, 'BRAND_NAME' | 'SUPPORT_EMAIL' | 'PUBLIC_URL'>;
      clock: Clock;
      log: FastifyBaseLogger;
    },
  ) {}

  /** In the change's transaction: the notices of a session for its member, its trainer, or both. */
  write(
    tx: Database,
    session: { id: string; userId: string; trainerId: string },
    kind: TrainingNoticeKind,
    to: ('member' | 'trainer')[],
  ) {
    return this.deps.repository.write(
      tx,
      to.map((party) => ({
        userId: party === 'member' ? session.userId : session.trainerId,
        sessionId: session.id,
        kind,
      })),
    );
  }

  async sendDue(): Promise<NoticesReport & { reminders: number }> {
    const { repository, mailer, log } = this.deps;
    const reminders = await repository.writeDueReminders(this.deps.clock.now());
    const report = await drainNotices(
      { claim: () => repository.claim(BATCH, NOTICE_LEASE_MS), markSent: (id) => repository.markSent(id) },
      async () => async (notice) => {
        const mail = await this.compose(notice);
        if (mail) await mailer.send(mail);
        return mail !== null;
      },
      (notice, error) => log.error({ err: error, noticeId: notice.id }, 'training notice not sent; tried again later'),
    );
    if (reminders + report.sent + report.skipped + report.failed > 0)
      log.info({ reminders, ...report }, 'training notices');
    return { reminders, ...report };
  }

  private async compose(notice: TrainingNotice): Promise<MailMessage | null> {
    const [session, recipient] = await Promise.all([
      this.deps.session(notice.sessionId),
      this.deps.repository.recipient(notice.userId),
    ]);
    if (!session || !recipient) throw new Error(`training notice ${notice.id}: no session or recipient`);
    if (!stillTrue(notice, session)) return null;
    const { config } = this.deps;
    const toTrainer = recipient.id === session.trainerId;
    return trainingNoticeMail({
      kind: notice.kind,
      toTrainer,
      locale: recipient.locale,
      brandName: config.BRAND_NAME,
      supportEmail: config.SUPPORT_EMAIL,
      to: recipient.email,
      firstName: recipient.firstName,
      otherName: toTrainer
        ? `${session.memberFirstName} ${session.memberLastName}`
        : `${session.trainerFirstName} ${session.trainerLastName}`,
      clubName: session.clubName,
      when: classWhen(session.startsAt, recipient.locale, session.timeZone),
      minutes: session.minutes,
      video: session.mode === 'video',
      returned: session.returnedToPack,
      pageUrl: `${config.PUBLIC_URL}${toTrainer ? TRAINER_TRAINING_PATH : MY_TRAINING_PATH}`,
      calendar: notice.kind === 'booked' ? this.calendarFile(session) : null,
    });
  }

  private calendarFile(session: SessionView) {
    const calendar = classesCalendar(this.deps.config.BRAND_NAME);
    calendar.createEvent(sessionEvent(session, { publicUrl: this.deps.config.PUBLIC_URL, now: this.deps.clock.now() }));
    return {
      filename: 'training-session.ics',
      contentType: 'text/calendar; charset=utf-8',
      content: new TextEncoder().encode(calendar.toString()),
    };
  }
}
