import { asc, eq, sql } from 'drizzle-orm';
import type { ClassRules } from '@gym/contracts/class-rules';
import type { Database } from '../../../db/client';
import { classRules, classSessionRules, classTypes } from '../../../db/schema';
import { rulesOf } from './rules-of';

const RULE_COLUMNS = {
  opensDaysBefore: classRules.opensDaysBefore,
  lateCancelHours: classRules.lateCancelHours,
  maxUpcoming: classRules.maxUpcoming,
  maxPerDay: classRules.maxPerDay,
  penalty: classRules.penalty,
  feeCents: classRules.feeCents,
};

/** The clubs' booking rules (docs/decisions/0052). */
export class RulesRepository {
  constructor(private readonly db: Database) {}

  /** The rules a session is booked under (its club's, its class type's there, or the defaults). */
  async forSession(sessionId: string, db: Database = this.db): Promise<ClassRules> {
    const [row] = await db.select().from(classSessionRules).where(eq(classSessionRules.sessionId, sessionId));
    return rulesOf(row);
  }

  /** The club's own rules (null: none set), and each class type's there. */
  async ofClub(clubId: string): Promise<{
    club: ClassRules | null;
    classTypes: { classTypeId: string; name: string; rules: ClassRules | null }[];
  }> {
    const [own, types] = await Promise.all([
      this.db
        .select({ classTypeId: classRules.classTypeId, ...RULE_COLUMNS })
        .from(classRules)
        .where(eq(classRules.clubId, clubId)),
      this.db.select({ id: classTypes.id, name: classTypes.name }).from(classTypes).orderBy(asc(classTypes.name)),
    ]);
    const clubRow = own.find((row) => row.classTypeId === null);
    const byType = new Map(own.filter((row) => row.classTypeId !== null).map((row) => [row.classTypeId, row]));
    return {
      club: clubRow ? rulesOf(clubRow) : null,
      classTypes: types.map((type) => {
        const row = byType.get(type.id);
        return { classTypeId: type.id, name: type.name, rules: row ? rulesOf(row) : null };
      }),
    };
  }

  async classTypeExists(tx: Database, classTypeId: string): Promise<boolean> {
    const [row] = await tx.select({ id: classTypes.id }).from(classTypes).where(eq(classTypes.id, classTypeId));
    return row !== undefined;
  }

  /**
   * Sets the club's rules (classTypeId null) or a class type's there, whole, in the caller's transaction; null
   * rules remove them (back to the club's, or the defaults). The rules that were set before, or null.
   */
  async set(
    tx: Database,
    where: { clubId: string; classTypeId: string | null },
    rules: ClassRules | null,
    change: { at: Date; by: string },
  ): Promise<ClassRules | null> {
    const { rows } = (await tx.execute(sql`
      select penalty, opens_days_before as "opensDaysBefore", late_cancel_hours as "lateCancelHours",
             max_upcoming as "maxUpcoming", max_per_day as "maxPerDay", fee_cents as "feeCents"
        from class_rules
       where club_id = ${where.clubId} and coalesce(class_type_id, '') = ${where.classTypeId ?? ''}
         for update`)) as { rows: Parameters<typeof rulesOf>[0][] };
    const before = rows[0] ? rulesOf(rows[0]) : null;
    if (rules === null) {
      await tx.execute(sql`
        delete from class_rules
         where club_id = ${where.clubId} and coalesce(class_type_id, '') = ${where.classTypeId ?? ''}`);
      return before;
    }
    await tx.execute(sql`
      insert into class_rules (club_id, class_type_id, opens_days_before, late_cancel_hours, max_upcoming,
                               max_per_day, penalty, fee_cents, updated_at, updated_by)
      values (${where.clubId}, ${where.classTypeId}, ${rules.opensDaysBefore}, ${rules.lateCancelHours},
              ${rules.maxUpcoming}, ${rules.maxPerDay}, ${rules.penalty}, ${rules.feeCents},
              ${change.at.toISOString()}, ${change.by})
      on conflict (club_id, coalesce(class_type_id, '')) do update
         set opens_days_before = excluded.opens_days_before, late_cancel_hours = excluded.late_cancel_hours,
             max_upcoming = excluded.max_upcoming, max_per_day = excluded.max_per_day, penalty = excluded.penalty,
             fee_cents = excluded.fee_cents, updated_at = excluded.updated_at, updated_by = excluded.updated_by`);
    return before;
  }
}
