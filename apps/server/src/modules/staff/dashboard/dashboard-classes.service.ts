import type { UserRole } from '@gym/contracts/auth';
import type { Locale } from '@gym/contracts/i18n/locales';
import type {
  DashboardClassFigures,
  DashboardClubClasses,
  StaffDashboardClasses,
} from '@gym/contracts/staff-dashboard';
import type { Clock } from '../../../lib/clock';
import { clubTodayIso } from '../../../lib/club-date';
import type { StaffScopes } from '../scope';
import type { ClubClassDay, DashboardClassesRepository } from './dashboard-classes.repository';
import { classDaysCsv } from './dashboard-classes-csv';
import { dashboardClubs } from './dashboard.service';

type Account = { id: string; role: UserRole };
type Counts = Pick<DashboardClassFigures, 'classesToday' | 'places' | 'booked' | 'attended' | 'noShows'>;

const EMPTY: Counts = { classesToday: 0, places: 0, booked: 0, attended: 0, noShows: 0 };

/** The rates come from the sums, never as an average of daily rates: a small class weighs what it holds. */
function withRates(counts: Counts): DashboardClassFigures {
  const marked = counts.attended + counts.noShows;
  return {
    ...counts,
    fillRate: counts.places === 0 ? null : counts.booked / counts.places,
    noShowRate: marked === 0 ? null : counts.noShows / marked,
  };
}

/** A club day's row added to counts: its classes count as today's only on the club's own today. */
function add(counts: Counts, row: ClubClassDay): Counts {
  return {
    classesToday: counts.classesToday + (row.isToday ? row.classes : 0),
    places: counts.places + row.places,
    booked: counts.booked + row.booked,
    attended: counts.attended + row.attended,
    noShows: counts.noShows + row.noShows,
  };
}

/**
 * The dashboard's classes (issue 29 point 11): classes today, fill rate and no-show rate per club and for all the
 * clubs asked for, and the per-day CSV. The same clubs as the dashboard's, refused the same way.
 */
export class DashboardClassesService {
  constructor(private readonly deps: { repository: DashboardClassesRepository; scopes: StaffScopes; clock: Clock }) {}

  async figures(account: Account, clubId: string | undefined): Promise<StaffDashboardClasses> {
    const now = this.deps.clock.now();
    const rows = await this.rows(account, clubId, now);
    const clubs = new Map<string, { clubName: string; counts: Counts }>();
    let total = EMPTY;
    for (const row of rows) {
      const club = clubs.get(row.clubId) ?? { clubName: row.clubName, counts: EMPTY };
      clubs.set(row.clubId, { ...club, counts: add(club.counts, row) });
      total = add(total, row);
    }
    const perClub: DashboardClubClasses[] = [...clubs].map(([id, club]) => ({
      clubId: id,
      clubName: club.clubName,
      ...withRates(club.counts),
    }));
    perClub.sort((a, b) => a.clubName.localeCompare(b.clubName));
    return { clubId: clubId ?? null, today: clubTodayIso(now), clubs: perClub, total: withRates(total) };
  }

  /** The CSV of the same clubs: one row per club per club day, oldest first, and the name to save it under. */
  async csv(account: Account, clubId: string | undefined, locale: Locale) {
    const now = this.deps.clock.now();
    const rows = await this.rows(account, clubId, now);
    return {
      fileName: `classes-${clubId ?? 'all-clubs'}-${clubTodayIso(now)}.csv`,
      text: classDaysCsv(rows, locale),
    };
  }

  private async rows(account: Account, clubId: string | undefined, now: Date) {
    const clubIds = await dashboardClubs(this.deps.scopes, account, clubId);
    return this.deps.repository.perClubDay(clubIds, now);
  }
}
