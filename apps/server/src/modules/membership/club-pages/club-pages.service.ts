import type { ClubPage } from '@gym/contracts/club-page';
import type { UsersRepository } from '../../accounts/users';
import { type ClubsService, toClub } from '../../club/clubs';
import type { ClubHoursService } from '../../club/hours';
import type { PlansService } from '../../club/plans';
import type { OccupancyService } from '../occupancy';

/** Every club of the chain is in California, in the United States. */
const REGION = { region: 'CA', country: 'US' } as const;

/**
 * A club's own page (issue 28, docs/decisions/0048): where it is, its hours, how busy, its rooms, amenities and
 * trainers, put together from the domains that own each. Its plans are the wizard's (get-location-plans-details).
 */
export class ClubPagesService {
  constructor(
    private readonly deps: {
      clubs: ClubsService;
      hours: ClubHoursService;
      plans: PlansService;
      occupancy: OccupancyService;
      users: UsersRepository;
    },
  ) {}

  async page(slug: string): Promise<ClubPage> {
    const club = await this.deps.clubs.requireBySlug(slug);
    const [hours, busy, rooms, amenities, trainers] = await Promise.all([
      this.deps.hours.hoursOf(club.id),
      this.deps.occupancy.busy(club.id),
      this.deps.clubs.rooms(club.id),
      this.deps.plans.featuresOf(club.id),
      this.deps.users.trainersAt(club.id),
    ]);
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
    };
  }
}
