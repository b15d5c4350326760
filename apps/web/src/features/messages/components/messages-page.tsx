import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { useText } from '../../../lib/i18n/catalog';
import { useRealtimeStatus } from '../../../lib/realtime';
import { useSession } from '../../../lib/session';
import { useContacts } from '../api/get-contacts';
import { useMessages } from '../api/get-messages';
import { startCall } from '../calls/call-controller';
import { messagesText } from '../i18n';
import { conversationList } from '../lib/conversations';
import { initialDialog } from '../lib/initial-dialog';
import { ConversationList } from './conversation-list';
import { DialogPanel } from './dialog-panel';
import { NewConversationButton } from './new-conversation-dialog';

/** The query parameter of the open dialog (the other person's user id). */
const OPEN_PARAM = 'with';
/** The specification's entry: /messages?trainer=<id> opens the dialog with that trainer. */
const TRAINER_PARAM = 'trainer';
/**
 * `?with=<member>&call=1`: a trainer's (or the director's) 'Join the session' of a video session
 * (features/training): the member is rung as soon as the dialog is open and the realtime channel is up, once.
 */
const CALL_PARAM = 'call';

/**
 * /messages: the conversation list and the open dialog side by side (one at a time on a phone). Members talk
 * to their club's trainers and the director; trainers and the director see their members, unread first.
 */
export function Component() {
  const t = useText(messagesText);
  const session = useSession();
  const myId = session?.user.sfId ?? '';
  const role = session?.user.role;
  const staffSide = role === 'trainer' || role === 'director';
  const messages = useMessages(myId);
  const contacts = useContacts(myId);
  const [params, setParams] = useSearchParams();
  const openId = params.get(OPEN_PARAM);

  // Once the messages have loaded, open the dialog asked for by ?trainer=, else the director's (section 4).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !messages.data || !contacts.data) return;
    opened.current = true;
    if (openId) return;
    const target = initialDialog(contacts.data, params.get(TRAINER_PARAM), { isMember: role === 'member' });
    if (target) setParams({ [OPEN_PARAM]: target }, { replace: true });
  }, [messages.data, contacts.data, openId, params, role, setParams]);

  const conversations = useMemo(
    () =>
      messages.data && contacts.data
        ? conversationList(contacts.data, messages.data, myId, { unreadFirst: staffSide })
        : [],
    [messages.data, contacts.data, myId, staffSide],
  );
  const open = contacts.data?.find((contact) => contact.userId === openId);
  const canCall = staffSide && open?.role === 'member';

  // Asked to call: once the dialog is open and the channel up, ring, and forget the ask (a reload or Back does
  // not ring again). A person this account may not call, or none, is only the dialog, or the list.
  const connected = useRealtimeStatus() === 'connected';
  const callAsked = params.get(CALL_PARAM) === '1';
  useEffect(() => {
    if (!callAsked || !contacts.data || !messages.data || (open && canCall && !connected)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CALL_PARAM);
        return next;
      },
      { replace: true },
    );
    if (open && canCall) void startCall({ userId: open.userId, name: open.name });
  }, [callAsked, contacts.data, messages.data, open, canCall, connected, setParams]);

  if (messages.isError || contacts.isError) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h1">{t('messages.title')}</Typography>
        <Typography>{t('messages.loadFailed')}</Typography>
        <Button
          variant="contained"
          onClick={() => {
            if (messages.isError) void messages.refetch();
            if (contacts.isError) void contacts.refetch();
          }}
        >
          {t('messages.tryAgain')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography variant="h1">{t('messages.title')}</Typography>
        {role === 'director' && contacts.data && (
          <NewConversationButton myId={myId} onStarted={(userId) => setParams({ [OPEN_PARAM]: userId })} />
        )}
      </Stack>
      {!messages.data || !contacts.data ? (
        <PageSpinner label={t('messages.loading')} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '340px 1fr' },
            height: { md: 'calc(100vh - 220px)' },
            minHeight: { md: 420 },
          }}
        >
          <Box sx={{ display: { xs: open ? 'none' : 'block', md: 'block' }, minHeight: 0, overflow: 'auto' }}>
            <ConversationList
              conversations={conversations}
              openId={open ? open.userId : null}
              myId={myId}
              onOpen={(userId) => setParams({ [OPEN_PARAM]: userId })}
            />
          </Box>
          {open ? (
            <Box sx={{ minHeight: 0, height: { xs: 'calc(100vh - 180px)', md: '100%' } }}>
              <DialogPanel
                key={open.userId}
                contact={open}
                myId={myId}
                history={messages.data.messagesHistory}
                canCall={canCall}
                isDirector={open.isDirector || role === 'director'}
                onBack={() => setParams({})}
              />
            </Box>
          ) : (
            <Paper
              variant="outlined"
              sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', justifyContent: 'center', p: 4 }}
            >
              <Typography color="text.secondary">{t('messages.choose')}</Typography>
            </Paper>
          )}
        </Box>
      )}
    </Stack>
  );
}
