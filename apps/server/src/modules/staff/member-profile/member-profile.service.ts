import type { UserRole } from '@gym/contracts/auth';
import {
  MEMBER_PAGE_LIMITS,
  type MemberNote,
  type MemberPage,
  type MemberPageStatus,
  STAFF_MEMBER_MESSAGES,
  memberDocumentPath,
} from '@gym/contracts/staff-member';
import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { clubTodayIso } from '../../../lib/club-date';
import type { FileStorage } from '../../../providers/storage';
import type { VisitsService } from '../../membership/visits';
import type { BillingReceiptsService } from '../../membership/billing-run';
import { balanceOf, type BillingAccountService } from '../../membership/billing';
import type { MembershipRecord, MembershipService } from '../../membership/changes';
import type { GuestPassesService } from '../../membership/guest-passes';
import { recordAudit } from '../audit';
import type { StaffScopes } from '../scope';
import { cardOf, documentsOf, ledgerOf, membershipHistoryOf, paymentsOf } from './member-profile-view';
import type { MemberProfileRepository, MemberRow } from './member-profile.repository';

export type StaffAccount = { id: string; role: UserRole };

export interface MemberProfileDeps {
  db: Database;
  profiles: MemberProfileRepository;
  scopes: StaffScopes;
  billing: BillingAccountService;
  membership: MembershipService;
  visits: VisitsService;
  guestPasses: GuestPassesService;
  receipts: BillingReceiptsService;
  storage: FileStorage;
  clock: Clock;
}

export interface StoredDownload {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * A member's page for the staff (docs/decisions/0034): read through the member side's own repositories and views,
 * for a member of the account's clubs only; any other id is answered 'Member not found' as if it did not exist.
 */
export class MemberProfileService {
  constructor(private readonly deps: MemberProfileDeps) {}

  async requireMember(account: StaffAccount, memberId: string): Promise<MemberRow> {
    const scope = await this.deps.scopes.of(account);
    const member = await this.deps.profiles.member(memberId, scope.allClubs ? null : scope.clubIds);
    if (!member) throw notFound(STAFF_MEMBER_MESSAGES.memberNotFound);
    return member;
  }

  async page(account: StaffAccount, memberId: string): Promise<MemberPage> {
    const { profiles, billing, visits, guestPasses } = this.deps;
    const member = await this.requireMember(account, memberId);
    const id = member.id;
    const [{ entries, cards, charges }, refunds, pdfs, vaccines, trips, passes, notes, membership] = await Promise.all([
      billing.account(id, MEMBER_PAGE_LIMITS.payments),
      profiles.refunds(id),
      profiles.documents(id),
      profiles.vaccineRecords(id),
      visits.history(id, { limit: MEMBER_PAGE_LIMITS.visits }),
      guestPasses.view(id),
      profiles.notes(id, MEMBER_PAGE_LIMITS.notes),
      this.membership(id),
    ]);
    const [memberships, freezes, cancellations, changes] = await Promise.all([
      profiles.memberships(id),
      profiles.freezes(id),
      profiles.cancellations(id),
      profiles.planChanges(id),
    ]);
    const receipts = new Map(
      pdfs.flatMap((row) => (row.type === 'receipt' && row.chargeId ? [[row.chargeId, row.id]] : [])),
    );
    return {
      details: {
        id,
        memberNumber: String(member.memberNumber),
        firstName: member.firstName,
        lastName: member.lastName,
        email: member.email,
        phone: member.phone,
        address: member.address,
        city: member.city,
        state: member.state,
        zip: member.zip,
        birthday: member.birthday,
        memberStatus: member.memberStatus,
        homeClub:
          member.homeClubId && member.homeClubName ? { id: member.homeClubId, displayName: member.homeClubName } : null,
        photoPath: member.photoKey ? memberDocumentPath(id, 'photo') : null,
      },
      membership,
      membershipHistory: membershipHistoryOf(memberships, freezes, cancellations, changes),
      balance: balanceOf(entries),
      ledger: ledgerOf(entries.slice(-MEMBER_PAGE_LIMITS.ledger)),
      payments: paymentsOf(id, charges, refunds, receipts),
      refunds: refunds.map((row) => ({
        id: row.id,
        chargeId: row.chargeId,
        date: clubTodayIso(row.createdAt),
        amountCents: row.amountCents,
        status: row.status,
        reason: row.reason,
        requestedBy: row.requestedBy,
      })),
      cards: cards.map(cardOf),
      visits: trips.data,
      documents: documentsOf(member, pdfs, vaccines),
      guestPasses: passes,
      notes: notes.map(noteOf),
    };
  }

