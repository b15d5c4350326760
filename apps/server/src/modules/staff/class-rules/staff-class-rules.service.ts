import type { UserRole } from '@gym/contracts/auth';
import type { ClassRules, ClubClassRules } from '@gym/contracts/class-rules';
import type { Database } from '../../../db/client';
import type { RulesService } from '../../classes/rules';
import { recordAudit } from '../audit';
import type { StaffScopes } from '../scope';

type Account = { id: string; role: UserRole };

/**
 * A club's booking rules in the console (issue 29 point 11, docs/decisions/0052): its managers and the director set
 * the club's rules and a class type's there; each change and its audit row are one transaction. A change applies
 * to bookings and cancels from then on (a booking already made keeps its place; its cancel reads the rules then).
 */
export class StaffClassRulesService {
  constructor(private readonly deps: { db: Database; scopes: StaffScopes; rules: RulesService }) {}

  async ofClub(account: Account, clubId: string): Promise<ClubClassRules> {
    await this.deps.scopes.requireClub(account, clubId);
    return this.deps.rules.ofClub(clubId);
  }

  /** Sets the club's rules (classTypeId null) or a class type's there; null rules go back to the club's or the defaults. */
  async set(
    account: Account,
    where: { clubId: string; classTypeId: string | null },
    rules: ClassRules | null,
  ): Promise<ClubClassRules> {
    await this.deps.scopes.requireClub(account, where.clubId);
    await this.deps.db.transaction(async (tx) => {
      const before = await this.deps.rules.set(tx, where, rules, account.id);
      await recordAudit(tx, {
        actorId: account.id,
        clubId: where.clubId,
        action: 'class.rules-changed',
        before: { classTypeId: where.classTypeId, rules: before },
        after: { classTypeId: where.classTypeId, rules },
      });
    });
    return this.deps.rules.ofClub(where.clubId);
  }
}
