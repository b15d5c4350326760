import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { freezes, memberships } from '../../../db/schema';
import { addDays, nextBillingDay, periodOf } from './billing-calendar';
import { insertNotices } from './member-standing';

/** How many days before billing resumes the member is told (docs/decisions/0028). */
export const FREEZE_ENDING_NOTICE_DAYS = 7;

/**
 * A billing run's step: the 'freeze-ending' notice for every freeze whose billing resumes within the next seven
 * days (the 1st after its last frozen month), once per freeze however often the run runs (its dedupe key), and
 * still when a run comes late in that week. A freeze unfrozen early was told by its unfreeze notice; a cancelled
 * membership does not resume. Answers the notices written now.
 */
export async function noticeEndingFreezes(db: Database, today: string): Promise<number> {
  const resumesOn = nextBillingDay(today);
  if (resumesOn > addDays(today, FREEZE_ENDING_NOTICE_DAYS)) return 0;
  const lastPeriod = periodOf(today);
  const ending = await db
    .select({
      id: freezes.id,
      reference: freezes.reference,
      userId: freezes.userId,
      membershipId: freezes.membershipId,
      duesCents: memberships.priceCents,
    })
    .from(freezes)
    .innerJoin(memberships, eq(memberships.id, freezes.membershipId))
    .where(
      and(
        eq(freezes.lastPeriod, lastPeriod),
        isNull(freezes.withdrawnAt),
        isNull(freezes.endedAt),
        eq(memberships.status, 'active'),
        isNull(memberships.endDate),
      ),
    );
  const written = await insertNotices(
    db,
    ending.map((freeze) => ({
      userId: freeze.userId,
      membershipId: freeze.membershipId,
      kind: 'freeze-ending' as const,
      dedupeKey: `freeze-ending:${freeze.id}`,
      details: { reference: freeze.reference, lastPeriod, resumesOn, duesCents: freeze.duesCents },
    })),
  );
  return written.length;
}
