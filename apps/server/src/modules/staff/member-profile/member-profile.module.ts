import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { Mailer } from '../../../providers/mail';
import type { FileStorage } from '../../../providers/storage';
import { VisitsRepository } from '../../membership/visits';
import { SiteTextsRepository } from '../../club/site-texts';
import { BillingReceiptsRepository, BillingReceiptsService } from '../../membership/billing-run';
import { BillingAccountService, BillingHistoryRepository, MemberBillingRepository } from '../../membership/billing';
import { CancellationRepository } from '../../membership/changes';
import { GuestPassesRepository, GuestPassesService } from '../../membership/guest-passes';
import { JoinDocumentsService, JoinRecordsRepository, joinReceiptFrom } from '../../signup/join-documents';
import { MemberDocumentsRepository } from '../../membership/documents';
import type { StaffScopes } from '../scope';
import { MemberMailsService } from './member-mails.service';
import { MemberProfileRepository } from './member-profile.repository';
import { MemberProfileService } from './member-profile.service';

export interface MemberProfileModuleDeps {
  db: Database;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  storage: FileStorage;
  scopes: StaffScopes;
}

/** The member's page is read through the member side's own repositories and services, built here on the same db. */
export function createMemberProfile(deps: MemberProfileModuleDeps) {
  const { db, config, clock, mailer, storage, scopes } = deps;
  const ledger = new MemberBillingRepository(db);
  const history = new BillingHistoryRepository(db);
  const documents = new MemberDocumentsRepository(db);
  const joinRecords = new JoinRecordsRepository(db);
  const joinDocuments = new JoinDocumentsService({ documents, storage, texts: new SiteTextsRepository(db), config });
  const profiles = new MemberProfileService({
    db,
    profiles: new MemberProfileRepository(db),
    scopes,
    ledger,
    history,
    billing: new BillingAccountService({ ledger, history, clock, retryDays: config.BILLING_RETRY_DAYS }),
    memberships: new CancellationRepository(db),
    visits: new VisitsRepository(db, clock),
    guestPasses: new GuestPassesService({ passes: new GuestPassesRepository(db), clock }),
    receipts: new BillingReceiptsService({
      receipts: new BillingReceiptsRepository(db),
      documents,
      joinReceipt: joinReceiptFrom(joinRecords, joinDocuments),
      storage,
      config,
    }),
    storage,
    clock,
  });
  const mails = new MemberMailsService({ db, profiles, joinRecords, joinDocuments, mailer, clock, config });
  return { profiles, mails };
}
