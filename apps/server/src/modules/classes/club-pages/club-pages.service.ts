import type { ClubPage, ClubPageClass } from '@gym/contracts/club-page';
import type { Clock } from '../../../lib/clock';
import type { UsersRepository } from '../../accounts/users';
import { type ClubsService, toClub } from '../../club/clubs';
import type { ClubHoursService } from '../../club/hours';
import type { PlansService } from '../../club/plans';
import type { OccupancyService } from '../../membership/occupancy';
import type { ScheduleService } from '../schedule';

/** Every club of the chain is in California, in the United States. */
const REGION = { region: 'CA', country: 'US' } as const;

/**
 * A club's own page (issue 28, docs/decisions/0048): where it is, its hours, how busy, its rooms and the classes in
 * them now, amenities, trainers and today's classes, put together from the domains that own each (the classes
 * domain is the highest of them). Its plans are the wizard's (get-location-plans-details).
 */
export class ClubPagesService {
  constructor(
    private readonly deps: {
      clubs: ClubsService;
      hours: ClubHoursService;
      plans: PlansService;
      occupancy: OccupancyService;
      users: UsersRepository;
      schedule: Pick<ScheduleService, 'schedule'>;
      clock: Clock;
    },
  ) {}

  async page(slug: string): Promise<ClubPage> {
    const club = await this.deps.clubs.requireBySlug(slug);
    const [hours, busy, rooms, amenities, trainers, today] = await Promise.all([
      this.deps.hours.hoursOf(club.id),
      this.deps.occupancy.busy(club.id),
      this.deps.clubs.rooms(club.id),
      this.deps.plans.featuresOf(club.id),
      this.deps.users.trainersAt(club.id),
      this.deps.schedule.schedule(club.id, { days: 1 }),
    ]);
    const names = new Map(today.classTypes.map((type) => [type.id, type.name]));
    const todaysClasses: ClubPageClass[] = today.sessions.map((session) => ({
      ...session,
      className: names.get(session.classTypeId) ?? session.classTypeId,
    }));
    const now = this.deps.clock.now().toISOString();
    const classesNow = todaysClasses.filter(
      (session) => !session.cancelled && session.startsAt <= now && now < session.endsAt,
    );
    return {
      club: toClub(club),
      slug: club.slug,
      address: { street: club.street, city: club.city, postalCode: club.postalCode, ...REGION },
      latitude: club.latitude,
      longitude: club.longitude,
      hours,
      busy,
      rooms,
      amenities,
      trainers,
      todaysClasses,
      classesNow,
    };
  }
}
