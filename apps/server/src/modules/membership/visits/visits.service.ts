import { BILLING_STANDING_MESSAGES } from '@gym/contracts/billing-history';
import { CHECK_IN_CODE_MESSAGES, parseCheckInPayload } from '@gym/contracts/check-in-code';
import { FREEZE_MESSAGES } from '@gym/contracts/membership-freeze';
import { CHECK_IN_REPEAT_WINDOW_MINUTES, HISTORY_LIMIT, VISIT_MESSAGES } from '@gym/contracts/visits';
import type { GuestCheckInAnswer } from '@gym/contracts/guest-passes';
import type {
  DeskCheckInAnswer,
  DeskMember,
  DeskStatus,
  HistoryAnswer,
  HistoryQuery,
  Visit,
} from '@gym/contracts/visits';
import { isMemberNumber } from '@gym/contracts/member-number';
import { AppError, notFound } from '../../../lib/app-error';
import { clubDateTime } from '../../../lib/club-date';
import type { FileStorage, StoredFile } from '../../../providers/storage';
import type { ClubsService } from '../../club/clubs';
import type { CodeCheck } from '../../accounts/check-in-codes';
import type { Clock } from '../../../lib/clock';
import { clubTodayIso } from '../../../lib/club-date';
import { periodOf } from '../billing-run';
import type { FreezeCheck } from '../changes';
import type { CheckInHow, CheckInMember, VisitsRepository, VisitWithClub } from './visits.repository';

/** A member at the desk: who, and their standing, with whether a freeze is in effect (docs/decisions/0028). */
export type MemberAtDesk = CheckInMember & { frozen: boolean };

/** A visit as the API sends it: the instant, and the day and time the club's wall clock showed. */
export function toVisit(row: VisitWithClub): Visit {
  const [checkInDate = '', checkInTime = ''] = clubDateTime(row.checkedInAt).split(' ');
  return {
    id: row.id,
    checkedInAt: row.checkedInAt.toISOString(),
    checkInDate,
    checkInTime,
    club: { clubautomationclubidC: row.clubId, name: row.clubName, displayName: row.clubDisplayName },
  };
}

/**
 * A known member the desk must not let in: 409, not 403 (the SPA signs out on a 403, and the desk's own session is
 * fine). It carries who it was, so the desk sees the face and the status beside the reason (issue 15, page 6).
 */
export class CheckInRefused extends AppError {
  constructor(
    reason: string,
    readonly member: DeskMember,
  ) {
    super('CONFLICT', reason);
  }
}

/**
 * The member's status at the desk and, when they may not check in, why. Past due still gets in: the retries are
 * under way; suspended for unpaid dues does not.
 */
export function deskStanding(member: MemberAtDesk): { status: DeskStatus; refusal?: string } {
  if (member.memberStatus === 'former') return { status: 'cancelled', refusal: VISIT_MESSAGES.formerMember };
  if (member.memberStatus !== 'active') return { status: 'no-membership', refusal: VISIT_MESSAGES.notActiveMember };
  if (member.billingStatus === 'suspended')
    return { status: 'suspended', refusal: BILLING_STANDING_MESSAGES.checkInSuspended };
  if (member.frozen) return { status: 'frozen', refusal: FREEZE_MESSAGES.checkInFrozen };
  if (member.membershipEnded) return { status: 'cancelled', refusal: VISIT_MESSAGES.membershipEnded };
  return { status: member.billingStatus === 'past_due' ? 'past-due' : 'active' };
}

/** The guest passes the desk also takes (membership/guest-passes): undefined when no pass has the code. */
export interface GuestPassDesk {
  admit(code: string, clubId: string): Promise<GuestCheckInAnswer | undefined>;
}

/** The member's rotating codes (accounts/check-in-codes): which window some digits are, by the app's clock. */
export interface CheckInCodeDesk {
  check(userId: string, digits: string): Promise<CodeCheck>;
}

/** What the desk sent, normalised by checkInBodySchema (the code trimmed and in upper case). */
export interface CheckInRequest {
  scanCode: string;
  clubId: string;
  manual?: boolean;
}

/** Who the desk shows beside any answer about this member. */
function deskMemberOf(member: MemberAtDesk): DeskMember {
  return {
    idCA: String(member.memberNumber),
    firstName: member.firstName,
    lastName: member.lastName,
    name: `${member.firstName} ${member.lastName}`,
    hasPhoto: member.photoKey !== null,
    status: deskStanding(member).status,
  };
}

/** A new visit, as those listening to check-ins hear of it. */
export interface CheckedIn {
  clubId: string;
  userId: string;
  at: Date;
}

export class VisitsService {
  constructor(
    private readonly deps: {
      visits: VisitsRepository;
      clubs: ClubsService;
      guestPasses: GuestPassDesk;
      codes: CheckInCodeDesk;
      /** The freezes' own answer: is one in effect this billing month. */
      freezes: FreezeCheck;
      storage: FileStorage;
      clock: Clock;
    },
  ) {}

  private readonly checkInListeners: ((checkIn: CheckedIn) => Promise<void> | void)[] = [];

