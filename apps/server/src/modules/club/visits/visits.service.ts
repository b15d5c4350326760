import { BILLING_STANDING_MESSAGES } from '@gym/contracts/billing-history';
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
import { AppError, notFound } from '../../../lib/app-error';
import { clubDateTime } from '../../../lib/club-date';
import type { FileStorage, StoredFile } from '../../../providers/storage';
import type { ClubsService } from '../clubs/clubs.service';
import type { CheckInMember, VisitsRepository, VisitWithClub } from './visits.repository';

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
export function deskStanding(member: CheckInMember): { status: DeskStatus; refusal?: string } {
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

export class VisitsService {
  constructor(
    private readonly visits: VisitsRepository,
    private readonly clubs: ClubsService,
    private readonly guestPasses: GuestPassDesk,
    private readonly storage: FileStorage,
  ) {}

  /** The signed-in member's own visits; nothing here takes another member's id. */
  async history(memberId: string, query: HistoryQuery): Promise<HistoryAnswer> {
    const rows = await this.visits.listForMember(memberId, {
      startDate: query.startDate || undefined,
      endDate: query.endDate || undefined,
      limit: query.limit ?? HISTORY_LIMIT.default,
    });
    return { success: true, data: rows.map(toVisit) };
  }

  /**
   * The front desk scans a member's code: who it is and their status either way, a visit only as deskStanding
   * allows (a refusal is a CheckInRefused naming the member). A repeat scan within the window (a double beep, a
   * second try) answers the visit already recorded. A code that is no member's may be a guest pass, taken once
   * (docs/decisions/0028).
   */
  async checkIn(staffId: string, scanCode: string, clubId: string): Promise<DeskCheckInAnswer> {
    const club = await this.clubs.requireClub(clubId.trim());
    const member = await this.visits.findMemberByScanCode(scanCode);
    if (!member) {
      const guest = await this.guestPasses.admit(scanCode, club.id);
      if (guest) return guest;
      throw notFound(VISIT_MESSAGES.noMemberWithCode);
    }
    const { status, refusal } = deskStanding(member);
    const shown: DeskMember = {
      idCA: String(member.memberNumber),
      firstName: member.firstName,
      lastName: member.lastName,
      name: `${member.firstName} ${member.lastName}`,
      hasPhoto: member.photoKey !== null,
      status,
    };
    if (refusal) throw new CheckInRefused(refusal, shown);

    const { visit, repeated } = await this.visits.checkIn(member.id, club.id, staffId, CHECK_IN_REPEAT_WINDOW_MINUTES);
    return { success: true, data: { member: shown, visit: toVisit(visit), alreadyCheckedIn: repeated } };
  }

  /**
   * The member's join photo, so the desk can see that the card is in the right hands. The same 404 whether the
   * number is no member's or the member has no photo: the route is staff-only, but it need not say more.
   */
  async photo(idCA: string): Promise<StoredFile> {
    const key = await this.visits.findPhotoKey(Number(idCA));
    const file = key ? await this.storage.get(key) : null;
    if (!file) throw notFound(VISIT_MESSAGES.noPhoto);
    return file;
  }
}
