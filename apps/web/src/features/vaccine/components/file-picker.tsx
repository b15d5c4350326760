import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Stack, Typography } from '@mui/material';
import type { ChangeEvent } from 'react';
import { type Translate, useText } from '../../../lib/i18n/catalog';
import { numberFormat } from '../../../lib/i18n/intl';
import { vaccineText } from '../i18n';

/** Hidden from sight, not from keyboards or screen readers: the native input keeps the focus and the file dialog. */
const hiddenInput = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

interface FilePickerProps {
  id: string;
  label: string;
  accept: string;
  file: File | null;
  error: string | null;
  onChange: (file: File | null) => void;
}

/** '240 KB', '2.5 MB': whole kilobytes below a megabyte, then megabytes to one decimal. */
function sizeOf(bytes: number, t: Translate<(typeof vaccineText.ids)[number]>): string {
  if (bytes < 1024 * 1024) {
    const kilobytes = numberFormat({ useGrouping: false }).format(Math.max(1, Math.round(bytes / 1024)));
    return t('vaccine.file.kilobytes', { size: kilobytes });
  }
  const megabytes = numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });
  return t('vaccine.file.megabytes', { size: megabytes.format(bytes / 1024 / 1024) });
}

/**
 * A file field that reads as one: its label, a 'Choose a file' button (the native input's second label, so a
 * click or a key opens the same dialog) and the chosen file's name, with its error under it.
 */
export function FilePicker({ id, label, accept, file, error, onChange }: FilePickerProps) {
  const t = useText(vaccineText);
  const nameId = `${id}-name`;
  const errorId = `${id}-error`;
  return (
    <Stack spacing={1}>
      <Typography component="label" htmlFor={id} sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', position: 'relative' }}
      >
        <Box
          component="input"
          id={id}
          name="file"
          type="file"
          accept={accept}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${nameId} ${errorId}` : nameId}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null)}
          sx={{
            ...hiddenInput,
            // The focus is on the hidden input: the visible button shows it.
            '&:focus-visible + label': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        />
        <Box
          component="label"
          htmlFor={id}
          sx={(theme) => ({
            ...theme.typography.button,
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            px: 2,
            py: 1,
            minHeight: 44,
            border: '1px solid',
            borderColor: error ? 'error.main' : 'primary.main',
            borderRadius: 1,
            color: 'primary.main',
            cursor: 'pointer',
            '&:hover': { backgroundColor: theme.palette.action.hover },
          })}
        >
          <UploadFileIcon fontSize="small" aria-hidden />
          {t(file ? 'vaccine.file.chooseAnother' : 'vaccine.file.choose')}
        </Box>
        <Typography id={nameId} variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {file ? t('vaccine.file.chosen', { name: file.name, size: sizeOf(file.size, t) }) : t('vaccine.file.none')}
        </Typography>
      </Stack>
      {error && (
        <Typography id={errorId} color="error" variant="body2">
          {error}
        </Typography>
      )}
    </Stack>
  );
}
