import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { DEMO_CHAIN } from '../../../db/demo-chain/chain-history';
import { trainingSessions, users } from '../../../db/schema';
import type { AvailabilityService } from '../availability';
import type { PacksService } from '../packs';
import type { TrainingSessionsService } from '../sessions';
import type { TrainersService } from '../trainers';

/** Members of each club who take their free intro session with each trainer there. */
const MEMBERS_PER_TRAINER = 2;
/** The demo member account (README) takes theirs with Marin's first trainer, the demo trainer account. */
const DEMO_MEMBER = 'member@example.com';
const DEMO_TRAINER = 'trainer@example.com';

/**
 * The demo chain's personal training (issue 30's demo data), once, through the product's own paths: members of each
 * club take the club's free intro session and book it in a real free slot of each trainer there, so every trainer's
 * calendar has a few sessions (and the demo member one with the demo trainer). Run after the classes are generated,
 * so the slots are clear of the trainers' classes. Answers how many sessions it booked.
 */
export async function seedDemoSessions(deps: {
  db: Database;
  trainers: TrainersService;
  availability: AvailabilityService;
  packs: PacksService;
  sessions: TrainingSessionsService;
  log: FastifyBaseLogger;
}): Promise<number> {
  const { db } = deps;
  // Once: a database with sessions has had its demo. Two instances starting at once may both begin; each step is
  // idempotent (the intro pack by its key, a slot or a used pack refused by the database), so they agree.
  const [any] = await db.select({ id: trainingSessions.id }).from(trainingSessions).limit(1);
  if (any) return 0;
  let booked = 0;
  // The demo trainer account first: the demo member's intro is theirs.
  const [demoTrainer] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_TRAINER));
  const trainers = (await deps.trainers.list({})).sort(
    (a, b) => Number(b.id === demoTrainer?.id) - Number(a.id === demoTrainer?.id),
  );
  for (const trainer of trainers) {
    for (const { clubId } of trainer.clubs) {
      const intro = (await deps.packs.offers(clubId)).find((offer) => offer.intro);
      if (!intro) continue;
      const members = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(
          and(
            eq(users.role, 'member'),
            eq(users.memberStatus, 'active'),
            eq(users.homeClubId, clubId),
            sql`(${users.email} = ${DEMO_MEMBER} or ${like(users.email, `%@${DEMO_CHAIN.emailDomain}`)})`,
          ),
        )
        .orderBy(sql`${users.email} = ${DEMO_MEMBER} desc`, asc(users.memberNumber))
        .limit(40);
      const slots = (await deps.availability.slots(trainer.id, clubId, intro.minutes)).days.flatMap(
        (day) => day.starts,
      );
      let taken = 0;
      for (const member of members) {
        if (taken >= MEMBERS_PER_TRAINER || slots.length === 0) break;
        // The intro is once per member: one who took theirs (with the club's other trainer) is passed over.
        const pack = await deps.packs.buy(member.id, `demo-intro-${clubId}`, { offerId: intro.id }).catch(() => null);
        if (!pack || pack.left === 0) continue;
        const startsAt = slots.splice(Math.min(slots.length - 1, 6 + taken * 9), 1)[0]!;
        taken += 1;
        try {
          await deps.sessions.book(member.id, {
            trainerId: trainer.id,
            clubId,
            startsAt,
            minutes: intro.minutes as 30,
            mode: 'inPerson',
          });
          booked += 1;
        } catch (error) {
          // Another instance booked it first (the same choice), or the member's intro is used.
          if (!(error instanceof AppError && error.status === 409)) throw error;
        }
      }
    }
  }
  deps.log.info({ booked }, 'demo personal-training sessions booked');
  return booked;
}
