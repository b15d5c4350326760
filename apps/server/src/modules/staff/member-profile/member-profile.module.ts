import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { Mailer } from '../../../providers/mail';
import type { FileStorage } from '../../../providers/storage';
import type { MembershipServices } from '../../membership/membership.domain';
import type { JoinWelcome } from '../../signup/join-documents';
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
  /** The member side's own services: the page reads the member's account, membership and visits through them. */
  membership: MembershipServices;
  joinWelcome: JoinWelcome;
}

/** A member's page for the staff (docs/decisions/0034), read through the member side's services. */
export function createMemberProfile(deps: MemberProfileModuleDeps) {
  const { db, config, clock, mailer, storage, scopes, membership } = deps;
  const profiles = new MemberProfileService({
    db,
    profiles: new MemberProfileRepository(db),
    scopes,
    billing: membership.account,
    membership: membership.membership,
    visits: membership.visits,
    guestPasses: membership.guestPasses,
    receipts: membership.receipts,
    storage,
    clock,
  });
  const mails = new MemberMailsService({ db, profiles, joinWelcome: deps.joinWelcome, mailer, clock, config });
  return { profiles, mails };
}
