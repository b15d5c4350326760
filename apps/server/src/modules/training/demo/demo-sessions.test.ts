import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEMO_CHAIN } from '../../../db/demo-chain/chain-history';
import { users } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { type TestContext, describeEachDatabase } from '../../../test/app';
import { rows } from '../../../test/join-kit';
import { scheduleOf } from '../../classes/schedule/schedule-test-kit';
import { createClubDomain } from '../../club/club.domain';
import { MemberPaymentService, MemberPaymentsRepository } from '../../membership/billing';
import { AvailabilityRepository, AvailabilityService } from '../availability';
import { TrainingNoticesRepository, TrainingNoticesService } from '../notices';
import { PacksRepository, PacksService } from '../packs';
import { TrainingSessionsRepository, TrainingSessionsService } from '../sessions';
import { TrainersRepository, TrainersService } from '../trainers';
import { seedDemoSessions } from './demo-sessions';

// Monday 8 March 2027, 9 a.m. at the clubs.
const clock = new ManualClock('2027-03-08T17:00:00.000Z');

/** The training services as the domain builds them, on the test app's database. */
function services(ctx: TestContext) {
  const { db, log } = ctx.app;
  const club = createClubDomain({ db, clock });
  const trainers = new TrainersService({ repository: new TrainersRepository(db), clock });
  const availability = new AvailabilityService({
    repository: new AvailabilityRepository(db),
    clubs: club.clubs,
    hours: club.hours,
    clock,
  });
  const payments = new MemberPaymentService(ctx.app.billing, new MemberPaymentsRepository(db, clock), log, { clock });
  const packs = new PacksService({ repository: new PacksRepository(db), payments, clock });
  const sessionsRepository = new TrainingSessionsRepository(db);
  const notices = new TrainingNoticesService({
    repository: new TrainingNoticesRepository(db),
    session: (id) => sessionsRepository.byId(id),
    mailer: ctx.app.mailer,
    config: ctx.config,
    clock,
    log,
  });
  const sessions = new TrainingSessionsService({
    db,
    repository: sessionsRepository,
    packs,
    availability,
    trainers,
    clubs: club.clubs,
    clock,
    notices,
    nudge: () => {},
  });
  return { db, trainers, availability, packs, sessions, log };
}

describeEachDatabase(
  "the demo chain's personal training",
  (ctx: () => TestContext) => {
    it('gives every trainer a few sessions in real free slots, once', async () => {
      await scheduleOf(ctx(), clock).generateAhead();
      // Four of the chain's members at each club (the whole chain is the demo's start, not the tests').
      const clubIds = (await rows<{ id: string }>(ctx().app.db, sql`select id from clubs`)).map((row) => row.id);
      await ctx()
        .app.db.insert(users)
        .values(
          clubIds.flatMap((clubId) =>
            [1, 2, 3, 4].map((index) => ({
              email: `pt.${clubId}.${index}@${DEMO_CHAIN.emailDomain}`,
              role: 'member' as const,
              memberStatus: 'active' as const,
              firstName: 'Pat',
              lastName: `Trainee ${clubId}-${index}`,
              homeClubId: clubId,
              scanCode: `PT-${clubId}-${index}`,
            })),
          ),
        );
      // The classes' job runs it, one instance at a time (a pg-boss cron slot); once seeded, never again.
      const booked = await seedDemoSessions(services(ctx()));
      expect(await Promise.all([1, 2].map(() => seedDemoSessions(services(ctx()))))).toEqual([0, 0]);
      const trainers = await services(ctx()).trainers.list({});
      const [all] = await rows<{ n: number }>(ctx().app.db, sql`select count(*)::int as n from training_sessions`);
      expect(all!.n).toBe(booked);
      const perTrainer = await rows<{ trainer_id: string; n: number }>(
        ctx().app.db,
        sql`select trainer_id, count(*)::int as n from training_sessions group by trainer_id`,
      );
      expect(perTrainer.map((row) => row.trainer_id).sort()).toEqual(trainers.map((trainer) => trainer.id).sort());
      // The demo member has theirs with the demo trainer (README).
      const [demo] = await rows<{ n: number }>(
        ctx().app.db,
        sql`select count(*)::int as n from training_sessions s join users m on m.id = s.user_id
            join users t on t.id = s.trainer_id
            where m.email = 'member@example.com' and t.email = 'trainer@example.com'`,
      );
      expect(demo?.n).toBe(1);
    }, 120_000);
  },
  {},
  { clock },
);
