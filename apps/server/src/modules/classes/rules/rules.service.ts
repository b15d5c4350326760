import { type ClassRules, type ClubClassRules, DEFAULT_CLASS_RULES } from '@gym/contracts/class-rules';
import { STAFF_SCHEDULE_MESSAGES } from '@gym/contracts/staff-schedule';
import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import type { RulesRepository } from './rules.repository';

/**
 * The booking rules each club sets for its classes, and for a class type of it (issue 29 points 4, 5 and 11,
 * docs/decisions/0052). Bookings read them through `forSession`; the console sets them (audited by the caller).
 */
export class RulesService {
  constructor(private readonly deps: { repository: RulesRepository; clock: Clock }) {}

  forSession(sessionId: string, db?: Database): Promise<ClassRules> {
    return this.deps.repository.forSession(sessionId, db);
  }

  async ofClub(clubId: string): Promise<ClubClassRules> {
    return { clubId, defaults: DEFAULT_CLASS_RULES, ...(await this.deps.repository.ofClub(clubId)) };
  }

  /** Sets (or with null removes) the club's rules, or a class type's there; the rules before, for the audit. */
  async set(
    tx: Database,
    where: { clubId: string; classTypeId: string | null },
    rules: ClassRules | null,
    by: string,
  ): Promise<ClassRules | null> {
    if (where.classTypeId !== null && !(await this.deps.repository.classTypeExists(tx, where.classTypeId))) {
      throw notFound(STAFF_SCHEDULE_MESSAGES.classTypeNotFound);
    }
    return this.deps.repository.set(tx, where, rules, { at: this.deps.clock.now(), by });
  }
}
