import type { UserRole } from '@gym/contracts/auth';
import {
  type CreateReferralLinkBody,
  REFERRAL_LINK_MESSAGES,
  type ReferralLink,
  type ReferralPlan,
} from '@gym/contracts/staff-referral-links';
import type { Database } from '../../../db/client';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { clubTodayIso } from '../../../lib/club-date';
import { isActiveMember } from '../../accounts/users';
import { addDays, nextBillingDay } from '../../membership/billing-run';
import { signedReferralLink, type ReferralCodeSigner } from '../../signup/referrals';
import { recordAudit } from '../audit';
import { coversClub, type StaffScopes } from '../scope';
import type { ReferralLinksRepository, ReferringMember } from './referral-links.repository';

type Account = { id: string; role: UserRole };

export interface ReferralLinksDependencies {
  db: Database;
  links: ReferralLinksRepository;
  scopes: StaffScopes;
  codes: ReferralCodeSigner;
  clock: Clock;
  /** The app's public address, which the link starts with. */
  publicUrl: string;
}

/**
 * Referral links made in the staff console (issue 15, page 4; it replaces the referral-code script): this month's
 * signed code for a member of the account's clubs and a plan their home club offers, checked as the wizard will
 * check it, so that staff never hand out a code the join would refuse.
 */
export class ReferralLinksService {
  constructor(private readonly deps: ReferralLinksDependencies) {}

  /** A member outside the account's clubs (or no member at all) is not found, as the member search does. */
  private async memberInScope(account: Account, by: { memberId: string } | { memberNumber: string }) {
    const member = await this.deps.links.member(by);
    if (!member || member.role !== 'member' || !member.homeClubId) throw notFound(REFERRAL_LINK_MESSAGES.noMember);
    const scope = await this.deps.scopes.of(account);
    if (!coversClub(scope, member.homeClubId)) throw notFound(REFERRAL_LINK_MESSAGES.noMember);
    return member as ReferringMember & { homeClubId: string };
  }

  async plans(account: Account, memberId: string): Promise<{ clubName: string | null; plans: ReferralPlan[] }> {
    const member = await this.memberInScope(account, { memberId });
    return { clubName: member.homeClubName, plans: await this.deps.links.plansAt(member.homeClubId) };
  }

  async create(account: Account, body: CreateReferralLinkBody): Promise<ReferralLink> {
    const { db, links, codes, clock, publicUrl } = this.deps;
    const member = await this.memberInScope(
      account,
      'memberId' in body ? { memberId: body.memberId } : { memberNumber: body.memberNumber },
    );
    if (!isActiveMember(member)) throw new AppError('CONFLICT', REFERRAL_LINK_MESSAGES.notActive);
    const plan = (await links.plansAt(member.homeClubId)).find((offered) => offered.id === body.planId);
    if (!plan) {
      throw badRequest(REFERRAL_LINK_MESSAGES.planNotAtClub, [
        { field: 'planId', message: REFERRAL_LINK_MESSAGES.planNotAtClub },
      ]);
    }
    const today = clubTodayIso(clock.now());
    const memberNumber = String(member.memberNumber);
    const { code, path } = signedReferralLink(codes, { memberNumber, planId: plan.id, date: today });
    // Nothing else is written: the audit row is the record of who handed a code to whom, and when.
    await recordAudit(db, {
      actorId: account.id,
      action: 'referral-link.created',
      subjectId: member.id,
      clubId: member.homeClubId,
      after: { planId: plan.id, date: today },
    });
    return {
      code,
      link: `${publicUrl}${path}`,
      path,
      memberNumber,
      memberName: `${member.firstName} ${member.lastName}`,
      planId: plan.id,
      planName: plan.name,
      validThrough: addDays(nextBillingDay(today), -1),
    };
  }
}
