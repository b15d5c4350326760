import { Alert, Paper, Stack, TableContainer, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import {
  HISTORY_DEFAULT_RANGE_DAYS,
  HISTORY_FORM_MESSAGES,
  isIsoCalendarDate,
  VISIT_MESSAGES,
} from '@gym/contracts/visits';
import { PageSpinner } from '../../../components/page-spinner';
import { HISTORY_PAGE_LIMIT, type HistoryRange, useHistory } from '../api/get-history';
import { addDays, clubTodayIso } from '@gym/contracts/club-days';
import { formatClubDay } from '../../../lib/club-days';
import { sharedText, useText } from '../../../lib/i18n/catalog';
import { historyText } from '../i18n';
import { VisitsTable } from './visits-table';

/** What is wrong with the range, per field; empty when it can be asked for. */
function rangeErrors({ startDate, endDate }: HistoryRange): Partial<Record<keyof HistoryRange, string>> {
  const errors: Partial<Record<keyof HistoryRange, string>> = {};
  if (!isIsoCalendarDate(startDate)) errors.startDate = HISTORY_FORM_MESSAGES.startRequired;
  if (!isIsoCalendarDate(endDate)) errors.endDate = HISTORY_FORM_MESSAGES.endRequired;
  if (!errors.startDate && !errors.endDate && startDate > endDate) {
    errors.startDate = HISTORY_FORM_MESSAGES.startAfterEnd;
  }
  return errors;
}

function defaultRange(): HistoryRange {
  const today = clubTodayIso();
  return { startDate: addDays(today, -HISTORY_DEFAULT_RANGE_DAYS), endDate: today };
}

/** /history: the signed-in member's visits between two club days, the last 90 days at first. */
export function Component() {
  const t = useText(historyText);
  const [range, setRange] = useState(defaultRange);
  const errors = rangeErrors(range);
  const valid = Object.keys(errors).length === 0;
  const history = useHistory(range, valid);

  const field = (name: keyof HistoryRange, label: string) => (
    <TextField
      type="date"
      label={label}
      value={range[name]}
      onChange={(event) => setRange((current) => ({ ...current, [name]: event.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name] ? sharedText(errors[name]) : ' '}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ minWidth: 180 }}
    />
  );

  return (
    <Stack spacing={3} sx={{ maxWidth: 800 }}>
      <Typography variant="h1">{t('history.title')}</Typography>
      <Stack
        component="form"
        aria-label={t('history.range.label')}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        onSubmit={(event) => event.preventDefault()}
      >
        {field('startDate', t('history.range.from'))}
        {field('endDate', t('history.range.to'))}
      </Stack>
      {!valid ? null : history.isError ? (
        <Alert severity="error" variant="outlined">
          {sharedText(VISIT_MESSAGES.loadHistoryError)}
        </Alert>
      ) : !history.data ? (
        <PageSpinner label={t('history.loading')} />
      ) : history.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography>
            {t('history.empty', { start: formatClubDay(range.startDate), end: formatClubDay(range.endDate) })}
          </Typography>
        </Paper>
      ) : (
        <Stack spacing={1}>
          <Typography color="text.secondary" role="status">
            {t(history.data.length >= HISTORY_PAGE_LIMIT ? 'history.summary.limited' : 'history.summary', {
              count: history.data.length,
              start: formatClubDay(range.startDate),
              end: formatClubDay(range.endDate),
            })}
          </Typography>
          <TableContainer component={Paper} variant="outlined">
            <VisitsTable visits={history.data} />
          </TableContainer>
        </Stack>
      )}
    </Stack>
  );
}
