import { randomUUID } from 'node:crypto';
import type { Config } from '../../../config';
import { generateMembershipAgreement, generateReceipt } from '../../../providers/documents';
import type { MailAttachment } from '../../../providers/mail';
import type { FileStorage } from '../../../providers/storage';
import { purchaseOf } from '../join';
import type { SiteTextsRepository } from '../../club/site-texts';
import { agreementMember, agreementTexts, documentFileName } from '../../membership/membership-agreement';
import type { JoinRecord } from './join-records.repository';
import type { MemberDocumentRow, MemberDocumentsRepository } from '../../membership/documents';

const PDF = 'application/pdf';

export interface AgreementSigning {
  signaturePng: Uint8Array;
  photoJpeg: Uint8Array;
  signedAt: Date;
  ipAddress: string;
}

/** The join's PDFs (docs/decisions/0008): made from the stored join, kept in file storage and member_documents. */
export class JoinDocumentsService {
  constructor(
    private readonly deps: {
      documents: MemberDocumentsRepository;
      storage: FileStorage;
      texts: SiteTextsRepository;
      config: Pick<Config, 'BRAND_NAME' | 'SUPPORT_EMAIL'>;
    },
  ) {}

  /** The join's PDFs as e-mail attachments: the receipt (made now if need be) and the signed agreement if any. */
  async attachmentsOf(join: JoinRecord): Promise<MailAttachment[]> {
    const attachments: MailAttachment[] = [];
    for (const file of [await this.ensureReceipt(join), await this.agreementFor(join)]) {
      const bytes = file && (await this.bytesOf(file));
      if (file && bytes) attachments.push({ filename: file.fileName, contentType: PDF, content: bytes });
    }
    return attachments;
  }

  /** The receipt of the join's charge, made once. */
  async ensureReceipt(join: JoinRecord): Promise<MemberDocumentRow> {
    const { documents, storage, config } = this.deps;
    const existing = await documents.receiptFor(join.charge.id);
    if (existing) return existing;
    const { user } = join;
    const bytes = await generateReceipt({
      locale: user.locale,
      brandName: config.BRAND_NAME,
      supportEmail: config.SUPPORT_EMAIL,
      receiptNumber: `R-${user.memberNumber}-${join.charge.id.slice(0, 8).toUpperCase()}`,
      paidAt: join.charge.createdAt,
      member: { name: `${user.firstName} ${user.lastName}`, email: user.email },
      clubName: join.club.displayName,
      planItemName: join.quote.itemName,
      purchase: purchaseOf(join.quote),
      card: join.card,
    });
    const storageKey = `members/${user.id}/receipt-${join.charge.id}.pdf`;
    await storage.put(storageKey, bytes, PDF);
    const fileName = documentFileName('receipt', user.memberNumber);
    const row = await documents.add({
      userId: user.id,
      type: 'receipt',
      chargeId: join.charge.id,
      storageKey,
      fileName,
    });
    return row ?? (await documents.receiptFor(join.charge.id))!;
  }

  /** The signed membership agreement, with the terms and cancellation texts of site_texts. */
  async createAgreement(join: JoinRecord, signing: AgreementSigning): Promise<MemberDocumentRow> {
    const { documents, storage, texts, config } = this.deps;
    const { user, club } = join;
    const bytes = await generateMembershipAgreement({
      locale: user.locale,
      brandName: config.BRAND_NAME,
      supportEmail: config.SUPPORT_EMAIL,
      agreementNumber: `A-${user.memberNumber}-${join.charge.id.slice(0, 8).toUpperCase()}`,
      member: agreementMember(user),
      club: { name: club.displayName, street: club.street, city: club.city },
      planName: join.quote.planName,
      purchase: purchaseOf(join.quote),
      ...(await agreementTexts(texts, user.locale)),
      ...signing,
    });
    const storageKey = `members/${user.id}/membership-agreement-${randomUUID()}.pdf`;
    await storage.put(storageKey, bytes, PDF);
    const fileName = documentFileName('membership-agreement', user.memberNumber);
    const row = await documents.add({ userId: user.id, type: 'membership-agreement', storageKey, fileName });
    if (!row) throw new Error('membership agreement insert returned no row');
    return row;
  }

  /** The receipt of the join's charge, if it was made. */
  receiptOf(join: JoinRecord): Promise<MemberDocumentRow | undefined> {
    return this.deps.documents.receiptFor(join.charge.id);
  }

  /** The agreement signed for this join (made after it succeeded), if any. */
  agreementFor(join: JoinRecord): Promise<MemberDocumentRow | undefined> {
    return this.deps.documents.latest(join.user.id, 'membership-agreement', join.succeededAt);
  }

  async bytesOf(document: MemberDocumentRow): Promise<Uint8Array | null> {
    return (await this.deps.storage.get(document.storageKey))?.bytes ?? null;
  }
}
