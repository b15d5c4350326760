import { Box, Typography } from '@mui/material';
import type { ChatMessage } from '@gym/contracts/chat';
import { useText } from '../../../lib/i18n/catalog';
import { messagesText } from '../i18n';
import { messageTime, visuallyHidden } from '../lib/format';

/** One message: mine on the right with its read receipt ('Sent' until the other person has read it). */
export function MessageBubble({
  message,
  mine,
  senderName,
}: {
  message: ChatMessage;
  mine: boolean;
  senderName: string;
}) {
  const t = useText(messagesText);
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start', mb: 1.5 }}
    >
      <Box
        sx={{
          maxWidth: '80%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: mine ? 'primary.main' : 'background.paper',
          color: mine ? 'primary.contrastText' : 'text.primary',
          border: mine ? 'none' : '1px solid',
          borderColor: 'divider',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {mine ? t('messages.bubble.you') : senderName}:{' '}
        </Box>
        {message.text}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ mt: 0.25 }}>
        {messageTime(message.createdAt)}
        {mine && (
          <Box component="span" data-receipt={message.isRead ? 'read' : 'sent'}>
            {' · '}
            {t(message.isRead ? 'messages.bubble.read' : 'messages.bubble.sent')}
          </Box>
        )}
      </Typography>
    </Box>
  );
}
