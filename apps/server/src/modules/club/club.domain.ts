import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { DomainRoutes } from '../../lib/domain-routes';
import { ClubAnswers, ClubsRepository, ClubsService, clubsRoutes } from './clubs';
import { ClubHoursRepository, ClubHoursService, clubHoursRoutes } from './hours';
import { PlansRepository, PlansService, plansRoutes } from './plans';
import { SiteTextsRepository } from './site-texts';

/** The clubs, their hours, their plans and the operator's texts: the bottom domain, which every other one reads. */
export function createClubDomain(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  const clubsRepository = new ClubsRepository(db);
  const clubs = new ClubsService(clubsRepository);
  const hours = new ClubHoursService({ hours: new ClubHoursRepository(db), clubs, clock });
  const plans = new PlansService(new PlansRepository(db), clubs);
  const texts = new SiteTextsRepository(db);
  const routes: DomainRoutes = {
    public: async (api) => {
      await api.register(clubsRoutes, { clubs, answers: new ClubAnswers(clubsRepository) });
      await api.register(clubHoursRoutes, { hours });
      await api.register(plansRoutes, { plans });
    },
  };
  return { clubs, hours, plans, texts, routes };
}

export type ClubDomain = ReturnType<typeof createClubDomain>;
