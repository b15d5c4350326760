import { type ClassRules, DEFAULT_CLASS_RULES } from '@gym/contracts/class-rules';
import { classSessionRules } from '../../../db/schema';

/** A row of `class_session_rules` (or a `class_rules` row): null where the club set no rules. */
export interface SetRules {
  opensDaysBefore: number | null;
  lateCancelHours: number | null;
  maxUpcoming: number | null;
  maxPerDay: number | null;
  penalty: ClassRules['penalty'] | null;
  feeCents: number | null;
}

/**
 * The rules a session is booked under: its club's (or its class type's there) when set, else the defaults. A row
 * is set whole (the club's form saves every rule), so its penalty says whether it is there.
 */
export function rulesOf(row: SetRules | undefined | null): ClassRules {
  if (!row || row.penalty === null) return DEFAULT_CLASS_RULES;
  return {
    opensDaysBefore: row.opensDaysBefore ?? DEFAULT_CLASS_RULES.opensDaysBefore,
    lateCancelHours: row.lateCancelHours ?? DEFAULT_CLASS_RULES.lateCancelHours,
    maxUpcoming: row.maxUpcoming ?? DEFAULT_CLASS_RULES.maxUpcoming,
    maxPerDay: row.maxPerDay ?? DEFAULT_CLASS_RULES.maxPerDay,
    penalty: row.penalty,
    feeCents: row.penalty === 'fee' ? row.feeCents : null,
  };
}

/** The columns of `class_session_rules` to select beside a session, for `rulesOf`. */
export const sessionRuleColumns = {
  opensDaysBefore: classSessionRules.opensDaysBefore,
  lateCancelHours: classSessionRules.lateCancelHours,
  maxUpcoming: classSessionRules.maxUpcoming,
  maxPerDay: classSessionRules.maxPerDay,
  penalty: classSessionRules.penalty,
  feeCents: classSessionRules.feeCents,
};
