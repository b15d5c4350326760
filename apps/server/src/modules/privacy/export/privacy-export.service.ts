import { ZipArchive } from 'archiver';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import type { FileStorage } from '../../../providers/storage';
import { PRIVACY_EXPORT_DATA_FILE, PRIVACY_EXPORT_DOCUMENTS_FOLDER, PRIVACY_MESSAGES } from '@gym/contracts/privacy';
import type { Database } from '../../../db/client';
import { recordAudit } from '../../staff/audit';
import type { MemberData, PrivacyExportRepository } from './privacy-export.repository';

export interface PrivacyExportDeps {
  db: Database;
  repository: PrivacyExportRepository;
  storage: FileStorage;
  clock: Clock;
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/** A file of the member's kept in storage, and its name in the zip. */
interface ExportFile {
  key: string;
  path: string;
}

/** Names inside the zip: a second file of one name gets '-2', and so on. */
function uniqueNamer() {
  const used = new Set<string>();
  return (name: string) => {
    const safe = name.replace(/[^\w.-]+/g, '_');
    const dot = safe.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    let candidate = safe;
    for (let n = 2; used.has(candidate); n += 1) candidate = `${stem}-${n}${extension}`;
    used.add(candidate);
    return `${PRIVACY_EXPORT_DOCUMENTS_FOLDER}/${candidate}`;
  };
}

/**
 * The member's data as one zip (docs/decisions/0054): `data.json` (profile, memberships and their changes,
 * payments and the ledger, visits, messages, classes, personal training, vaccine records, e-signatures, the list
 * of documents, privacy requests) and, under `documents/`, their files: the PDFs made for them (the signed
 * agreement, receipts), their photo, their vaccine proofs, message photos and the e-signature's images. data.json names each file's path in the zip.
 */
export class PrivacyExportService {
  constructor(private readonly deps: PrivacyExportDeps) {}

  async build(member: { id: string; role: string }): Promise<{ fileName: string; archive: ZipArchive }> {
    if (member.role !== 'member') throw new AppError('FORBIDDEN', PRIVACY_MESSAGES.notAMember);
    const data = await this.deps.repository.collect(member.id);
    if (!data) throw new AppError('NOT_FOUND', PRIVACY_MESSAGES.notAMember);
    const now = this.deps.clock.now();
    const { json, files } = describe(data, member.id, now);
    // The export is a disclosure the CPRA asks the club to keep a record of: in the audit log, by the member.
    await recordAudit(this.deps.db, {
      actorId: member.id,
      action: 'privacy.export',
      subjectId: member.id,
      clubId: data.profile.homeClubId,
      after: { files: files.length },
    });
    const contents: { path: string; bytes: Uint8Array }[] = [];
    for (const file of files) {
      const stored = await this.deps.storage.get(file.key);
      if (stored) contents.push({ path: file.path, bytes: stored.bytes });
    }
    const archive = new ZipArchive({ zlib: { level: 6 } });
    archive.append(JSON.stringify(json, null, 2), { name: PRIVACY_EXPORT_DATA_FILE, date: now });
    for (const content of contents) {
      archive.append(Buffer.from(content.bytes.buffer, content.bytes.byteOffset, content.bytes.byteLength), {
        name: content.path,
        date: now,
      });
    }
    void archive.finalize();
    const day = now.toISOString().slice(0, 10);
    return { fileName: `my-data-${data.profile.memberNumber}-${day}.zip`, archive };
  }
}

/** data.json's content and the files beside it. */
function describe(data: MemberData, userId: string, now: Date) {
  const name = uniqueNamer();
  const files: ExportFile[] = [];
  const fileFor = (key: string | null, fileName: string): string | null => {
    if (!key) return null;
    const path = name(fileName);
    files.push({ key, path });
    return path;
  };
  const { hasPhoto: _hasPhoto, ...profile } = data.profile;
  const photo = fileFor(data.photoKey, 'photo.jpg');
  const documents = data.documents.map(({ storageKey, ...document }) => ({
    ...document,
    file: fileFor(storageKey, document.fileName),
  }));
  const vaccineRecords = data.vaccineRecords.map(({ storageKey, contentType, ...record }, index) => ({
    ...record,
    file: fileFor(storageKey, `vaccine-record-${index + 1}.${EXTENSIONS[contentType] ?? 'bin'}`),
  }));
  const messages = data.messages.map(({ senderId, receiverId: _receiverId, photoKey, ...message }, index) => ({
    ...message,
    direction: senderId === userId ? 'sent' : 'received',
    photo: fileFor(photoKey, `message-photo-${index + 1}.jpg`),
  }));
  const eSignatures = data.eSignatures.map(({ signatureKey, photoKey, ...signature }, index) => ({
    ...signature,
    signature: fileFor(signatureKey, `signature-${index + 1}.png`),
    photo: fileFor(photoKey, `signature-photo-${index + 1}.jpg`),
  }));
  return {
    json: {
      exportedAt: now.toISOString(),
      profile: { ...profile, photo },
      memberships: data.memberships,
      membershipChanges: {
        cancellations: data.cancellations,
        freezes: data.freezes,
        planChanges: data.planChanges,
      },
      payments: { charges: data.charges, ledger: data.ledger, refunds: data.refunds, cards: data.cards },
      visits: data.visits,
      messages,
      classBookings: data.classBookings,
      training: { packs: data.trainingPacks, sessions: data.trainingSessions },
      guestPasses: data.guestPasses,
      vaccineRecords,
      eSignatures,
      documents,
      privacyRequests: data.privacyRequests,
    },
    files,
  };
}
