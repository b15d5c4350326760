import type { ClassSettings } from '@gym/contracts/class-bookings';
import { clubDateTime, clubMinuteOf, clubMoment } from '../../../lib/club-date';
import type { Clock } from '../../../lib/clock';
import type { RemindersRepository } from './reminders.repository';

const HOUR_MS = 3_600_000;
/** A morning class (before noon on the club's clock) is reminded at 6 p.m. the evening before. */
const EVENING_MINUTE = 18 * 60;
/** Any other class, this long before it starts. */
const BEFORE_MS = 2 * HOUR_MS;
/** From 6 p.m. the evening before to a class at noon: 18 hours; candidates are looked for that far ahead. */
const HORIZON_MS = 18 * HOUR_MS;

/** When a class starting at `startsAt` is reminded: the evening before a morning class, 2 hours before otherwise. */
export function reminderDue(startsAt: Date, timeZone: string): Date {
  if (clubMinuteOf(startsAt, timeZone) >= 12 * 60) return new Date(startsAt.getTime() - BEFORE_MS);
  const day = clubDateTime(startsAt, timeZone).slice(0, 10);
  const eve = new Date(Date.parse(`${day}T12:00:00Z`) - 24 * HOUR_MS).toISOString().slice(0, 10);
  return clubMoment(eve, EVENING_MINUTE, timeZone);
}

/**
 * Class reminders by e-mail (issue 29 point 9): a job writes a reminder notice for each booking that is due one
 * (once per booking, on any number of instances: a unique index), and the notices' sender e-mails it. A place
 * booked after its reminder was due gets none: the member has just booked it. Members can turn them off.
 */
export class RemindersService {
  constructor(private readonly deps: { repository: RemindersRepository; clock: Clock; notify: () => void }) {}

  async remindDue(): Promise<number> {
    const now = this.deps.clock.now();
    const candidates = await this.deps.repository.candidates(now, new Date(now.getTime() + HORIZON_MS));
    const due = candidates.filter((candidate) => {
      const at = reminderDue(candidate.startsAt, candidate.timeZone);
      return at <= now && candidate.bookedAt < at;
    });
    const written = await this.deps.repository.remind(due);
    if (written > 0) this.deps.notify();
    return written;
  }

  async settings(userId: string): Promise<ClassSettings> {
    return { reminders: await this.deps.repository.wantsReminders(userId) };
  }

  async setSettings(userId: string, settings: ClassSettings): Promise<ClassSettings> {
    await this.deps.repository.setReminders(userId, settings.reminders);
    return this.settings(userId);
  }
}
