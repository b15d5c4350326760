import { AppError } from '../../../lib/app-error';
import { STAFF_MEMBER_MESSAGES, STAFF_MEMBER_TEMPLATES } from '@gym/contracts/staff-member';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { type Text, shared } from '../../../lib/i18n/translator';
import type { Mailer } from '../../../providers/mail';
import { PasswordTokens } from '../../accounts/password-tokens';
import { confirmationMail, type JoinWelcome } from '../../signup/join-documents';
import { recordAudit } from '../audit';
import { memberPasswordLinkMail } from './member-password-link-mail';
import type { MemberProfileService, StaffAccount } from './member-profile.service';

export interface MemberMailsDeps {
  db: Database;
  profiles: MemberProfileService;
  /** The sign-up domain's latest join of a member, with its PDFs. */
  joinWelcome: JoinWelcome;
  mailer: Mailer;
  clock: Clock;
  config: Pick<Config, 'BRAND_NAME' | 'SUPPORT_EMAIL' | 'PUBLIC_URL'>;
}

/**
 * The e-mails a manager sends a member again (docs/decisions/0034): a set-password link, and the join's welcome
 * (confirmation) e-mail with its PDFs. The link and the audit row are one transaction; the e-mail goes out after
 * it, as every e-mail of ours does, so a link is never mailed that was not recorded.
 */
export class MemberMailsService {
  constructor(private readonly deps: MemberMailsDeps) {}

  private setPasswordUrl(token: string): string {
    return `${this.deps.config.PUBLIC_URL}/new_password?token=${encodeURIComponent(token)}`;
  }

  /** The sentence the staff page shows, in its language. */
  async sendPasswordLink(account: StaffAccount, memberId: string, reason: string): Promise<Text> {
    const { db, mailer, clock, config } = this.deps;
    const member = await this.deps.profiles.requireMember(account, memberId);
    const token = await db.transaction(async (tx) => {
      const made = await new PasswordTokens(tx, () => clock.now()).create(member.id, 'set-password');
      await recordAudit(tx, {
        actorId: account.id,
        action: 'member.password-link-sent',
        subjectId: member.id,
        clubId: member.homeClubId,
        reason,
        after: { email: member.email },
      });
      return made;
    });
    await mailer.send(
      await memberPasswordLinkMail({
        locale: member.locale,
        brandName: config.BRAND_NAME,
        supportEmail: config.SUPPORT_EMAIL,
        to: member.email,
        firstName: member.firstName,
        memberNumber: member.memberNumber,
        url: this.setPasswordUrl(token),
      }),
    );
    return shared(STAFF_MEMBER_TEMPLATES.passwordLinkSent, { email: member.email });
  }

  /**
   * The member's latest join's confirmation e-mail again, with the receipt and the signed agreement. A member who
   * has no password yet gets a fresh set-password link in it (the first one may have expired).
   */
  async resendWelcome(account: StaffAccount, memberId: string, reason: string): Promise<Text> {
    const { db, mailer, clock, config } = this.deps;
    const member = await this.deps.profiles.requireMember(account, memberId);
    const latest = await this.deps.joinWelcome.latest(member.id);
    if (!latest) throw new AppError('CONFLICT', STAFF_MEMBER_MESSAGES.noJoin);
    const { join, attachments } = latest;
    const token = await db.transaction(async (tx) => {
      const made = join.user.passwordHash
        ? null
        : await new PasswordTokens(tx, () => clock.now()).create(member.id, 'set-password');
      await recordAudit(tx, {
        actorId: account.id,
        action: 'member.welcome-resent',
        subjectId: member.id,
        clubId: member.homeClubId,
        reason,
        after: { email: join.user.email, withPasswordLink: made !== null },
      });
      return made;
    });
    await mailer.send(
      await confirmationMail({
        brandName: config.BRAND_NAME,
        supportEmail: config.SUPPORT_EMAIL,
        join,
        setPasswordUrl: token ? this.setPasswordUrl(token) : null,
        membershipUrl: `${config.PUBLIC_URL}/membership`,
        attachments,
      }),
    );
    return shared(STAFF_MEMBER_TEMPLATES.welcomeResent, { email: join.user.email });
  }
}
