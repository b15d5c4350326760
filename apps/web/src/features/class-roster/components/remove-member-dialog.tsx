import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useText } from '../../../lib/i18n/catalog';
import { useRemoveClassBooking } from '../api/remove-class-booking';
import { classRosterText } from '../i18n';

export interface Removal {
  bookingId: string;
  name: string;
  /** On the waitlist, not booked. */
  waiting: boolean;
}

interface RemoveMemberDialogProps {
  sessionId: string;
  removal: Removal;
  onClose: () => void;
  onDone: (notice: string) => void;
}

/** Take a member off the class or its waitlist, asked first (no strike; they are told). */
export function RemoveMemberDialog({ sessionId, removal, onClose, onDone }: RemoveMemberDialogProps) {
  const t = useText(classRosterText);
  const remove = useRemoveClassBooking(sessionId);
  return (
    <ConfirmDialog
      open
      title={t('class-roster.remove.title', { name: removal.name })}
      text={t(removal.waiting ? 'class-roster.remove.textWaiting' : 'class-roster.remove.textBooked')}
      confirmLabel={t('class-roster.remove.confirm')}
      danger
      busy={remove.isPending}
      error={remove.isError ? remove.error.message : null}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(removal.bookingId, {
          onSuccess: () => onDone(t('class-roster.remove.done', { name: removal.name })),
        })
      }
    />
  );
}
