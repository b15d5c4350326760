import { Box, Button, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { useText } from '../../../lib/i18n/catalog';
import { formatDay } from '../confirmation/purchase-summary';
import { signupText } from '../i18n';
import type { JoinSummaryData } from './use-join-summary';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400, textAlign: 'right' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** The club, the plan and the server's amounts: monthly price and what is due today, with its two parts. */
export function SummaryDetails({ summary }: { summary: JoinSummaryData }) {
  const t = useText(signupText);
  const { details } = summary;
  return (
    <Stack spacing={1}>
      <Row label={t('signup.summary.club')} value={summary.clubName} />
      <Row label={t('signup.summary.plan')} value={summary.planName} />
      {summary.failed && (
        <Box role="alert">
          <Typography variant="body2">{t('signup.summary.failed')}</Typography>
          <Button size="small" onClick={summary.retry}>
            {t('signup.summary.tryAgain')}
          </Button>
        </Box>
      )}
      {!details && !summary.failed && <CircularProgress size={20} aria-label={t('signup.summary.working')} />}
      {details && (
        <>
          {details.isPass && details.ending ? (
            <Row
              label={t('signup.summary.valid')}
              value={`${formatDay(details.starting)} – ${formatDay(details.ending)}`}
            />
          ) : (
            <>
              <Row label={t('signup.summary.monthlyPrice')} value={details.enrollmentFee} />
              <Row label={t('signup.summary.starts')} value={formatDay(details.starting)} />
            </>
          )}
          <Divider />
          {!details.isPass && (
            <>
              <Row label={t('signup.amounts.proratedDues')} value={details.membershipFee} />
              <Row label={t('signup.amounts.lastMonthDues')} value={details.lastMonthFee} />
            </>
          )}
          <Row label={t('signup.summary.dueToday')} value={details.totalDue} strong />
        </>
      )}
    </Stack>
  );
}
