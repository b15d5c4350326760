import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DomainRoutes } from '../../lib/domain-routes';
import type { ClassesDomain } from '../classes/classes.domain';
import type { RealtimeDomain } from '../realtime/realtime.domain';
import type { ClubDomain } from '../club/club.domain';
import type { MembershipDomain } from '../membership/membership.domain';
import { AvailabilityRepository, AvailabilityService } from './availability';
import { TrainingNoticesRepository, TrainingNoticesService, scheduleTrainingNotices } from './notices';
import { seedDemoSessions } from './demo';
import { PackPurpose, PacksRepository, PacksService } from './packs';
import { TrainingSessionsRepository, TrainingSessionsService, trainingRoutes } from './sessions';
import { TrainersRepository, TrainersService, publicTrainingRoutes, trainerSelfRoutes } from './trainers';

/**
 * Personal training (issue 30, docs/decisions/0053): trainers' profiles and availability, the packs members buy
 * through the ledger's payment attempts (money's one owner), and the sessions booked from them. Sits above classes
 * (a trainer's classes block their slots) and membership (payments), below staff.
 */
export function createTrainingDomain(
  app: FastifyInstance,
  deps: {
    config: Config;
    club: ClubDomain;
    membership: MembershipDomain;
    classes: ClassesDomain;
    realtime: RealtimeDomain;
  },
) {
  const { db, clock } = app;
  const trainers = new TrainersService({ repository: new TrainersRepository(db), clock });
  const availability = new AvailabilityService({
    repository: new AvailabilityRepository(db),
    clubs: deps.club.clubs,
    hours: deps.club.hours,
    clock,
  });
  const packsRepository = new PacksRepository(db);
  // A pack's payment is settled by the ledger's attempts, whoever settles it (the request, a repeat, the reconciler).
  deps.membership.services.payments.serve('training-pack', new PackPurpose(packsRepository));
  const packs = new PacksService({ repository: packsRepository, payments: deps.membership.services.payments, clock });
  // What members and trainers are told: written with each change, sent by a job (the reminders with them).
  const sessionsRepository = new TrainingSessionsRepository(db);
  const notices = new TrainingNoticesService({
    repository: new TrainingNoticesRepository(db),
    session: (sessionId) => sessionsRepository.byId(sessionId),
    mailer: app.mailer,
    config: deps.config,
    clock,
    log: app.log,
  });
  const nudge = scheduleTrainingNotices(app, notices);
  const sessions = new TrainingSessionsService({
    db,
    repository: sessionsRepository,
    packs,
    availability,
    trainers,
    clubs: deps.club.clubs,
    clock,
    notices,
    nudge,
  });
  // The desk's scan marks an in-person session about to start attended.
  deps.membership.services.visits.onCheckIn(async (checkIn) => {
    await sessions.markAtDesk(checkIn).catch((error: unknown) => {
      app.log.warn({ err: error, userId: checkIn.userId }, 'training session not marked at the desk');
    });
  });
  // A session between a member and a trainer opens messages and calls between them, whatever their clubs.
  deps.realtime.chat.linkWith((memberId, staffId) => sessions.haveSession(memberId, staffId));
  // The member's sessions in their calendar feed, beside their classes.
  deps.classes.calendar.addSource((userId, since, site) => sessions.events(userId, since, site));
  // Sessions of refunds the provider refused (settled by the refunds' reconciler) go back to their packs.
  app.jobs.define({
    name: 'training-refund-release',
    cron: '* * * * *',
    handler: () => packs.releaseFailedRefunds(),
  });
  // The demo chain's trainers get a few sessions, once, after the classes that block their slots exist.
  if (deps.config.SEED_DEMO_CHAIN) {
    deps.classes.afterSchedule(() => seedDemoSessions({ db, trainers, availability, packs, sessions, log: app.log }));
  }
  const routes: DomainRoutes = {
    public: async (api) => {
      await api.register(publicTrainingRoutes, { trainers, availability, packs });
    },
    member: async (member) => {
      await member.register(trainerSelfRoutes, { trainers, availability, sessions });
      await member.register(trainingRoutes, { packs, sessions });
    },
  };
  return { trainers, availability, packs, sessions, notices, routes };
}

export type TrainingDomain = ReturnType<typeof createTrainingDomain>;
