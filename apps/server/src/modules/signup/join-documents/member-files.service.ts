import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DOCUMENT_IDS } from '@gym/contracts/join';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/app-error';
import { DocumentInputError } from '../../../providers/documents';
import type { FileStorage } from '../../../providers/storage';
import type { JoinConfirmationService } from './join-confirmation.service';
import type { JoinDocumentsService } from './join-documents.service';
import type { JoinRecord, JoinRecordsRepository } from './join-records.repository';
import { missingFieldText } from '../../../lib/multipart-form';
import { defineSpanish } from '../../../lib/i18n/translator';

export const MEMBER_FILE_MESSAGES = {
  noJoin: 'No finished join was found for this member.',
} as const;
defineSpanish({ [MEMBER_FILE_MESSAGES.noJoin]: 'No se encontró ninguna inscripción terminada de este miembro.' });

export interface SignatureUpload {
  documentId: 3 | 6;
  signaturePng: Uint8Array;
  /** The photo sent with the signature; the profile photo is used when there is none. */
  photoJpeg: Uint8Array | null;
  /** request.ip: the address the server saw (decisions.md item 9), never the client's useripaddress. */
  ipAddress: string;
  userAgent: string | null;
  audit: Record<string, string>;
}

/** The new member's files: the profile photo and the e-signature (with the agreement it makes). */
export class MemberFilesService {
  constructor(
    private readonly deps: {
      db: Database;
      storage: FileStorage;
      records: JoinRecordsRepository;
      joinDocuments: JoinDocumentsService;
      confirmation: JoinConfirmationService;
    },
  ) {}

  async setProfilePhoto(userId: string, jpeg: Uint8Array): Promise<void> {
    const key = `members/${userId}/photo-${randomUUID()}.jpg`;
    await this.deps.storage.put(key, jpeg, 'image/jpeg');
    await this.deps.db
      .update(users)
      .set({ photoKey: key, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  }

  /**
   * Keeps the signature (and photo) with when and from where it came; for the agreement (documentId 3) makes the
   * signed agreement PDF and, the agreement being there, sends the confirmation e-mail (docs/decisions/0009).
   */
  async sign(userId: string, upload: SignatureUpload): Promise<void> {
    const { storage, joinDocuments, confirmation } = this.deps;
    const join = await this.deps.records.latestForUser(userId);
    if (!join) throw notFound(MEMBER_FILE_MESSAGES.noJoin);
    const photo = upload.photoJpeg ?? (await this.profilePhoto(join));
    if (upload.documentId === DOCUMENT_IDS.agreement && !photo) {
      const missing = missingFieldText('userpic');
      throw badRequest(missing, [{ field: 'userpic', message: missing }]);
    }

    const id = randomUUID();
    const signatureKey = `members/${userId}/signature-${id}.png`;
    await storage.put(signatureKey, upload.signaturePng, 'image/png');
    let photoKey: string | null = null;
    if (upload.photoJpeg) {
      photoKey = `members/${userId}/signature-photo-${id}.jpg`;
      await storage.put(photoKey, upload.photoJpeg, 'image/jpeg');
    }
    const signedAt = new Date();
    await this.deps.records.addSignature({
      id,
      userId,
      documentId: upload.documentId,
      signedAt,
      ipAddress: upload.ipAddress,
      userAgent: upload.userAgent?.slice(0, 500) ?? null,
      signatureKey,
      photoKey: photoKey ?? join.user.photoKey,
      audit: upload.audit,
    });

    if (upload.documentId !== DOCUMENT_IDS.agreement || !photo) return;
    try {
      await joinDocuments.createAgreement(join, {
        signaturePng: upload.signaturePng,
        photoJpeg: photo,
        signedAt,
        ipAddress: upload.ipAddress,
      });
    } catch (error) {
      // An image whose first bytes looked right but that pdf-lib cannot read.
      if (error instanceof DocumentInputError) throw badRequest(error.message);
      throw error;
    }
    await confirmation.sendIfReady(join);
  }

  private async profilePhoto(join: JoinRecord): Promise<Uint8Array | null> {
    if (!join.user.photoKey) return null;
    return (await this.deps.storage.get(join.user.photoKey))?.bytes ?? null;
  }
}
