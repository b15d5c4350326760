import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Mailer } from '../../../providers/mail';
import type { PasswordTokens } from '../../accounts/password-tokens';
import { confirmationMail } from './confirmation-mail';
import type { JoinDocumentsService } from './join-documents.service';
import type { JoinRecord, JoinRecordsRepository } from './join-records.repository';

/** Without an agreement upload, the e-mail goes out with the receipt alone this long after the join. */
export const CONFIRMATION_FALLBACK_MS = 15 * 60_000;

/**
 * The confirmation e-mail, sent once per join after the commit (docs/decisions/0009). The rule: it goes out when
 * the signed agreement is stored, with both PDFs (the receipt is made then if it does not exist yet). The
 * fallback: a join still unconfirmed CONFIRMATION_FALLBACK_MS later gets it with the receipt (and the agreement if
 * one came meanwhile). A failed send releases the claim, and the fallback tries again.
 */
export class JoinConfirmationService {
  constructor(
    private readonly deps: {
      records: JoinRecordsRepository;
      documents: JoinDocumentsService;
      mailer: Mailer;
      passwordTokens: PasswordTokens;
      config: Pick<Config, 'BRAND_NAME' | 'SUPPORT_EMAIL' | 'PUBLIC_URL'>;
      log: FastifyBaseLogger;
    },
  ) {}

  /** After an agreement upload: sends the member's latest join's e-mail if it has not gone out. */
  async sendIfReady(join: JoinRecord): Promise<boolean> {
    if (join.confirmationSentAt) return false;
    if (!(await this.deps.documents.agreementFor(join))) return false;
    return this.send(join);
  }

  /** The fallback: unconfirmed joins older than the delay. Answers how many e-mails went out. */
  async sendDue(now: Date = new Date()): Promise<number> {
    const due = await this.deps.records.unconfirmedBefore(new Date(now.getTime() - CONFIRMATION_FALLBACK_MS));
    let sent = 0;
    for (const { runKey } of due) {
      const join = await this.deps.records.byRunKey(runKey);
      if (join && (await this.send(join))) sent += 1;
    }
    return sent;
  }

  private async send(join: JoinRecord): Promise<boolean> {
    const { records, documents, mailer, passwordTokens, config, log } = this.deps;
    if (!(await records.claimConfirmation(join.runKey))) return false;
    try {
      const attachments = await documents.attachmentsOf(join);
      const token = join.user.passwordHash ? null : await passwordTokens.create(join.user.id, 'set-password');
      const setPasswordUrl = token ? `${config.PUBLIC_URL}/new_password?token=${encodeURIComponent(token)}` : null;
      const message = await confirmationMail({
        brandName: config.BRAND_NAME,
        supportEmail: config.SUPPORT_EMAIL,
        join,
        setPasswordUrl,
        membershipUrl: `${config.PUBLIC_URL}/membership`,
        attachments,
      });
      await mailer.send(message);
      await records.finishConfirmation(join.runKey, true);
      log.info({ runKey: join.runKey, attachments: attachments.length }, 'join confirmation e-mail sent');
      return true;
    } catch (error) {
      log.error({ err: error, runKey: join.runKey }, 'join confirmation e-mail failed; the fallback retries it');
      await records.finishConfirmation(join.runKey, false).catch(() => undefined);
      return false;
    }
  }
}
