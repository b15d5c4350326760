import { Card, CardContent, Divider, ListItemText, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { type Translate, useText } from '../../../lib/i18n/catalog';
import { useSession } from '../../../lib/session';
import { useContacts } from '../api/get-contacts';
import { useMessages } from '../api/get-messages';
import { messagesText } from '../i18n';
import { conversationList } from '../lib/conversations';
import { type CallState, useCall } from './call-store';
import { StartCallButton } from './start-call-button';

/** Members of the latest conversations offered a call from the home. */
const SHOWN = 3;

type MessagesId = (typeof messagesText.ids)[number];

function callStatus(call: CallState, t: Translate<MessagesId>): string {
  const name = call.peerName;
  if (call.phase === 'outgoing') return t('messages.call.calling', { name });
  if (call.phase === 'incoming') return t('messages.call.isCalling', { name });
  if (call.phase === 'connecting' || call.phase === 'live') return t('messages.call.inCall', { name });
  return t('messages.call.none');
}

/**
 * A trainer's or the director's video calls on their home: the call in progress, and a call button for the
 * members of their latest conversations (the same button and call window as in a dialog on /messages).
 */
export function CallsOverview() {
  const t = useText(messagesText);
  const myId = useSession()?.user.sfId ?? '';
  const call = useCall();
  const messages = useMessages(myId);
  const contacts = useContacts(myId);
  const recent = useMemo(
    () =>
      messages.data && contacts.data
        ? conversationList(contacts.data, messages.data, myId, { unreadFirst: false })
            .filter(({ person, latest }) => person.role === 'member' && latest !== undefined)
            .slice(0, SHOWN)
        : [],
    [messages.data, contacts.data, myId],
  );

  return (
    <Card variant="outlined" component="section" aria-labelledby="calls-heading">
      <CardContent>
        <Stack spacing={1}>
          <Typography id="calls-heading" variant="h2">
            {t('messages.call.overviewHeading')}
          </Typography>
          <Typography role="status">{callStatus(call, t)}</Typography>
          {recent.length === 0 ? (
            <Typography color="text.secondary">{t('messages.call.howToStart')}</Typography>
          ) : (
            <Stack divider={<Divider flexItem />}>
              {recent.map(({ person }) => (
                // A group named for the member, since every row's button reads 'Start video call'.
                <Stack
                  key={person.userId}
                  role="group"
                  aria-label={person.name}
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ py: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
                >
                  <ListItemText primary={person.name} secondary={person.clubName} />
                  <StartCallButton person={person} />
                </Stack>
              ))}
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
