import { eq, sql } from 'drizzle-orm';
import { CLUB_TIME_ZONE } from '@gym/contracts/constants';
import type { Database } from './client';
import { users, visits } from './schema';

/**
 * A few past visits of the demo member (member@example.com, 100001), so that the history page has something
 * to show in the demo. Fixed ids make the insert idempotent; the days are counted back from the first seeding.
 */
export const DEMO_VISITS = [
  { id: '0e7f1c2a-5b1d-4d8e-9a10-000000000001', daysAgo: 2, clubTime: '07:15', clubId: '101' },
  { id: '0e7f1c2a-5b1d-4d8e-9a10-000000000002', daysAgo: 5, clubTime: '18:40', clubId: '102' },
  { id: '0e7f1c2a-5b1d-4d8e-9a10-000000000003', daysAgo: 12, clubTime: '06:05', clubId: '101' },
  { id: '0e7f1c2a-5b1d-4d8e-9a10-000000000004', daysAgo: 30, clubTime: '12:30', clubId: '106' },
] as const;

export const DEMO_VISITS_MEMBER_NUMBER = 100001;

export async function seedDemoVisits(db: Database): Promise<void> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.memberNumber, DEMO_VISITS_MEMBER_NUMBER));
  if (!member) return;
  await db
    .insert(visits)
    .values(
      DEMO_VISITS.map((visit) => ({
        id: visit.id,
        userId: member.id,
        clubId: visit.clubId,
        // The club's wall clock on a day counted back from today there.
        checkedInAt: sql`(((now() at time zone ${CLUB_TIME_ZONE})::date - ${visit.daysAgo}::int) + ${visit.clubTime}::time) at time zone ${CLUB_TIME_ZONE}`,
      })),
    )
    .onConflictDoNothing({ target: visits.id });
}
