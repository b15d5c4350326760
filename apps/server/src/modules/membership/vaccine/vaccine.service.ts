import { randomUUID } from 'node:crypto';
import type { FieldError } from '@gym/contracts/errors';
import { clubToday, parseBirthday, toIsoDate } from '@gym/contracts/personal-info';
import {
  VACCINATED_USER_GROUP,
  VACCINE_MESSAGES,
  VACCINE_UPLOAD_LIMITS,
  type UploadUserGroup,
  type VaccineRecord,
  type VaccineRecordStatus,
  type VisitorIdentity,
  vaccineStatusOf,
  visitorIdentitySchema,
} from '@gym/contracts/vaccine';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../lib/clock';
import type { Config } from '../../../config';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import type { Mailer } from '../../../providers/mail';
import type { TokenService } from '../../../lib/tokens';
import type { FileStorage } from '../../../providers/storage';
import { isJpeg, isPdf, isPng } from '../../../lib/multipart-form';
import type { UsersRepository } from '../../accounts/users';
import { vaccineRejectedMail } from './vaccine-rejected-mail';
import type { ReviewDecision, VaccineRepository } from './vaccine.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The file's type from its first bytes; null for anything but a JPEG, a PNG or a PDF. */
export function vaccineFileType(bytes: Uint8Array): string | null {
  if (isJpeg(bytes)) return 'image/jpeg';
  if (isPng(bytes)) return 'image/png';
  if (isPdf(bytes)) return 'application/pdf';
  return null;
}

/** What an upload ticket names: the member and the user group the file is for. */
export interface UploadTicket {
  userId: string;
  userGroup: string;
}

/**
 * Vaccine status uploads and their review (docs/decisions/0012). A ticket (POST /membership) binds one member
 * and one user group; the upload stores the file and a pending record; staff confirm or reject it.
 */
export class VaccineService {
  constructor(
    private readonly deps: {
      records: VaccineRepository;
      /** The app's clock: when a record was reviewed. */
      clock: Clock;
      users: UsersRepository;
      storage: FileStorage;
      tokens: TokenService;
      /** A rejection's reason goes to the member by e-mail. */
      mailer: Mailer;
      config: Pick<Config, 'BRAND_NAME' | 'SUPPORT_EMAIL' | 'PUBLIC_URL'>;
      log: FastifyBaseLogger;
    },
  ) {}

  async ticketFor(userId: string, userGroup: UploadUserGroup) {
    const ttl = VACCINE_UPLOAD_LIMITS.ticketTtlSeconds;
    const uploadToken = await this.deps.tokens.sign({ userGroup }, 'vaccine-upload', ttl, userId);
    return { success: true, data: { userGroup, uploadToken, expiresIn: ttl } };
  }

  /**
   * A visitor's ticket: the e-mail, member number and birthday must all name one account. Every mismatch is
   * the same 404, so the answer never says which detail was wrong.
   */
  async visitorTicket(identity: Partial<VisitorIdentity>, userGroup: UploadUserGroup) {
    const parsed = visitorIdentitySchema.safeParse(identity);
    if (!parsed.success) {
      const errors: FieldError[] = parsed.error.issues.map((issue) => ({
        field: issue.path.join('.'),
        message: issue.message,
      }));
      throw badRequest(errors[0]?.message ?? VACCINE_MESSAGES.unknownMember, errors);
    }
    const { email, idCA, birthday } = parsed.data;
    const user = await this.deps.users.findByMemberNumber(idCA.trim());
    const birth = parseBirthday(birthday, clubToday().year);
    const matches =
      user !== undefined &&
      user.email.trim().toLowerCase() === email &&
      birth !== null &&
      user.birthday === toIsoDate(birth);
    if (!matches) throw notFound(VACCINE_MESSAGES.unknownMember);
    return this.ticketFor(user.id, userGroup);
  }

  /** Reads a ticket (the upload's bearer token); null when it is not a valid, unexpired one. */
  async readTicket(token: string): Promise<UploadTicket | null> {
    const claims = await this.deps.tokens.verify(token, 'vaccine-upload');
    if (!claims?.sub || typeof claims.userGroup !== 'string') return null;
    return { userId: claims.sub, userGroup: claims.userGroup };
  }

