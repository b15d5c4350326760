import { TZDate } from '@date-fns/tz';
import { type ICalEventData, ICalEventStatus } from 'ical-generator';
import { MY_TRAINING_PATH } from '@gym/contracts/personal-training';
import type { SessionView } from './training-sessions.repository';

/**
 * A personal-training session as a calendar event, for the member's feed and the confirmation's file alike: its UID
 * is the session's, so a cancellation updates the same event. On the club's clock (TZID).
 */
export function sessionEvent(session: SessionView, site: { publicUrl: string; now: Date }): ICalEventData {
  const trainer = `${session.trainerFirstName} ${session.trainerLastName}`;
  return {
    id: `training-${session.id}@${new URL(site.publicUrl).host}`,
    start: new TZDate(session.startsAt.getTime(), session.timeZone),
    end: new TZDate(session.endsAt.getTime(), session.timeZone),
    timezone: session.timeZone,
    summary: `Personal training · ${trainer}`,
    description: session.mode === 'video' ? 'Video session: join it from My training.' : `${session.minutes} minutes`,
    location: session.mode === 'video' ? 'Video' : session.clubName,
    url: `${site.publicUrl}${MY_TRAINING_PATH}`,
    status: session.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    stamp: site.now,
  };
}
