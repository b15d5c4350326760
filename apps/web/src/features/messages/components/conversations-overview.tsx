import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { useText } from '../../../lib/i18n/catalog';
import { useSession } from '../../../lib/session';
import { useContacts } from '../api/get-contacts';
import { useMessages } from '../api/get-messages';
import { messagesText } from '../i18n';
import { conversationList, totalUnread } from '../lib/conversations';
import { ConversationList } from './conversation-list';
import { NewConversationButton } from './new-conversation-dialog';

/** How many conversations the home shows; the rest are on /messages. */
const SHOWN = 5;

const dialogPath = (userId: string) => `/messages?with=${encodeURIComponent(userId)}`;

/**
 * A trainer's or the director's conversations on their home: unread first, the unread total, the same list as
 * /messages (a row opens that dialog there) and, for the director, 'New conversation'.
 */
export function ConversationsOverview() {
  const t = useText(messagesText);
  const session = useSession();
  const navigate = useNavigate();
  const myId = session?.user.sfId ?? '';
  const messages = useMessages(myId);
  const contacts = useContacts(myId);
  const conversations = useMemo(
    () =>
      messages.data && contacts.data ? conversationList(contacts.data, messages.data, myId, { unreadFirst: true }) : [],
    [messages.data, contacts.data, myId],
  );
  const unread = messages.data ? totalUnread(messages.data.messagesHistory, myId) : 0;
  const loading = !messages.isError && !contacts.isError && (!messages.data || !contacts.data);

  return (
    <Card variant="outlined" component="section" aria-labelledby="conversations-heading">
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography id="conversations-heading" variant="h2">
              {t('messages.overview.heading')}
            </Typography>
            {session?.user.role === 'director' && (
              <NewConversationButton myId={myId} onStarted={(userId) => navigate(dialogPath(userId))} />
            )}
          </Stack>
          {loading ? (
            <PageSpinner label={t('messages.overview.loading')} />
          ) : messages.isError || contacts.isError ? (
            <Typography>{t('messages.overview.loadFailed')}</Typography>
          ) : (
            <>
              <Typography color="text.secondary" data-testid="unread-total">
                {unread === 0 ? t('messages.overview.noUnread') : t('messages.overview.unread', { count: unread })}
              </Typography>
              <ConversationList
                conversations={conversations.slice(0, SHOWN)}
                openId={null}
                myId={myId}
                onOpen={(userId) => navigate(dialogPath(userId))}
              />
            </>
          )}
          <Button component={RouterLink} to="/messages" sx={{ alignSelf: 'flex-start' }}>
            {t('messages.overview.all')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
