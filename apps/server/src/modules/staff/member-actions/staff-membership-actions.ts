import type { Cancellation } from '@gym/contracts/membership';
import type { Freeze } from '@gym/contracts/membership-freeze';
import type { FreezeService, MembershipService } from '../../membership/changes';
import { recordAudit } from '../audit';
import type { ScopedMember } from '../scope';

/**
 * Freezing or cancelling on the member's behalf (docs/decisions/0034): the member's own services decide with the
 * same rules under the member's lock and send the member's confirmation as usual; the staff's audit row is written
 * inside the very transaction that records the freeze or the cancellation, so neither exists without the other.
 */
export class StaffMembershipActions {
  constructor(private readonly deps: { freezes: FreezeService; membership: MembershipService }) {}

  freeze(actorId: string, member: ScopedMember, months: number, reason: string): Promise<Freeze> {
    return this.deps.freezes.freeze(member.id, months, (tx, { freeze, plan, membershipId }) =>
      recordAudit(tx, {
        actorId,
        action: 'member.frozen',
        subjectId: member.id,
        clubId: member.homeClubId,
        reason,
        before: { membershipId, freeze: null },
        after: {
          membershipId,
          reference: freeze.reference,
          months: plan.months,
          firstPeriod: freeze.firstPeriod,
          lastPeriod: freeze.lastPeriod,
          feeCents: freeze.feeCents,
          resumesOn: plan.resumesOn,
        },
      }),
    );
  }

  cancel(actorId: string, member: ScopedMember, reason: string): Promise<Cancellation> {
    return this.deps.membership.cancel(member.id, (tx, { cancellation, terms, membership }) =>
      recordAudit(tx, {
        actorId,
        action: 'member.cancelled',
        subjectId: member.id,
        clubId: member.homeClubId,
        reason,
        before: { membershipId: membership.id, status: membership.status, endDate: membership.endDate },
        after: {
          membershipId: membership.id,
          reference: cancellation.reference,
          noticeDate: terms.noticeDate,
          lastDay: terms.lastDay,
          coolingOff: terms.coolingOff,
          status: terms.coolingOff ? 'ended' : membership.status,
          endDate: terms.lastDay,
        },
      }),
    );
  }
}
