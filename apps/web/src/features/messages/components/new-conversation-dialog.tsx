import AddCommentIcon from '@mui/icons-material/AddComment';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { type MemberSearchResult, memberSearchQuerySchema } from '@gym/contracts/chat';
import { sharedText, translate, useText } from '../../../lib/i18n/catalog';
import { useMemberSearch } from '../api/search-members';
import { useStartConversation } from '../api/start-conversation';
import { messagesText } from '../i18n';
import { visuallyHidden } from '../lib/format';

function details(member: MemberSearchResult): string {
  const number = translate(messagesText, 'messages.new.memberNumber', { number: member.memberNumber });
  return [member.email, number, member.clubName].filter(Boolean).join(' · ');
}

/**
 * The director's 'New conversation': finds any member by name, e-mail or member number (the server's search,
 * director only) and opens the dialog with them, the existing conversation when there is one.
 */
export function NewConversationButton({ myId, onStarted }: { myId: string; onStarted: (userId: string) => void }) {
  const t = useText(messagesText);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const search = useMemberSearch(query);
  const start = useStartConversation(myId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = memberSearchQuerySchema.safeParse({ q: text });
    if (!parsed.success) {
      // The schema's English, translated when shown; empty when the schema gave none.
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setError(null);
    setQuery(parsed.data.q);
  };

  const begin = (member: MemberSearchResult) =>
    start.mutate(member.userId, {
      onSuccess: ({ contact }) => {
        setOpen(false);
        onStarted(contact.userId);
      },
    });

  const members = search.data;
  return (
    <>
      <Button variant="contained" startIcon={<AddCommentIcon />} onClick={() => setOpen(true)}>
        {t('messages.new.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="new-conversation">
        <DialogTitle id="new-conversation">{t('messages.new.title')}</DialogTitle>
        <DialogContent>
          <Stack component="form" role="search" noValidate onSubmit={submit} direction="row" spacing={1} sx={{ pt: 1 }}>
            <TextField
              label={t('messages.new.find')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              error={error !== null}
              helperText={
                error === null ? t('messages.new.help') : error ? sharedText(error) : t('messages.new.typeSomething')
              }
              autoFocus
              fullWidth
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <Box>
              <Button type="submit" variant="outlined" sx={{ mt: 1 }} disabled={search.isFetching}>
                {t('messages.new.search')}
              </Button>
            </Box>
          </Stack>
          {search.isFetching && (
            <CircularProgress
              size={24}
              aria-label={t('messages.new.searching')}
              sx={{ display: 'block', mx: 'auto' }}
            />
          )}
          {members && !search.isFetching && members.length === 0 && (
            <Alert severity="info" sx={{ mt: 1 }}>
              {t('messages.new.noMatch', { query: query ?? '' })}
            </Alert>
          )}
          {members && members.length > 0 && (
            <List aria-label={t('messages.new.found')} sx={{ mt: 1 }}>
              {members.map((member) => (
                <ListItem key={member.userId} divider disableGutters>
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1}
                    sx={{ width: '100%', alignItems: { xs: 'flex-start', sm: 'center' } }}
                  >
                    <ListItemText
                      primary={member.name}
                      secondary={details(member)}
                      slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                      sx={{ minWidth: 0 }}
                    />
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => begin(member)}
                      disabled={start.isPending}
                      sx={{ flexShrink: 0 }}
                    >
                      {t(member.hasConversation ? 'messages.new.open' : 'messages.new.start')}
                      <Box component="span" sx={visuallyHidden}>
                        {' '}
                        {t('messages.new.with', { name: member.name })}
                      </Box>
                    </Button>
                  </Stack>
                </ListItem>
              ))}
            </List>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('messages.new.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
