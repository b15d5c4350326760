import type { Database } from '../../../db/client';
import { clubTodayIso } from '../../../lib/club-date';
import { PlansRepository } from '../../club/plans/plans.repository';
import { isActiveMember } from '../../accounts/users/accounts';
import { UsersRepository } from '../../accounts/users/users.repository';
import type { ReferralCodeSigner } from './referral-code-signer';

/** A reason the script refuses to make a code; its message is for the staff member running it. */
export class ReferralLinkError extends Error {}

export interface ReferralLink {
  code: string;
  /** The wizard's referral link: `/?member=&plan=&code=`, the code URL-encoded. */
  link: string;
}

/**
 * Makes this month's referral code for an active member and a plan (docs/decisions/0006), signed with the
 * server's key, after checking both in the database, so that staff never hand out a code the sign-up would refuse.
 */
export async function makeReferralLink(
  db: Database,
  codes: ReferralCodeSigner,
  memberNumber: string,
  planId: string,
  today: string = clubTodayIso(),
): Promise<ReferralLink> {
  const member = await new UsersRepository(db).findByMemberNumber(memberNumber.trim());
  if (!member) throw new ReferralLinkError(`No account has the member number ${memberNumber}`);
  if (!isActiveMember(member)) {
    throw new ReferralLinkError(`Member ${memberNumber} is not an active member, so their code would be refused`);
  }
  const plan = await new PlansRepository(db).findActive(planId.trim());
  if (!plan) throw new ReferralLinkError(`No active plan has the id ${planId}`);

  const number = String(member.memberNumber);
  const code = codes.encode({ memberNumber: number, planId: plan.id, date: today });
  const query = new URLSearchParams({ member: number, plan: plan.id, code });
  return { code, link: `/?${query.toString()}` };
}
