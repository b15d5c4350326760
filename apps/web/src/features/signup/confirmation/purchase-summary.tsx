import { Box, Divider, Stack, Typography } from '@mui/material';
import type { MembershipText, PaymentDetails } from '@gym/contracts/join';

function Row({ label, value, hint, strong }: { label: string; value: string; hint?: string; strong?: boolean }) {
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
        <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
        <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{value}</Typography>
      </Stack>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Box>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
/** YYYY-MM-DD as 'November 22, 2026' (a calendar date: formatted in UTC so it never shifts a day). */
export const formatDay = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`));

/** The purchase summary: plan, start, dues and the total paid; a pass shows its validity range instead of dues. */
export function PurchaseSummary({ details, texts }: { details: PaymentDetails; texts: MembershipText }) {
  return (
    <Stack spacing={1.5} component="section" aria-label="Purchase summary">
      <Typography variant="h2">{details.itemName}</Typography>
      {details.isPass && details.ending ? (
        <Row label="Valid" value={`${formatDay(details.starting)} – ${formatDay(details.ending)}`} />
      ) : (
        <>
          <Row label="Start date" value={formatDay(details.starting)} />
          <Row label="Monthly Dues" value={details.enrollmentFee} hint={texts.monthlyDuesText} />
          <Row label="Prorated 1st month dues" value={details.membershipFee} hint={texts.proratedText} />
          <Row label="Last month dues" value={details.lastMonthFee} hint={texts.lastMonthText} />
        </>
      )}
      <Divider />
      <Row label="Total Paid" value={details.totalDue} strong />
    </Stack>
  );
}
