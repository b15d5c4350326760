import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { TrainingSession } from '@gym/contracts/personal-training';
import { useText } from '../../../lib/i18n/catalog';
import { useSaveSessionNotes } from '../api/session-notes';
import { trainingText } from '../i18n';

/** The server keeps up to this many characters (sessionNotesBodySchema in contracts/personal-training.ts). */
const NOTES_MAX_LENGTH = 2000;

/**
 * The trainer's private notes of one session (members never get them): a field saved with its button, which is
 * enabled once the text differs from what the server has; 'Notes saved' says the last save went through.
 */
export function SessionNotes({ session, describedBy }: { session: TrainingSession; describedBy: string }) {
  const t = useText(trainingText);
  const save = useSaveSessionNotes();
  const [saved, setSaved] = useState(session.notes ?? '');
  const [text, setText] = useState(saved);
  const changed = text !== saved;

  return (
    <Stack
      component="form"
      noValidate
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        if (!changed || save.isPending) return;
        save.mutate({ sessionId: session.id, notes: text }, { onSuccess: (answer) => setSaved(answer.notes ?? text) });
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={t('training.notes.label')}
          helperText={t('training.notes.help')}
          value={text}
          onChange={(event) => {
            save.reset();
            setText(event.target.value);
          }}
          multiline
          minRows={1}
          maxRows={8}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: NOTES_MAX_LENGTH } }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={!changed || save.isPending}
          aria-describedby={describedBy}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' }, mt: { sm: '2px' } }}
        >
          {t('training.notes.save')}
        </Button>
      </Stack>
      {save.isError && (
        <Alert severity="error" variant="outlined">
          {save.error.message}
        </Alert>
      )}
      {save.isSuccess && !changed && (
        <Typography role="status" variant="body2" sx={{ color: 'success.dark', fontWeight: 600 }}>
          {t('training.notes.saved')}
        </Typography>
      )}
    </Stack>
  );
}
