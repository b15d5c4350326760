import type { Clock } from '../../../lib/clock';
import type { TestContext } from '../../../test/app';
import { ClubHoursRepository, ClubHoursService } from '../../club/hours';
import { ClubsRepository, ClubsService } from '../../club/clubs';
import { ScheduleRepository } from './schedule.repository';
import { ScheduleService } from './schedule.service';

/** The schedule's service as the app builds it, on a test's clock (the job that runs it is off in tests). */
export function scheduleOf(ctx: TestContext, clock: Clock): ScheduleService {
  const clubs = new ClubsService(new ClubsRepository(ctx.app.db));
  const hours = new ClubHoursService({ hours: new ClubHoursRepository(ctx.app.db), clubs, clock });
  return new ScheduleService({ repository: new ScheduleRepository(ctx.app.db), clubs, hours, clock });
}
