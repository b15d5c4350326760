import { Alert, Button, List, ListItem, ListItemText, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { CLUB_TIME_ZONE } from '@gym/contracts/constants';
import { MEMBER_NOTE_MAX_LENGTH, type MemberNote, STAFF_MEMBER_MESSAGES } from '@gym/contracts/staff-member';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { dateFormat } from '../../../lib/i18n/intl';
import { useAddNote } from '../api/add-note';
import { staffMemberText } from '../i18n';
import { Empty, SectionCard } from './section-card';

const when = (iso: string) =>
  dateFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone: CLUB_TIME_ZONE }).format(new Date(iso));

/** The staff's notes on the member, newest first, and the form that adds one (any staff role). */
export function NotesSection({ memberId, notes }: { memberId: string; notes: MemberNote[] }) {
  const addNote = useAddNote(memberId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const t = useText(staffMemberText);
  const shared = useSharedText();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') return setError(shared(STAFF_MEMBER_MESSAGES.noteRequired));
    setError(null);
    addNote.mutate(
      { body: body.trim() },
      { onSuccess: () => setBody(''), onError: (failure) => setError(failure.message) },
    );
  };

  return (
    <SectionCard title={t('staff-member.notes.title')}>
      <Stack component="form" onSubmit={submit} noValidate spacing={1} sx={{ mb: 2 }}>
        <TextField
          label={t('staff-member.notes.new')}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: MEMBER_NOTE_MAX_LENGTH } }}
        />
        {error && (
          <Alert severity="error" variant="outlined">
            {error}
          </Alert>
        )}
        <Button type="submit" variant="outlined" disabled={addNote.isPending} sx={{ alignSelf: 'flex-start' }}>
          {t('staff-member.notes.add')}
        </Button>
      </Stack>
      {notes.length === 0 ? (
        <Empty>{t('staff-member.notes.none')}</Empty>
      ) : (
        <List dense disablePadding aria-label={t('staff-member.notes.title')}>
          {notes.map((note) => (
            <ListItem key={note.id} disableGutters alignItems="flex-start">
              <ListItemText
                primary={note.body}
                secondary={t('staff-member.notes.byline', { author: note.authorName, when: when(note.createdAt) })}
                sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
