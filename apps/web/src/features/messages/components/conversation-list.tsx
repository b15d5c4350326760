import {
  Avatar,
  Badge,
  Box,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';
import type { ChatMessage, Contact } from '@gym/contracts/chat';
import { translate, useText } from '../../../lib/i18n/catalog';
import { messagesText } from '../i18n';
import type { Conversation } from '../lib/conversations';
import { messageTime, visuallyHidden } from '../lib/format';

export function contactRoleLabel(contact: Contact): string {
  if (contact.isDirector) return translate(messagesText, 'messages.role.director');
  const role = translate(messagesText, contact.role === 'trainer' ? 'messages.role.trainer' : 'messages.role.member');
  return contact.clubName ? translate(messagesText, 'messages.role.atClub', { role, club: contact.clubName }) : role;
}

function preview(latest: ChatMessage | undefined, myId: string): string {
  if (!latest) return translate(messagesText, 'messages.list.noMessages');
  return latest.senderUserId === myId
    ? translate(messagesText, 'messages.list.mine', { text: latest.text })
    : latest.text;
}

interface ConversationListProps {
  conversations: Conversation<Contact, ChatMessage>[];
  openId: string | null;
  myId: string;
  onOpen: (userId: string) => void;
}

/** Everyone this account may talk to, with the latest message, the unread count and presence. */
export function ConversationList({ conversations, openId, myId, onOpen }: ConversationListProps) {
  const t = useText(messagesText);
  return (
    <Paper component="nav" aria-label={t('messages.list.label')} variant="outlined" sx={{ overflow: 'auto' }}>
      {conversations.length === 0 ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {t('messages.list.empty')}
        </Typography>
      ) : (
        <List disablePadding>
          {conversations.map(({ person, latest, unread }) => (
            <ListItem key={person.userId} disablePadding divider>
              <ListItemButton
                selected={person.userId === openId}
                aria-current={person.userId === openId ? 'true' : undefined}
                onClick={() => onOpen(person.userId)}
                sx={{ alignItems: 'flex-start', gap: 1 }}
              >
                <ListItemAvatar sx={{ minWidth: 48 }}>
                  <Badge
                    color="success"
                    variant="dot"
                    overlap="circular"
                    invisible={!person.online}
                    anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                  >
                    <Avatar alt="" sx={{ bgcolor: person.isDirector ? 'secondary.main' : 'primary.main' }}>
                      {person.name.slice(0, 1)}
                    </Avatar>
                  </Badge>
                </ListItemAvatar>
                <ListItemText
                  primary={
                    <>
                      <Box component="span" sx={{ fontWeight: unread > 0 ? 700 : 500 }}>
                        {person.name}
                      </Box>
                      {person.online && (
                        <Box component="span" sx={visuallyHidden}>
                          {' '}
                          {t('messages.list.online')}
                        </Box>
                      )}
                    </>
                  }
                  secondary={
                    <>
                      <Box component="span" sx={{ display: 'block' }}>
                        {contactRoleLabel(person)}
                      </Box>
                      <Box
                        component="span"
                        sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                      >
                        {preview(latest, myId)}
                      </Box>
                    </>
                  }
                  slotProps={{ secondary: { component: 'span' } }}
                  sx={{ minWidth: 0, my: 0 }}
                />
                <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5, flexShrink: 0 }}>
                  {latest && (
                    <Typography variant="caption" color="text.secondary">
                      {messageTime(latest.createdAt)}
                    </Typography>
                  )}
                  {unread > 0 && (
                    <Box
                      component="span"
                      sx={{
                        bgcolor: 'primary.main',
                        color: 'primary.contrastText',
                        borderRadius: 8,
                        px: 0.75,
                        minWidth: 22,
                        textAlign: 'center',
                        fontSize: '0.75rem',
                        fontWeight: 700,
                      }}
                    >
                      {unread}
                      <Box component="span" sx={visuallyHidden}>
                        {' '}
                        {t('messages.unread')}
                      </Box>
                    </Box>
                  )}
                </Box>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
