import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { showBanner } from '../../../lib/banner-store';
import { useText } from '../../../lib/i18n/catalog';
import { downloadPayroll } from '../api/download-payroll';
import { staffTrainingText } from '../i18n';
import { clubToday, monthText, monthsUpTo } from '../lib/calendar-days';

const MONTHS = 13;

/**
 * The month's payroll report of the club's trainers (sessions delivered, no-shows, late cancels, revenue), as the
 * server writes it in CSV; the month ended last by default.
 */
export function PayrollSection({ clubId }: { clubId: string }) {
  const t = useText(staffTrainingText);
  const headingId = useId();
  const months = monthsUpTo(clubToday(), MONTHS);
  const [month, setMonth] = useState(months[1]!);
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadPayroll(clubId, month)
      .catch((error: Error) => showBanner(error.message))
      .finally(() => setBusy(false));
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, md: 2 } }}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
        {t('staff-training.payroll.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('staff-training.payroll.intro')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={t('staff-training.payroll.month')}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          {months.map((value) => (
            <MenuItem key={value} value={value}>
              {monthText(value)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" startIcon={<DownloadIcon />} loading={busy} onClick={download}>
          {t('staff-training.payroll.download')}
        </Button>
      </Box>
    </Paper>
  );
}
