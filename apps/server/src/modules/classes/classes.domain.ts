import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { seedDemoBookings } from '../../db/demo-chain/chain-bookings';
import type { DomainRoutes } from '../../lib/domain-routes';
import type { AccountsDomain } from '../accounts/accounts.domain';
import type { ClubDomain } from '../club/club.domain';
import type { MembershipDomain } from '../membership/membership.domain';
import { AttendanceRepository, AttendanceService } from './attendance';
import {
  BookingsRepository,
  BookingsService,
  DrawsRepository,
  DrawsService,
  PlacesRepository,
  bookingsRoutes,
  scheduleClassDraws,
} from './bookings';
import { CalendarRepository, CalendarService, calendarFeedRoutes, calendarRoutes } from './calendar';
import { ClassClosuresService } from './closures';
import { FeesRepository, FeesService } from './fees';
import { RulesRepository, RulesService } from './rules';
import { ClassNoticesRepository, ClassNoticesService, scheduleClassNotices } from './notices';
import { ClubPagesService, clubPagesRoutes } from './club-pages';
import { RemindersRepository, RemindersService, classSettingsRoutes, scheduleClassReminders } from './reminders';
import {
  ScheduleRepository,
  ScheduleService,
  SeriesRepository,
  SeriesService,
  scheduleRoutes,
  scheduleSessionsAhead,
} from './schedule';
import {
  SeriesFollower,
  SessionMovesRepository,
  SessionsRepository,
  SessionsService,
  trainerClassesRoutes,
} from './sessions';

/**
 * Classes (issue 29): the schedule every club publishes, generated ahead from weekly series on its clock, and the
 * members' bookings.
 */
export function createClassesDomain(
  app: FastifyInstance,
  deps: { config: Config; club: ClubDomain; accounts: AccountsDomain; membership: MembershipDomain },
) {
  const schedule = new ScheduleService({
    repository: new ScheduleRepository(app.db),
    clubs: deps.club.clubs,
    hours: deps.club.hours,
    clock: app.clock,
  });
  // What runs each time the sessions ahead are generated: the domains above add theirs (the demo's training).
  const afterSchedule: (() => Promise<unknown>)[] = [];
  scheduleSessionsAhead(app, schedule, {
    afterGenerating: async () => {
      // The demo chain's members fill the classes of the last week and the coming one, once (issue 29 point 3).
      if (deps.config.SEED_DEMO_CHAIN) await seedDemoBookings(app.db, app.clock.now());
      for (const after of afterSchedule) await after();
    },
  });
  const notices = new ClassNoticesService({
    repository: new ClassNoticesRepository(app.db),
    mailer: app.mailer,
    config: deps.config,
    log: app.log,
  });
  const nudgeNotices = scheduleClassNotices(app, notices);
  const places = new PlacesRepository();
  // Each club's booking rules, and the fees of a club that charges for late cancels and no-shows (0052).
  const rules = new RulesService({ repository: new RulesRepository(app.db), clock: app.clock });
  const fees = new FeesService({ repository: new FeesRepository(), clock: app.clock });
  const bookings = new BookingsService({
    db: app.db,
    repository: new BookingsRepository(app.db),
    places,
    visits: deps.membership.services.visits,
    clock: app.clock,
    rules,
    fees,
    notify: nudgeNotices,
  });
  // The fair opening: a popular class's first 15 minutes drawn by lot.
  const draws = new DrawsService({
    db: app.db,
    repository: new DrawsRepository(app.db),
    clock: app.clock,
    notify: nudgeNotices,
  });
  scheduleClassDraws(app, draws);
  // The desk's scan marks a booked class about to start attended.
  const attendance = new AttendanceService({
    db: app.db,
    repository: new AttendanceRepository(app.db),
    rules,
    fees,
    clock: app.clock,
  });
  deps.membership.services.visits.onCheckIn(async (checkIn) => {
    await attendance.markAtDesk(checkIn).catch((error: unknown) => {
      app.log.warn({ err: error, userId: checkIn.userId }, 'class attendance not marked at the desk');
    });
  });
  // One session as its trainer and the club's managers run it; a closure cancels sessions the same way.
  const sessionsRepository = new SessionsRepository(app.db);
  const moves = new SessionMovesRepository(app.db);
  const sessions = new SessionsService({
    repository: sessionsRepository,
    moves,
    hours: deps.club.hours,
    bookings,
    attendance,
    clock: app.clock,
    photo: (memberNumber) => deps.membership.services.visits.photo(memberNumber),
    notify: nudgeNotices,
  });
  const closures = new ClassClosuresService({ sessions });
  // Managers make the schedule: class types and series; a series' change reaches its sessions to come (0051).
  const series = new SeriesService({
    repository: new SeriesRepository(app.db),
    clubs: deps.club.clubs,
    clock: app.clock,
    trainersOf: (clubId) => sessions.clubTrainers(clubId),
  });
  const seriesFollower = new SeriesFollower({
    repository: sessionsRepository,
    moves,
    bookings,
    hours: deps.club.hours,
    rules,
    clock: app.clock,
  });
  // A club's own page: where it is, its hours, how busy, its rooms with the classes in them, today's classes.
  const clubPages = new ClubPagesService({
    clubs: deps.club.clubs,
    hours: deps.club.hours,
    plans: deps.club.plans,
    occupancy: deps.membership.services.occupancy,
    users: deps.accounts.users,
    schedule,
    clock: app.clock,
  });
  const reminders = new RemindersService({
    repository: new RemindersRepository(app.db),
    clock: app.clock,
    notify: nudgeNotices,
  });
  scheduleClassReminders(app, reminders);
  const calendar = new CalendarService({
    repository: new CalendarRepository(app.db),
    config: deps.config,
    clock: app.clock,
  });
  const routes: DomainRoutes = {
    unsigned: async (feeds) => {
      await feeds.register(calendarFeedRoutes, { calendar });
    },
    public: async (api) => {
      await api.register(scheduleRoutes, { schedule });
      await api.register(clubPagesRoutes, { clubPages });
    },
    member: async (member) => {
      await member.register(bookingsRoutes, { bookings });
      await member.register(trainerClassesRoutes, { sessions });
      await member.register(calendarRoutes, { calendar });
      await member.register(classSettingsRoutes, { reminders });
    },
  };
  return {
    schedule,
    series,
    seriesFollower,
    bookings,
    draws,
    notices,
    attendance,
    sessions,
    reminders,
    clubPages,
    closures,
    rules,
    calendar,
    /** Runs `after` each time the classes ahead are generated (their slots are then known). */
    afterSchedule: (after: () => Promise<unknown>) => afterSchedule.push(after),
    routes,
  };
}

export type ClassesDomain = ReturnType<typeof createClassesDomain>;
