import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useText } from '../../../lib/i18n/catalog';
import { staffCheckInText } from '../i18n';

interface ScanPanelProps {
  accepted: boolean;
  title: string;
  /** The status the desk reads at a glance: Active, Past due, Frozen, Guest pass... */
  statusLabel?: string;
  photo?: ReactNode;
  children: ReactNode;
}

/**
 * One scan's outcome, big enough to read from a step away at a tablet on the desk: solid green for in, solid red
 * for not (with an icon and the words, never the colour alone). A refusal is an alert, a check-in a status; both
 * are read out when they appear.
 */
export function ScanPanel({ accepted, title, statusLabel, photo, children }: ScanPanelProps) {
  const Icon = accepted ? CheckCircleIcon : BlockIcon;
  const t = useText(staffCheckInText);
  return (
    <Paper
      role={accepted ? 'status' : 'alert'}
      elevation={0}
      sx={{
        p: { xs: 2, sm: 3 },
        borderRadius: 2,
        // The dark shades keep white text above 4.5:1.
        bgcolor: accepted ? 'success.dark' : 'error.dark',
        color: 'common.white',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Icon sx={{ fontSize: { xs: 36, sm: 44 } }} aria-hidden />
        <Typography
          component="h2"
          sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, fontWeight: 700, lineHeight: 1.1 }}
        >
          {title}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        {photo}
        <Box sx={{ minWidth: 0, fontSize: { xs: '1.1rem', sm: '1.3rem' }, overflowWrap: 'anywhere' }}>
          {statusLabel && (
            <Box sx={{ mb: 1 }}>
              <Chip
                label={t('staff-check-in.result.status', { status: statusLabel })}
                sx={{ bgcolor: 'common.white', color: accepted ? 'success.dark' : 'error.dark', fontWeight: 700 }}
              />
            </Box>
          )}
          {children}
        </Box>
      </Stack>
    </Paper>
  );
}
