import { TextField } from '@mui/material';
import { useState } from 'react';
import { CLASS_MESSAGE_LIMITS, classMessageBodySchema } from '@gym/contracts/class-bookings';
import { DialogShell } from '../../../components/dialog-shell';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { useMessageClass } from '../api/message-class';
import { classRosterText } from '../i18n';

interface MessageDialogProps {
  sessionId: string;
  /** The members booked now: who will read it. */
  booked: number;
  onClose: () => void;
  /** How many the server e-mailed. */
  onSent: (told: number) => void;
}

/** The trainer's message to everyone booked (a room change, what to bring), e-mailed; the refusal stays in place. */
export function MessageDialog({ sessionId, booked, onClose, onSent }: MessageDialogProps) {
  const t = useText(classRosterText);
  const shared = useSharedText();
  const send = useMessageClass(sessionId);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = () => {
    const parsed = classMessageBodySchema.safeParse({ text });
    if (!parsed.success) {
      setInvalid(shared(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setInvalid(null);
    send.mutate(parsed.data.text, { onSuccess: onSent });
  };

  return (
    <DialogShell
      title={t('class-roster.message.title')}
      description={t('class-roster.message.text', { count: booked })}
      error={send.isError ? send.error.message : null}
      busy={send.isPending}
      confirmLabel={t('class-roster.message.send')}
      onClose={onClose}
      onConfirm={submit}
      asForm
      wide
    >
      <TextField
        label={t('class-roster.message.label')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={4}
        required
        autoFocus
        error={invalid !== null}
        helperText={invalid ?? `${text.length} / ${CLASS_MESSAGE_LIMITS.max}`}
        slotProps={{ htmlInput: { maxLength: CLASS_MESSAGE_LIMITS.max } }}
      />
    </DialogShell>
  );
}
