import { Box, Button, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { formatDay } from '../confirmation/purchase-summary';
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
  const { details } = summary;
  return (
    <Stack spacing={1}>
      <Row label="Club" value={summary.clubName} />
      <Row label="Plan" value={summary.planName} />
      {summary.failed && (
        <Box role="alert">
          <Typography variant="body2">We could not work out today&apos;s total.</Typography>
          <Button size="small" onClick={summary.retry}>
            Try again
          </Button>
        </Box>
      )}
      {!details && !summary.failed && <CircularProgress size={20} aria-label="Working out today's total" />}
      {details && (
        <>
          {details.isPass && details.ending ? (
            <Row label="Valid" value={`${formatDay(details.starting)} – ${formatDay(details.ending)}`} />
          ) : (
            <>
              <Row label="Monthly price" value={details.enrollmentFee} />
              <Row label="Starts" value={formatDay(details.starting)} />
            </>
          )}
          <Divider />
          {!details.isPass && (
            <>
              <Row label="Prorated 1st month dues" value={details.membershipFee} />
              <Row label="Last month dues" value={details.lastMonthFee} />
            </>
          )}
          <Row label="Due today" value={details.totalDue} strong />
        </>
      )}
    </Stack>
  );
}
