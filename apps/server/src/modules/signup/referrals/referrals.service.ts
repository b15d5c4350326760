import { REFERRAL_MESSAGES, type ReferralPerson, isReferralCodeCurrent } from '@gym/contracts/referral';
import { SITE_TEXT_KEYS } from '../../../db/seed-data/texts';
import { notFound } from '../../../lib/app-error';
import { clubTodayIso, isCalendarDate } from '../../../lib/club-date';
import type { PlansService } from '../../club/plans';
import type { Locale } from '@gym/contracts/i18n/locales';
import type { SiteTextsRepository } from '../../club/site-texts';
import { isActiveMember, type UserRow, type UsersRepository } from '../../accounts/users';
import { fillPopupCopy } from './popup-copy';
import type { ReferralCodeSigner } from './referral-code-signer';
import type { ReferralsRepository } from './referrals.repository';

export type CheckCodeAnswer = { error: true; message: string } | { error: false; data: ReferralPerson };

const doesNotExist = { error: true, message: REFERRAL_MESSAGES.codeDoesNotExist } as const;

/** Referral links: ?member= (buddy referral) and ?plan=&code= (a staff-made code, docs/decisions/0006). */
export class ReferralsService {
  constructor(
    private readonly deps: {
      /** Checks that a code is one this server signed. */
      codes: ReferralCodeSigner;
      users: UsersRepository;
      plans: PlansService;
      referrals: ReferralsRepository;
      texts: SiteTextsRepository;
      /** YYYY-MM-DD in the clubs' time zone; a parameter so that tests can move the month. */
      today?: () => string;
    },
  ) {}

  /** The referring member behind ?member=, who must be an active member; records the referral. */
  async buddyReferral(memberNumber: string, locale: Locale = 'en'): Promise<ReferralPerson> {
    const referrer = await this.activeMember(memberNumber);
    if (!referrer) throw notFound(REFERRAL_MESSAGES.codeDoesNotExist);
    return this.refer(referrer, { plan: null, clubId: referrer.homeClubId, code: null }, locale);
  }

  /**
   * A code made by this server (its signature checks) names an active member and the plan it preselects; it must
   * match the link's plan and be from the current calendar month in the clubs' time zone.
   */
  async checkCode(planId: string, code: string, locale: Locale = 'en'): Promise<CheckCodeAnswer> {
    const fields = this.deps.codes.verify(code.trim());
    if (!fields || !isCalendarDate(fields.date) || fields.planId !== planId) return doesNotExist;
    const [referrer, plan] = await Promise.all([
      this.activeMember(fields.memberNumber),
      this.deps.plans.findActive(fields.planId),
    ]);
    if (!referrer || !plan) return doesNotExist;
    const today = (this.deps.today ?? clubTodayIso)();
    if (!isReferralCodeCurrent(fields, today)) return { error: true, message: REFERRAL_MESSAGES.codeNotAvailable };
    const link = { plan: plan.id, clubId: plan.clubIds[0] ?? null, code: code.trim() };
    const data = await this.refer(referrer, link, locale);
    return { error: false, data };
  }

  private async activeMember(memberNumber: string): Promise<UserRow | undefined> {
    const user = await this.deps.users.findByMemberNumber(memberNumber);
    return user && isActiveMember(user) ? user : undefined;
  }

  private async refer(
    referrer: UserRow,
    link: { plan: string | null; clubId: string | null; code: string | null },
    locale: Locale,
  ): Promise<ReferralPerson> {
    const { texts, referrals } = this.deps;
    // The popup in the visitor's language (the operator's Spanish version, or the English one until it is written).
    const [header, body, referralId] = await Promise.all([
      texts.get(SITE_TEXT_KEYS.referralPopupHeader, locale),
      texts.get(SITE_TEXT_KEYS.referralPopupText, locale),
      referrals.create(referrer.id, link.code),
    ]);
    return {
      name: `${referrer.firstName} ${referrer.lastName}`,
      plan: link.plan,
      clubSfId: link.clubId,
      caID: String(referrer.memberNumber),
      referralId,
      olsEeferralPopupHeader: fillPopupCopy(header ?? '', referrer.firstName),
      olsReferralPopupText: fillPopupCopy(body ?? '', referrer.firstName),
    };
  }
}
