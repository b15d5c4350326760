import type { MailAttachment } from '../../../providers/mail';
import type { JoinDocumentsService } from './join-documents.service';
import type { JoinRecord, JoinRecordsRepository } from './join-records.repository';

/**
 * A member's latest join and its PDFs, for its confirmation e-mail sent again (the staff console's "resend
 * welcome", docs/decisions/0034); undefined when the member never joined online.
 */
export class JoinWelcome {
  constructor(
    private readonly records: JoinRecordsRepository,
    private readonly documents: JoinDocumentsService,
  ) {}

  async latest(userId: string): Promise<{ join: JoinRecord; attachments: MailAttachment[] } | undefined> {
    const join = await this.records.latestForUser(userId);
    return join && { join, attachments: await this.documents.attachmentsOf(join) };
  }
}
