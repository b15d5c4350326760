import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { Mailer } from '../../../providers/mail';
import type { FileStorage } from '../../../providers/storage';
import { VisitsRepository } from '../../club/visits/visits.repository';
import { SiteTextsRepository } from '../../club/site-texts/site-texts.repository';
import { BillingReceiptsRepository } from '../../membership/billing-run/billing-receipts.repository';
import { BillingReceiptsService } from '../../membership/billing-run/billing-receipts.service';
import { BillingAccountService } from '../../membership/billing/billing-account.service';
import { BillingHistoryRepository } from '../../membership/billing/billing-history.repository';
import { MemberBillingRepository } from '../../membership/billing/member-billing.repository';
import { CancellationRepository } from '../../membership/changes/cancellation.repository';
import { GuestPassesRepository } from '../../membership/guest-passes/guest-passes.repository';
import { GuestPassesService } from '../../membership/guest-passes/guest-passes.service';
import { JoinDocumentsService } from '../../signup/join-documents/join-documents.service';
import { JoinRecordsRepository } from '../../signup/join-documents/join-records.repository';
import { MemberDocumentsRepository } from '../../signup/join-documents/member-documents.repository';
import type { StaffScopes } from '../scope/staff-scopes';
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
      joinRecords,
      joinDocuments,
      storage,
      config,
    }),
    storage,
    clock,
  });
  const mails = new MemberMailsService({ db, profiles, joinRecords, joinDocuments, mailer, clock, config });
  return { profiles, mails };
}
