import { Box } from '@mui/material';
import { useText } from '../../../lib/i18n/catalog';
import { useSession } from '../../../lib/session';
import { useMessages } from '../api/get-messages';
import { messagesText } from '../i18n';
import { totalUnread } from '../lib/conversations';
import { visuallyHidden } from '../lib/format';

/** The signed-in account's unread messages, live from the socket-fed cache (0 for a visitor). */
export function useUnreadMessageCount(): number {
  const myId = useSession()?.user.sfId;
  const messages = useMessages(myId);
  return myId && messages.data ? totalUnread(messages.data.messagesHistory, myId) : 0;
}

/**
 * The unread count shown after the navigation's Messages label (nothing when all is read). Screen readers
 * hear it with the link: 'Messages 2 unread'.
 */
export function MessagesUnreadBadge() {
  const t = useText(messagesText);
  const unread = useUnreadMessageCount();
  if (unread === 0) return null;
  return (
    <Box
      component="span"
      data-testid="unread-messages"
      sx={{
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        borderRadius: 8,
        px: 0.75,
        minWidth: 22,
        lineHeight: '22px',
        textAlign: 'center',
        fontSize: '0.75rem',
        fontWeight: 700,
      }}
    >
      {unread > 99 ? '99+' : unread}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        {t('messages.unread')}
      </Box>
    </Box>
  );
}
