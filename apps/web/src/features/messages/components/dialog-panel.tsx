import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { CHAT_LIMITS, type ChatMessage, type Contact } from '@gym/contracts/chat';
import { useText } from '../../../lib/i18n/catalog';
import { useRealtimeStatus } from '../../../lib/realtime';
import { StartCallButton } from '../calls/start-call-button';
import { messagesText } from '../i18n';
import { dialogHistory } from '../lib/conversations';
import { useMarkDialogRead } from '../realtime/use-mark-dialog-read';
import { useSendMessage } from '../realtime/use-send-message';
import { contactRoleLabel } from './conversation-list';
import { MessageBubble } from './message-bubble';

interface DialogPanelProps {
  contact: Contact;
  myId: string;
  history: ChatMessage[];
  /** A trainer or the director talking to a member may start a video call. */
  canCall: boolean;
  /** The director is on one side of this conversation (the specification's isDirector). */
  isDirector: boolean;
  onBack: () => void;
}

/** The dialog with one person: their messages oldest first, read receipts on mine, and the composer. */
export function DialogPanel({ contact, myId, history, canCall, isDirector, onBack }: DialogPanelProps) {
  const t = useText(messagesText);
  const messages = useMemo(() => dialogHistory(history, contact.userId, myId), [history, contact.userId, myId]);
  useMarkDialogRead(history, contact.userId, myId);
  const send = useSendMessage(myId);
  const [text, setText] = useState('');
  const offline = useRealtimeStatus() !== 'connected';
  const log = useRef<HTMLOListElement>(null);

  // The newest message in view: on opening, and when one arrives or is sent.
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    const element = log.current?.parentElement;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastId, contact.userId]);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const trimmed = text.trim();
    if (!trimmed || send.isPending) return;
    send.mutate(
      { receiverUserId: contact.userId, text: trimmed, isDirector },
      { onSuccess: () => setText((current) => (current.trim() === trimmed ? '' : current)) },
    );
  }

  function onKeyDown(event: KeyboardEvent) {
    // Enter sends; Shift+Enter starts a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <Paper
      component="section"
      aria-labelledby="dialog-title"
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <IconButton aria-label={t('messages.dialog.back')} onClick={onBack} sx={{ display: { md: 'none' } }}>
          <ArrowBackIcon />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h2" id="dialog-title">
            {contact.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {contact.online
              ? t('messages.dialog.online', { role: contactRoleLabel(contact) })
              : contactRoleLabel(contact)}
          </Typography>
        </Box>
        {canCall && <StartCallButton person={contact} />}
      </Stack>
      <Box
        role="log"
        aria-label={t('messages.dialog.log', { name: contact.name })}
        tabIndex={0}
        sx={{ flex: 1, overflowY: 'auto', p: 2, minHeight: 240, bgcolor: 'background.default' }}
      >
        {messages.length === 0 ? (
          <Typography color="text.secondary">{t('messages.dialog.empty')}</Typography>
        ) : (
          <Box component="ol" ref={log} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                mine={message.senderUserId === myId}
                senderName={contact.name}
              />
            ))}
          </Box>
        )}
      </Box>
      <Box
        component="form"
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', p: 1.5, borderTop: 1, borderColor: 'divider' }}
      >
        <TextField
          label={t('messages.dialog.message')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          multiline
          maxRows={4}
          fullWidth
          size="small"
          helperText={offline ? t('messages.dialog.connecting') : undefined}
          slotProps={{ htmlInput: { maxLength: CHAT_LIMITS.textMax } }}
        />
        <Button
          type="submit"
          variant="contained"
          endIcon={<SendIcon />}
          disabled={text.trim().length === 0 || send.isPending}
          sx={{ flexShrink: 0, mb: offline ? 2.75 : 0 }}
        >
          {t('messages.dialog.send')}
        </Button>
      </Box>
    </Paper>
  );
}
