import type { FastifyInstance } from 'fastify';
import type { DomainRoutes } from '../../lib/domain-routes';
import type { ClubDomain } from '../club/club.domain';
import { ScheduleRepository, ScheduleService, scheduleRoutes, scheduleSessionsAhead } from './schedule';

/** Classes (issue 29): the schedule every club publishes, generated ahead from weekly series on its clock. */
export function createClassesDomain(app: FastifyInstance, deps: { club: ClubDomain }) {
  const schedule = new ScheduleService({
    repository: new ScheduleRepository(app.db),
    clubs: deps.club.clubs,
    hours: deps.club.hours,
    clock: app.clock,
  });
  scheduleSessionsAhead(app, schedule);
  const routes: DomainRoutes = {
    public: async (api) => {
      await api.register(scheduleRoutes, { schedule });
    },
  };
  return { schedule, routes };
}

export type ClassesDomain = ReturnType<typeof createClassesDomain>;
