import { PERSONAL_TRAINING_MESSAGES, TRAINING_RULES, type TrainingSession } from '@gym/contracts/personal-training';
import { AppError } from '../../../lib/app-error';
import { type SlotInput, isFreeSlot } from '../slots';
import type { SessionView } from './training-sessions.repository';

/** A session's rules and its answer, pure (docs/decisions/0053). */

export const HOUR_MS = 3_600_000;

export const conflict = (message: string) => new AppError('CONFLICT', message);

/** Whether cancelling at `now` gives the session back to its pack: more than 24 hours ahead. */
export function cancelsFree(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() > TRAINING_RULES.freeCancelHours * HOUR_MS;
}

/** Whether a video session can be joined at `now`: from a few minutes before its start to its end. */
export function joinable(view: Pick<SessionView, 'mode' | 'status' | 'startsAt' | 'endsAt'>, now: Date): boolean {
  const opens = view.startsAt.getTime() - TRAINING_RULES.joinMinutesBefore * 60_000;
  return view.mode === 'video' && view.status === 'booked' && now.getTime() >= opens && now < view.endsAt;
}

export function toTrainingSession(view: SessionView, now: Date, forTrainer = false): TrainingSession {
  return {
    id: view.id,
    trainer: { id: view.trainerId, firstName: view.trainerFirstName, lastName: view.trainerLastName },
    member: { id: view.userId, firstName: view.memberFirstName, lastName: view.memberLastName },
    clubId: view.clubId,
    clubName: view.clubName,
    timeZone: view.timeZone,
    startsAt: view.startsAt.toISOString(),
    endsAt: view.endsAt.toISOString(),
    minutes: view.minutes,
    mode: view.mode,
    status: view.status,
    returnedToPack: view.returnedToPack,
    freeCancel: view.status === 'booked' && cancelsFree(view.startsAt, now),
    joinable: joinable(view, now),
    packId: view.packId,
    ...(forTrainer ? { notes: view.notes } : {}),
  };
}

/** Why a start is not bookable: taken by another session, too soon, too far, or outside the trainer's hours. */
export function refusalOf(input: SlotInput, startsAt: Date): AppError {
  const { settings, now } = input;
  if (isFreeSlot({ ...input, busy: [] }, startsAt)) return conflict(PERSONAL_TRAINING_MESSAGES.slotTaken);
  if (startsAt.getTime() < now.getTime() + settings.noticeHours * HOUR_MS) {
    return conflict(PERSONAL_TRAINING_MESSAGES.tooSoon(settings.noticeHours));
  }
  if (startsAt.getTime() > now.getTime() + settings.horizonDays * 24 * HOUR_MS) {
    return conflict(PERSONAL_TRAINING_MESSAGES.tooFar(settings.horizonDays));
  }
  return conflict(PERSONAL_TRAINING_MESSAGES.notAvailable);
}
