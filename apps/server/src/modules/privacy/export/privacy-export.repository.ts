import { and, asc, eq, or } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  cancellations,
  charges,
  classBookings,
  classSessions,
  classTypes,
  eSignatures,
  freezes,
  guestPasses,
  ledgerEntries,
  memberDocuments,
  memberships,
  messages,
  paymentMethods,
  planChanges,
  privacyRequests,
  refunds,
  trainingPacks,
  trainingSessions,
  users,
  vaccineRecords,
  visits,
} from '../../../db/schema';

/** A file of the member's that goes into the zip beside data.json. */
export interface MemberFile {
  storageKey: string;
  /** Its name inside the zip's documents folder. */
  name: string;
}

/**
 * Everything the club holds about one member, read for the privacy export (docs/decisions/0054): their own rows of
 * every domain's tables, without what is not theirs to see (password hash, scan secret, the provider's tokens and
 * keys). Each list is in the order it happened.
 */
export class PrivacyExportRepository {
  constructor(private readonly db: Database) {}

  async collect(userId: string) {
    const { db } = this;
    const [profile] = await db
      .select({
        memberNumber: users.memberNumber,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        gender: users.gender,
        birthday: users.birthday,
        phone: users.phone,
        address: users.address,
        city: users.city,
        state: users.state,
        zip: users.zip,
        emergencyContactName: users.emergencyContactName,
        emergencyContactPhone: users.emergencyContactPhone,
        homeClubId: users.homeClubId,
        memberStatus: users.memberStatus,
        locale: users.locale,
        hasPhoto: users.photoKey,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!profile) return undefined;

    const membershipRows = await db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, userId))
      .orderBy(asc(memberships.createdAt));
    const chargeRows = await db
      .select({
        id: charges.id,
        membershipId: charges.membershipId,
        amountCents: charges.amountCents,
        kind: charges.kind,
        createdAt: charges.createdAt,
      })
      .from(charges)
      .where(eq(charges.userId, userId))
      .orderBy(asc(charges.createdAt));
    const ledgerRows = await db
      .select({
        id: ledgerEntries.id,
        kind: ledgerEntries.kind,
        amountCents: ledgerEntries.amountCents,
        description: ledgerEntries.description,
        chargeId: ledgerEntries.chargeId,
        membershipId: ledgerEntries.membershipId,
        period: ledgerEntries.period,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, userId))
      .orderBy(asc(ledgerEntries.createdAt));
    const cards = await db
      .select({
        brand: paymentMethods.brand,
        last4: paymentMethods.last4,
        expMonth: paymentMethods.expMonth,
        expYear: paymentMethods.expYear,
        billingName: paymentMethods.billingName,
        nickname: paymentMethods.nickname,
        isPrimary: paymentMethods.isPrimary,
        createdAt: paymentMethods.createdAt,
      })
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, userId))
      .orderBy(asc(paymentMethods.createdAt));
    const refundRows = await db
      .select({
        id: refunds.id,
        chargeId: refunds.chargeId,
        amountCents: refunds.amountCents,
        reason: refunds.reason,
        status: refunds.status,
        createdAt: refunds.createdAt,
      })
      .from(refunds)
      .where(eq(refunds.userId, userId))
      .orderBy(asc(refunds.createdAt));
    const cancellationRows = await db
      .select()
      .from(cancellations)
      .where(eq(cancellations.userId, userId))
      .orderBy(asc(cancellations.createdAt));
    const freezeRows = await db
      .select()
      .from(freezes)
      .where(eq(freezes.userId, userId))
      .orderBy(asc(freezes.createdAt));
    const planChangeRows = await db
      .select()
      .from(planChanges)
      .where(eq(planChanges.userId, userId))
      .orderBy(asc(planChanges.createdAt));
    const visitRows = await db
      .select({ clubId: visits.clubId, checkedInAt: visits.checkedInAt, method: visits.method })
      .from(visits)
      .where(eq(visits.userId, userId))
      .orderBy(asc(visits.checkedInAt));
    const messageRows = await db
      .select({
        id: messages.id,
        senderId: messages.senderId,
        receiverId: messages.receiverId,
        text: messages.text,
        photoKey: messages.photoKey,
        readAt: messages.readAt,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(or(eq(messages.senderId, userId), eq(messages.receiverId, userId)))
      .orderBy(asc(messages.createdAt));
    const bookingRows = await db
      .select({
        className: classTypes.name,
        clubId: classSessions.clubId,
        startsAt: classSessions.startsAt,
        status: classBookings.status,
        bookedAt: classBookings.bookedAt,
        cancelledAt: classBookings.cancelledAt,
        attendance: classBookings.attendance,
      })
      .from(classBookings)
      .innerJoin(classSessions, eq(classSessions.id, classBookings.sessionId))
      .innerJoin(classTypes, eq(classTypes.id, classSessions.classTypeId))
      .where(eq(classBookings.userId, userId))
      .orderBy(asc(classBookings.bookedAt));
    const packRows = await db
      .select({
        id: trainingPacks.id,
        clubId: trainingPacks.clubId,
        sessions: trainingPacks.sessions,
        minutes: trainingPacks.minutes,
        priceCents: trainingPacks.priceCents,
        status: trainingPacks.status,
        purchasedAt: trainingPacks.purchasedAt,
        expiresAt: trainingPacks.expiresAt,
        used: trainingPacks.used,
        refunded: trainingPacks.refunded,
      })
      .from(trainingPacks)
      .where(eq(trainingPacks.userId, userId))
      .orderBy(asc(trainingPacks.purchasedAt));
    const sessionRows = await db
      .select({
        trainerId: trainingSessions.trainerId,
        clubId: trainingSessions.clubId,
        packId: trainingSessions.packId,
        startsAt: trainingSessions.startsAt,
        minutes: trainingSessions.minutes,
        mode: trainingSessions.mode,
        status: trainingSessions.status,
        trainerNotes: trainingSessions.notes,
      })
      .from(trainingSessions)
      .where(eq(trainingSessions.userId, userId))
      .orderBy(asc(trainingSessions.startsAt));
    const guestPassRows = await db
      .select({
        period: guestPasses.period,
        guestName: guestPasses.guestName,
        guestEmail: guestPasses.guestEmail,
        usedAt: guestPasses.usedAt,
        createdAt: guestPasses.createdAt,
      })
      .from(guestPasses)
      .where(eq(guestPasses.userId, userId))
      .orderBy(asc(guestPasses.createdAt));
    const vaccineRows = await db
      .select({
        storageKey: vaccineRecords.storageKey,
        contentType: vaccineRecords.contentType,
        status: vaccineRecords.status,
        reviewedAt: vaccineRecords.reviewedAt,
        rejectionReason: vaccineRecords.rejectionReason,
        createdAt: vaccineRecords.createdAt,
      })
      .from(vaccineRecords)
      .where(eq(vaccineRecords.userId, userId))
      .orderBy(asc(vaccineRecords.createdAt));
    const signatureRows = await db
      .select({
        documentId: eSignatures.documentId,
        signedAt: eSignatures.signedAt,
        ipAddress: eSignatures.ipAddress,
        userAgent: eSignatures.userAgent,
        signatureKey: eSignatures.signatureKey,
        photoKey: eSignatures.photoKey,
      })
      .from(eSignatures)
      .where(eq(eSignatures.userId, userId))
      .orderBy(asc(eSignatures.signedAt));
    const documentRows = await db
      .select({
        type: memberDocuments.type,
        chargeId: memberDocuments.chargeId,
        storageKey: memberDocuments.storageKey,
        fileName: memberDocuments.fileName,
        createdAt: memberDocuments.createdAt,
      })
      .from(memberDocuments)
      .where(eq(memberDocuments.userId, userId))
      .orderBy(asc(memberDocuments.createdAt));
    const requestRows = await db
      .select({
        kind: privacyRequests.kind,
        receivedAt: privacyRequests.receivedAt,
        dueAt: privacyRequests.dueAt,
        completedAt: privacyRequests.completedAt,
      })
      .from(privacyRequests)
      .where(and(eq(privacyRequests.userId, userId)))
      .orderBy(asc(privacyRequests.receivedAt));

    return {
      profile,
      photoKey: profile.hasPhoto,
      memberships: membershipRows,
      charges: chargeRows,
      ledger: ledgerRows,
      cards,
      refunds: refundRows,
      cancellations: cancellationRows,
      freezes: freezeRows,
      planChanges: planChangeRows,
      visits: visitRows,
      messages: messageRows,
      classBookings: bookingRows,
      trainingPacks: packRows,
      trainingSessions: sessionRows,
      guestPasses: guestPassRows,
      vaccineRecords: vaccineRows,
      eSignatures: signatureRows,
      documents: documentRows,
      privacyRequests: requestRows,
    };
  }
}

export type MemberData = NonNullable<Awaited<ReturnType<PrivacyExportRepository['collect']>>>;
