import { eq } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { clubs, memberDocuments, users } from '../../../db/schema';
import { badRequest } from '../../../lib/app-error';
import { DocumentInputError, generateMembershipAgreement } from '../../../providers/documents';
import type { MailAttachment } from '../../../providers/mail';
import type { FileStorage } from '../../../providers/storage';
import type { SiteTextsRepository } from '../../club/site-texts';
import { agreementMember, agreementTexts, planAtClub } from '../membership-agreement';
import type { MembershipFacts, PlanOffer } from './plan-change.repository';
import { type ChangeTerms, agreementStorageKey } from './plan-change-rules';

export interface ChangeSigning {
  signaturePng: Uint8Array;
  signedAt: Date;
  ipAddress: string;
}

/**
 * The updated membership agreement a change of plan or club is signed with (docs/decisions/0028): the join's
 * agreement (same member block, texts and rights) for the new plan and club, saying what it replaces and when it
 * takes effect. Stored before the change is recorded, under a key of the change's id, so that whoever records
 * the change (the request, or the reconciler after a crash) finds it.
 */
export class PlanChangeAgreements {
  constructor(
    private readonly deps: {
      db: Database;
      storage: FileStorage;
      texts: SiteTextsRepository;
      config: Pick<Config, 'BRAND_NAME' | 'SUPPORT_EMAIL'>;
    },
  ) {}

  async store(
    change: { id: string; reference: string; facts: MembershipFacts; offer: PlanOffer; terms: ChangeTerms },
    signing: ChangeSigning,
  ): Promise<void> {
    const { db, storage, texts, config } = this.deps;
    const { facts, offer, terms } = change;
    const [user] = await db.select().from(users).where(eq(users.id, facts.userId));
    const [club] = await db.select().from(clubs).where(eq(clubs.id, offer.clubId));
    if (!user || !club) throw new Error(`plan change ${change.id}: no user or club`);
    const photo = user.photoKey ? ((await storage.get(user.photoKey))?.bytes ?? null) : null;
    let bytes: Uint8Array;
    try {
      bytes = await generateMembershipAgreement({
        locale: user.locale,
        brandName: config.BRAND_NAME,
        supportEmail: config.SUPPORT_EMAIL,
        agreementNumber: `A-${user.memberNumber}-${change.reference}`,
        member: agreementMember(user),
        club: { name: club.displayName, street: club.street, city: club.city },
        planName: offer.planName,
        purchase: {
          kind: 'membership',
          startDate: facts.startDate,
          proratedCents: terms.proratedCents,
          lastMonthCents: facts.lastMonthCents,
          monthlyCents: offer.priceCents,
          totalCents: terms.proratedCents,
        },
        change: {
          reference: change.reference,
          replaces: planAtClub(facts.planName, facts.clubName, user.locale),
          effectiveDate: terms.effectiveDate,
          chargedTodayCents: terms.proratedCents,
        },
        ...(await agreementTexts(texts, user.locale)),
        signaturePng: signing.signaturePng,
        photoJpeg: photo,
        signedAt: signing.signedAt,
        ipAddress: signing.ipAddress,
      });
    } catch (error) {
      // A PNG whose first bytes looked right but that pdf-lib cannot read.
      if (error instanceof DocumentInputError) throw badRequest(error.message);
      throw error;
    }
    const storageKey = agreementStorageKey(user.id, change.id);
    await storage.put(storageKey, bytes, 'application/pdf');
  }
}

/** A stored agreement as a mail attachment, or null when it is not there (a notice of a withdrawn change). */
export async function agreementAttachment(
  db: Database,
  storage: FileStorage,
  documentId: string,
): Promise<MailAttachment | null> {
  const [document] = await db.select().from(memberDocuments).where(eq(memberDocuments.id, documentId));
  const file = document && (await storage.get(document.storageKey));
  if (!document || !file) return null;
  return { filename: document.fileName, contentType: 'application/pdf', content: file.bytes };
}