  private async membership(userId: string): Promise<MemberPage['membership']> {
    const [now, standing] = await Promise.all([
      this.deps.membership.current(userId),
      this.deps.billing.standing(userId),
    ]);
    if (!now) return null;
    const { membership: current, cancellation, frozen } = now;
    return {
      id: current.id,
      status: statusOf(current, frozen),
      planName: current.plan.name,
      clubName: current.club.name,
      monthly: current.plan.monthly,
      priceCents: current.priceCents,
      startDate: current.startDate,
      endDate: current.endDate,
      standing,
      cancellation: cancellation
        ? { reference: cancellation.reference, noticeDate: cancellation.noticeDate, lastDay: cancellation.lastDay }
        : null,
    };
  }

  /** The join photo ('photo') or one of the member's stored documents. */
  async document(account: StaffAccount, memberId: string, documentId: string): Promise<StoredDownload> {
    const member = await this.requireMember(account, memberId);
    const stored =
      documentId === 'photo'
        ? member.photoKey
          ? { storageKey: member.photoKey, fileName: `photo-${member.memberNumber}.jpg`, contentType: 'image/jpeg' }
          : undefined
        : await this.deps.profiles.documentFile(member.id, documentId);
    const file = stored && (await this.deps.storage.get(stored.storageKey));
    if (!stored || !file) throw notFound(STAFF_MEMBER_MESSAGES.documentNotFound);
    return { fileName: stored.fileName, contentType: stored.contentType, bytes: file.bytes };
  }

  /** A payment's receipt, made the first time it is asked for (as the member's own download does). */
  async receipt(account: StaffAccount, memberId: string, chargeId: string): Promise<StoredDownload> {
    const member = await this.requireMember(account, memberId);
    const receipt = await this.deps.receipts.forMember(member.id, chargeId);
    return { fileName: receipt.fileName, contentType: 'application/pdf', bytes: receipt.bytes };
  }

  /** The note and its audit row are one transaction. */
  async addNote(account: StaffAccount, memberId: string, body: string): Promise<MemberNote> {
    const member = await this.requireMember(account, memberId);
    const note = await this.deps.db.transaction(async (tx) => {
      const row = await this.deps.profiles.addNote(tx, {
        memberId: member.id,
        authorId: account.id,
        body,
        createdAt: this.deps.clock.now(),
      });
      await recordAudit(tx, {
        actorId: account.id,
        action: 'member.note-added',
        subjectId: member.id,
        clubId: member.homeClubId,
        after: { noteId: row.id, body },
      });
      return row;
    });
    return noteOf(note);
  }
}

const noteOf = (row: { id: string; body: string; authorName: string; createdAt: Date }): MemberNote => ({
  id: row.id,
  body: row.body,
  authorName: row.authorName,
  createdAt: row.createdAt.toISOString(),
});

/** The one word for the membership, most telling first (a notice to cancel is shown beside it). */
function statusOf(membership: MembershipRecord, frozen: boolean): MemberPageStatus {
  if (membership.status === 'ended') return 'cancelled';
  if (frozen) return 'frozen';
  if (membership.billingStatus === 'suspended') return 'suspended';
  if (membership.billingStatus === 'past_due') return 'past_due';
  return 'active';
}
