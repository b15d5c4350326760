import { Card, CardContent, Divider, ListItemText, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useSession } from '../../../lib/session';
import { useContacts } from '../api/get-contacts';
import { useMessages } from '../api/get-messages';
import { conversationList } from '../lib/conversations';
import { type CallState, useCall } from './call-store';
import { StartCallButton } from './start-call-button';

/** Members of the latest conversations offered a call from the home. */
const SHOWN = 3;

function callStatus(call: CallState): string {
  if (call.phase === 'outgoing') return `Calling ${call.peerName}…`;
  if (call.phase === 'incoming') return `${call.peerName} is calling you.`;
  if (call.phase === 'connecting' || call.phase === 'live') return `In a call with ${call.peerName}.`;
  return 'No call right now.';
}

/**
 * A trainer's or the director's video calls on their home: the call in progress, and a call button for the
 * members of their latest conversations (the same button and call window as in a dialog on /messages).
 */
export function CallsOverview() {
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
            Video calls
          </Typography>
          <Typography role="status">{callStatus(call)}</Typography>
          {recent.length === 0 ? (
            <Typography color="text.secondary">A call starts from a conversation with a member.</Typography>
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
