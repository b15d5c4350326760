import { Alert, Button, List, ListItem, ListItemText, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { MEMBER_NOTE_MAX_LENGTH, type MemberNote, STAFF_MEMBER_MESSAGES } from '@gym/contracts/staff-member';
import { useAddNote } from '../api/add-note';
import { Empty, SectionCard } from './section-card';

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Los_Angeles' }).format(
    new Date(iso),
  );

/** The staff's notes on the member, newest first, and the form that adds one (any staff role). */
export function NotesSection({ memberId, notes }: { memberId: string; notes: MemberNote[] }) {
  const addNote = useAddNote(memberId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') return setError(STAFF_MEMBER_MESSAGES.noteRequired);
    setError(null);
    addNote.mutate(
      { body: body.trim() },
      { onSuccess: () => setBody(''), onError: (failure) => setError(failure.message) },
    );
  };

  return (
    <SectionCard title="Notes">
      <Stack component="form" onSubmit={submit} noValidate spacing={1} sx={{ mb: 2 }}>
        <TextField
          label="New note"
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
          Add note
        </Button>
      </Stack>
      {notes.length === 0 ? (
        <Empty>No notes yet.</Empty>
      ) : (
        <List dense disablePadding aria-label="Notes">
          {notes.map((note) => (
            <ListItem key={note.id} disableGutters alignItems="flex-start">
              <ListItemText
                primary={note.body}
                secondary={`${note.authorName}, ${when(note.createdAt)}`}
                sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