  /** Stores the file first, then its pending record, so a record never names a missing file. */
  async upload(ticket: UploadTicket, bytes: Uint8Array | undefined) {
    if (!bytes || bytes.length === 0) {
      throw badRequest(VACCINE_MESSAGES.fileRequired, [{ field: 'file', message: VACCINE_MESSAGES.fileRequired }]);
    }
    const contentType = vaccineFileType(bytes);
    if (!contentType) {
      throw badRequest(VACCINE_MESSAGES.wrongType, [{ field: 'file', message: VACCINE_MESSAGES.wrongType }]);
    }
    const id = randomUUID();
    const storageKey = `vaccine-records/${ticket.userId}/${id}`;
    await this.deps.storage.put(storageKey, bytes, contentType);
    try {
      await this.deps.records.insert({ id, userId: ticket.userId, storageKey, contentType });
    } catch (error) {
      await this.deps.storage.delete(storageKey).catch(() => undefined);
      throw error;
    }
    return { success: true, data: { id, vaccineStatus: vaccineStatusOf('pending') } };
  }

  async list(status: VaccineRecordStatus): Promise<VaccineRecord[]> {
    const rows = await this.deps.records.list(status);
    return rows.map((row) => ({
      id: row.id,
      idCA: String(row.memberNumber),
      memberName: `${row.firstName} ${row.lastName}`,
      uploadedAt: row.createdAt.toISOString(),
      contentType: row.contentType,
      status: row.status,
      rejectionReason: row.rejectionReason,
    }));
  }

  async file(id: string) {
    const record = UUID.test(id) ? await this.deps.records.find(id) : undefined;
    const file = record ? await this.deps.storage.get(record.storageKey) : null;
    if (!record || !file) throw notFound(VACCINE_MESSAGES.recordNotFound);
    return { bytes: file.bytes, contentType: record.contentType };
  }

  /**
   * Confirm adds 'Vaccinated' to the member's current membership in the same transaction (the only user group
   * a ticket can name); reject stores the reason and leaves the membership as it is. A record reviewed before is
   * a 409; nobody reviews their own record.
   */
  async review(id: string, reviewerId: string, decision: ReviewDecision) {
    if (!UUID.test(id)) throw notFound(VACCINE_MESSAGES.recordNotFound);
    // A 400, not a 403: the SPA logs out on a 403, and the reviewer's session is fine.
    if ((await this.deps.records.find(id))?.userId === reviewerId) throw badRequest(VACCINE_MESSAGES.ownRecord);
    const at = this.deps.clock.now();
    const reviewed = await this.deps.records.review(id, reviewerId, decision, VACCINATED_USER_GROUP, at);
    if (!reviewed) {
      if (await this.deps.records.find(id)) throw new AppError('CONFLICT', VACCINE_MESSAGES.alreadyReviewed);
      throw notFound(VACCINE_MESSAGES.recordNotFound);
    }
    if (decision.status === 'rejected') await this.tellRejected(reviewed.record.userId, decision.reason);
    return {
      success: true,
      data: { id: reviewed.record.id, status: reviewed.record.status, userGroups: reviewed.userGroups },
    };
  }

  /**
   * After the commit: the rejection stands whether or not the e-mail goes out, so a failed send is logged for
   * support rather than answered as a failed review (the reason is kept on the record).
   */
  private async tellRejected(userId: string, reason: string) {
    const { records, mailer, config, log } = this.deps;
    try {
      const member = await records.memberOf(userId);
      if (!member) return;
      await mailer.send(
        await vaccineRejectedMail({
          locale: member.locale,
          brandName: config.BRAND_NAME,
          supportEmail: config.SUPPORT_EMAIL,
          to: member.email,
          firstName: member.firstName,
          reason,
          uploadUrl: `${config.PUBLIC_URL}/vaccine-status`,
        }),
      );
    } catch (error) {
      log.error({ err: error, userId }, 'vaccine rejection e-mail not sent; the reason is kept on the record');
    }
  }
}
