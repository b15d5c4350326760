import type { FastifyBaseLogger } from 'fastify';
import { CARD_DECLINED_MESSAGE } from '@gym/contracts/billing';
import type { Config } from '../../../config';
import type { Clock } from '../../../lib/clock';
import { clubTodayIso } from '../../../lib/club-date';
import { sharedText } from '../../../lib/i18n/translator';
import { receiptNumberOf } from '../../../providers/documents';
import type { MailAttachment, MailMessage, Mailer } from '../../../providers/mail';
import { mailText } from '../../../providers/mail/mail-text';
import { cardLabel } from '../billing';
import { cancellationMail, freezeMail, planChangeMail, planChangeMailDetails } from '../changes';
import { guestPassMail } from '../guest-passes';
import { addDays, nextBillingDay } from './billing-calendar';
import { type BillingMailParty, cardExpiringMail, paymentFailedMail, receiptMail, suspendedMail } from './billing-mail';
import { type NoticesReport, drainNotices } from '../../../db/notice-queue';
import type { BillingNotice, BillingNoticesRepository, NoticeStanding } from './billing-notices.repository';
import { anniversaryMail, priceChangeMail } from './plan-notices-mail';
import { type BillingReceiptsService, cardOf, paidFor } from './billing-receipts.service';
import { type DunningPolicy, retryRound } from './dunning';

/** A claim's length: longer than a send takes, short enough that a dead sender's notices go out soon after. */
export const NOTICE_LEASE_MS = 5 * 60_000;

/** The club days the charge will be tried again: the schedule's retries not made yet. */
export function retriesLeft(policy: DunningPolicy, standing: NoticeStanding): string[] {
  const since = standing.pastDueSince;
  if (standing.billingStatus !== 'past_due' || !since) return [];
  const made = new Set(standing.retryRounds);
  return policy.retryDays.flatMap((days, index) => (made.has(retryRound(index + 1)) ? [] : [addDays(since, days)]));
}

/**
 * Sends the billing engine's notices (docs/decisions/0027): batches claimed from billing_notices, each e-mailed
 * and stamped sent. A notice that fails is logged and left for the next time; it never holds up the others.
 * At least once: a crash between the relay's answer and the stamp sends it again after the lease.
 */
export class BillingNoticesService {
  constructor(
    private readonly deps: {
      repository: BillingNoticesRepository;
      receipts: BillingReceiptsService;
      /** A stored member document (the updated agreement of a plan change) as an attachment. */
      documentFile: (documentId: string) => Promise<MailAttachment | null>;
      mailer: Mailer;
      clock: Clock;
      policy: DunningPolicy;
      config: Pick<Config, 'BRAND_NAME' | 'SUPPORT_EMAIL' | 'PUBLIC_URL'>;
      log: FastifyBaseLogger;
    },
    private readonly batchSize = 20,
  ) {}

  async sendDue(): Promise<NoticesReport> {
    const { repository, mailer, log } = this.deps;
    const report = await drainNotices(
      { claim: () => repository.claim(this.batchSize, NOTICE_LEASE_MS), markSent: (id) => repository.markSent(id) },
      async () => async (notice) => {
        const mail = await this.compose(notice);
        if (mail) await mailer.send(mail);
        return mail !== null;
      },
      (notice, error) =>
        log.error(
          { err: error, noticeId: notice.id, kind: notice.kind },
          'billing notice not sent; it is tried again when its claim runs out',
        ),
    );
    if (report.sent + report.skipped + report.failed > 0) log.info(report, 'billing notices');
    return report;
  }

