import type { FastifyInstance } from 'fastify';
import type { DomainRoutes } from '../../lib/domain-routes';
import type { ClubDomain } from '../club/club.domain';
import type { MembershipDomain } from '../membership/membership.domain';
import { AvailabilityRepository, AvailabilityService } from './availability';
import { PackPurpose, PacksRepository, PacksService } from './packs';
import { TrainingSessionsRepository, TrainingSessionsService, trainingRoutes } from './sessions';
import { TrainersRepository, TrainersService, publicTrainingRoutes, trainerSelfRoutes } from './trainers';

/**
 * Personal training (issue 30, docs/decisions/0053): trainers' profiles and availability, the packs members buy
 * through the ledger's payment attempts (money's one owner), and the sessions booked from them. Sits above classes
 * (a trainer's classes block their slots) and membership (payments), below staff.
 */
export function createTrainingDomain(app: FastifyInstance, deps: { club: ClubDomain; membership: MembershipDomain }) {
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
  const sessions = new TrainingSessionsService({
    db,
    repository: new TrainingSessionsRepository(db),
    packs,
    availability,
    trainers,
    clubs: deps.club.clubs,
    clock,
  });
  const routes: DomainRoutes = {
    public: async (api) => {
      await api.register(publicTrainingRoutes, { trainers, availability, packs });
    },
    member: async (member) => {
      await member.register(trainerSelfRoutes, { trainers, availability, sessions });
      await member.register(trainingRoutes, { packs, sessions });
    },
  };
  return { trainers, availability, packs, sessions, routes };
}

export type TrainingDomain = ReturnType<typeof createTrainingDomain>;
