import { useState } from 'react';
import type { SessionLength, TrainingSession } from '@gym/contracts/personal-training';
import { DialogShell } from '../../../components/dialog-shell';
import { useText } from '../../../lib/i18n/catalog';
import { useMoveSession } from '../api/move-session';
import { staffTrainingText } from '../i18n';
import { sessionWhen } from '../lib/calendar-days';
import { personName } from '../lib/session-words';
import { SlotPicker } from './slot-picker';

/** "Move": a booked session to another of its trainer's free starts; the member and the trainer are told. */
export function MoveSessionDialog({
  session,
  onClose,
  onDone,
}: {
  session: TrainingSession;
  onClose: () => void;
  onDone: (moved: TrainingSession) => void;
}) {
  const t = useText(staffTrainingText);
  const move = useMoveSession();
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | undefined>(undefined);
  const submit = () => {
    if (startsAt === null) {
      setInvalid(t('staff-training.book.chooseTime'));
      return;
    }
    move.mutate({ sessionId: session.id, startsAt }, { onSuccess: (answer) => onDone(answer) });
  };
  return (
    <DialogShell
      title={t('staff-training.move.title')}
      description={t('staff-training.move.text', {
        member: personName(session.member),
        trainer: personName(session.trainer),
        minutes: session.minutes,
        when: sessionWhen(session),
      })}
      error={move.isError ? move.error.message : null}
      busy={move.isPending}
      confirmLabel={t('staff-training.move.confirm')}
      onClose={onClose}
      onConfirm={submit}
      asForm
      wide
    >
      <SlotPicker
        trainerId={session.trainer.id}
        clubId={session.clubId}
        minutes={session.minutes as SessionLength}
        value={startsAt}
        onChange={setStartsAt}
        error={invalid}
      />
    </DialogShell>
  );
}
