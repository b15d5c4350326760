import type { TrainingSession } from '@gym/contracts/personal-training';
import type { StaffTrainingTextId } from '../i18n';

/** How the session stands: booked, cancelled (back in its pack or used), attended, a no-show. */
export function statusTextId(session: Pick<TrainingSession, 'status' | 'returnedToPack'>): StaffTrainingTextId {
  switch (session.status) {
    case 'booked':
      return 'staff-training.status.booked';
    case 'cancelled':
      return session.returnedToPack ? 'staff-training.status.cancelledReturned' : 'staff-training.status.cancelledUsed';
    case 'attended':
      return 'staff-training.status.attended';
    case 'noShow':
      return 'staff-training.status.noShow';
  }
}

export const modeTextId = (mode: TrainingSession['mode']): StaffTrainingTextId =>
  mode === 'video' ? 'staff-training.mode.video' : 'staff-training.mode.inPerson';

export const personName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;
