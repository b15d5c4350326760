import type { FastifyInstance } from 'fastify';
import type { DomainRoutes } from '../../lib/domain-routes';
import type { ClubDomain } from '../club/club.domain';
import type { MembershipDomain } from '../membership/membership.domain';
import { BookingsRepository, BookingsService, bookingsRoutes } from './bookings';
import { ScheduleRepository, ScheduleService, scheduleRoutes, scheduleSessionsAhead } from './schedule';

/**
 * Classes (issue 29): the schedule every club publishes, generated ahead from weekly series on its clock, and the
 * members' bookings.
 */
export function createClassesDomain(app: FastifyInstance, deps: { club: ClubDomain; membership: MembershipDomain }) {
  const schedule = new ScheduleService({
    repository: new ScheduleRepository(app.db),
    clubs: deps.club.clubs,
    hours: deps.club.hours,
    clock: app.clock,
  });
  scheduleSessionsAhead(app, schedule);
  const bookings = new BookingsService({
    db: app.db,
    repository: new BookingsRepository(app.db),
    visits: deps.membership.services.visits,
    clock: app.clock,
  });
  const routes: DomainRoutes = {
    public: async (api) => {
      await api.register(scheduleRoutes, { schedule });
    },
    member: async (member) => {
      await member.register(bookingsRoutes, { bookings });
    },
  };
  return { schedule, bookings, routes };
}

export type ClassesDomain = ReturnType<typeof createClassesDomain>;