  /**
   * Runs `listener` after each new visit has committed, before the desk's answer (the club's occupancy tells those
   * watching it; classes mark a booked class attended). A listener never fails the visit: a failure is its own.
   */
  onCheckIn(listener: (checkIn: CheckedIn) => Promise<void> | void): void {
    this.checkInListeners.push(listener);
  }

  /** The member a code or number names, with whether a freeze is in effect this month. */
  private async memberAtDesk(
    by: { scanCode: string } | { memberNumber: number } | { userId: string },
  ): Promise<MemberAtDesk | undefined> {
    const member = await this.deps.visits.findMember(by);
    if (!member) return undefined;
    const period = periodOf(clubTodayIso(this.deps.clock.now()));
    const frozen = member.membershipId ? await this.deps.freezes.frozenIn(member.membershipId, period) : false;
    return { ...member, frozen };
  }

  /**
   * Whether a member may use the clubs now, as the desk would judge it (frozen, suspended, ended: refused with the
   * reason), and their current plan: what booking a class asks (issue 29).
   */
  async standing(userId: string): Promise<{ refusal?: string; planId: string | null } | undefined> {
    const member = await this.memberAtDesk({ userId });
    if (!member) return undefined;
    return { ...deskStanding(member), planId: member.planId };
  }

  /** The signed-in member's own visits; nothing here takes another member's id. */
  async history(memberId: string, query: HistoryQuery): Promise<HistoryAnswer> {
    const rows = await this.deps.visits.listForMember(memberId, {
      startDate: query.startDate || undefined,
      endDate: query.endDate || undefined,
      limit: query.limit ?? HISTORY_LIMIT.default,
    });
    return { success: true, data: rows.map(toVisit) };
  }

  /**
   * The front desk scans a member's rotating code (scanCode.digits) or staff type the member's number: who it is
   * and their status either way, a visit only when the code is good (docs/decisions/0036) and deskStanding allows
   * (a refusal is a CheckInRefused naming the member). The static code or number alone checks in only when staff
   * say they typed it (`manual`): a screenshot of an old QR code carries it too. A second check-in within the
   * repeat window answers the visit already recorded. A code that is no member's may be a guest pass, taken once
   * (docs/decisions/0028).
   */
  async checkIn(staffId: string, body: CheckInRequest): Promise<DeskCheckInAnswer> {
    const club = await this.deps.clubs.requireClub(body.clubId.trim());
    const payload = parseCheckInPayload(body.scanCode);
    if (payload) {
      const member = await this.memberAtDesk({ scanCode: payload.scanCode });
      if (!member) throw notFound(VISIT_MESSAGES.noMemberWithCode);
      const code = await this.deps.codes.check(member.id, payload.code);
      if (!code.accepted) throw new CheckInRefused(code.refusal, deskMemberOf(member));
      const { codeWindow, oldestAccepted } = code;
      return this.admit(staffId, club.id, member, { method: 'code', codeWindow, oldestAccepted });
    }
    const member = await this.memberAtDesk(
      isMemberNumber(body.scanCode) ? { memberNumber: Number(body.scanCode) } : { scanCode: body.scanCode },
    );
    if (!member) {
      const guest = await this.deps.guestPasses.admit(body.scanCode, club.id);
      if (guest) return guest;
      throw notFound(VISIT_MESSAGES.noMemberWithCode);
    }
    if (!body.manual) throw new CheckInRefused(CHECK_IN_CODE_MESSAGES.staticCodeScanned, deskMemberOf(member));
    return this.admit(staffId, club.id, member, { method: 'manual' });
  }

  private async admit(
    staffId: string,
    clubId: string,
    member: MemberAtDesk,
    how: CheckInHow,
  ): Promise<DeskCheckInAnswer> {
    const shown = deskMemberOf(member);
    const { refusal } = deskStanding(member);
    if (refusal) throw new CheckInRefused(refusal, shown);
    const outcome = await this.deps.visits.checkIn({
      userId: member.id,
      clubId,
      recordedBy: staffId,
      repeatWindowMinutes: CHECK_IN_REPEAT_WINDOW_MINUTES,
      how,
      at: this.deps.clock.now(),
    });
    if (outcome.codeUsed) throw new CheckInRefused(CHECK_IN_CODE_MESSAGES.codeUsed, shown);
    const { visit, repeated, method } = outcome;
    if (!repeated) {
      const checkIn = { clubId, userId: member.id, at: visit.checkedInAt };
      await Promise.allSettled(this.checkInListeners.map(async (listener) => listener(checkIn)));
    }
    return { success: true, data: { member: shown, visit: toVisit(visit), alreadyCheckedIn: repeated, method } };
  }

  /**
   * The member's join photo, so the desk can see that the card is in the right hands. The same 404 whether the
   * number is no member's or the member has no photo: the route is staff-only, but it need not say more.
   */
  async photo(idCA: string): Promise<StoredFile> {
    const key = isMemberNumber(idCA) ? await this.deps.visits.findPhotoKey(Number(idCA)) : null;
    const file = key ? await this.deps.storage.get(key) : null;
    if (!file) throw notFound(VISIT_MESSAGES.noPhoto);
    return file;
  }
}