  /** The notice's e-mail, or null when there is nothing left to tell. */
  private async compose(notice: BillingNotice): Promise<MailMessage | null> {
    const { repository, config } = this.deps;
    const member = await repository.recipient(notice.userId);
    if (!member) throw new Error(`notice ${notice.id}: no user ${notice.userId}`);
    const party: BillingMailParty = {
      // Written in the member's language; a guest's pass too (the guest has no account: the member's is the one known).
      locale: member.locale,
      brandName: config.BRAND_NAME,
      supportEmail: config.SUPPORT_EMAIL,
      billingUrl: `${config.PUBLIC_URL}/billing`,
      // A notice with a recipient of its own (a guest pass) goes there, not to the member.
      member: notice.recipient ? { ...member, email: notice.recipient } : member,
    };
    switch (notice.kind) {
      case 'receipt':
        return this.receipt(notice, party);
      case 'payment-failed':
      case 'suspended':
        return this.declined(notice, party);
      case 'card-expiring':
        return this.cardExpiring(notice, party);
      case 'cancellation':
      case 'cancellation-withdrawn':
        return cancellationMail(notice.kind, notice.details, {
          ...party,
          membershipUrl: `${config.PUBLIC_URL}/membership`,
        });
      case 'freeze':
      case 'unfreeze':
      case 'freeze-ending':
        return freezeMail(notice.kind, notice.details, { ...party, membershipUrl: `${config.PUBLIC_URL}/membership` });
      case 'plan-change':
      case 'plan-change-withdrawn':
        return this.planChange(notice, party);
      case 'guest-pass':
        return guestPassMail(notice.details, party);
      case 'anniversary':
        return anniversaryMail(notice.details, { ...party, membershipUrl: `${config.PUBLIC_URL}/membership` });
      case 'price-change':
        return priceChangeMail(notice.details, { ...party, membershipUrl: `${config.PUBLIC_URL}/membership` });
    }
  }

  private async receipt(notice: BillingNotice, party: BillingMailParty): Promise<MailMessage> {
    const facts = notice.chargeId ? await this.deps.receipts.facts(notice.chargeId) : undefined;
    if (!facts) throw new Error(`receipt notice ${notice.id} names no charge`);
    const stored = await this.deps.receipts.receiptOf(facts);
    const card = cardOf(facts);
    return receiptMail({
      ...party,
      kind: facts.charge.kind,
      items: paidFor(facts, party.locale),
      amountCents: facts.charge.amountCents,
      card: mailText.t(party.locale ?? 'en', 'mail.cardEnding', { brand: card.type, last4: card.last4 }),
      paidAt: facts.charge.createdAt,
      receiptNumber: receiptNumberOf(facts.member.memberNumber, facts.charge.id),
      attachment: { filename: stored.fileName, contentType: 'application/pdf', content: stored.bytes },
    });
  }

  /** A decline or a suspension: told only while a balance is still due. */
  private async declined(notice: BillingNotice, party: BillingMailParty): Promise<MailMessage | null> {
    const standing = notice.membershipId ? await this.deps.repository.standing(notice.membershipId) : undefined;
    if (!standing) throw new Error(`${notice.kind} notice ${notice.id} names no membership`);
    if (standing.balanceCents <= 0) return null;
    if (notice.kind === 'suspended') {
      const decline = notice.message === null ? null : sharedText(party.locale ?? 'en', notice.message);
      return suspendedMail({ ...party, amountDueCents: standing.balanceCents, decline });
    }
    return paymentFailedMail({
      ...party,
      amountDueCents: standing.balanceCents,
      decline: sharedText(party.locale ?? 'en', notice.message ?? CARD_DECLINED_MESSAGE),
      retryDays: retriesLeft(this.deps.policy, standing),
      suspended: standing.billingStatus === 'suspended',
    });
  }

  /** A change of plan or club: its confirmation carries the updated agreement the member signed. */
  private async planChange(notice: BillingNotice, party: BillingMailParty): Promise<MailMessage> {
    const details = planChangeMailDetails.parse(notice.details);
    const agreement =
      notice.kind === 'plan-change' && details.agreementId ? await this.deps.documentFile(details.agreementId) : null;
    if (notice.kind === 'plan-change' && details.agreementId && !agreement) {
      throw new Error(`plan-change notice ${notice.id}: its agreement file is missing`);
    }
    return planChangeMail(
      notice.kind === 'plan-change' ? 'plan-change' : 'plan-change-withdrawn',
      details,
      { ...party, membershipUrl: `${this.deps.config.PUBLIC_URL}/membership` },
      agreement,
    );
  }

  /** Told while the card is still the member's primary one. */
  private async cardExpiring(notice: BillingNotice, party: BillingMailParty): Promise<MailMessage | null> {
    const card = notice.paymentMethodId ? await this.deps.repository.card(notice.paymentMethodId) : undefined;
    if (!card?.isPrimary) return null;
    return cardExpiringMail({
      ...party,
      card: cardLabel(card, party.locale),
      expMonth: card.expMonth,
      expYear: card.expYear,
      billingDay: nextBillingDay(clubTodayIso(this.deps.clock.now())),
      duesCents: card.duesCents,
    });
  }
}
