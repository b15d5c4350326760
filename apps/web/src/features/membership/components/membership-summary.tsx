import { Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { MEMBERSHIP_STANDING_LABELS, type MembershipView } from '@gym/contracts/membership';
import { formatLongClubDay as formatMembershipDay } from '../../../lib/club-days';
import { useDownloadAgreement } from '../api/download-agreement';

const STANDING_COLOURS = {
  active: 'success',
  past_due: 'error',
  frozen: 'info',
  cancelling: 'warning',
  ended: 'default',
} as const;

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <Typography component="dt" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd">{children}</Typography>
    </div>
  );
}

/** What the membership is: plan and price, home club, status, dates, the next charge and the signed agreement. */
export function MembershipSummary({ membership }: { membership: MembershipView }) {
  const { nextCharge } = membership;
  const download = useDownloadAgreement();
  return (
    <Card variant="outlined" component="section" aria-labelledby="membership-summary-heading">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography id="membership-summary-heading" variant="h2">
            {membership.plan.name}
          </Typography>
          <Chip
            label={MEMBERSHIP_STANDING_LABELS[membership.standing]}
            color={STANDING_COLOURS[membership.standing]}
            aria-label={`Status: ${MEMBERSHIP_STANDING_LABELS[membership.standing]}`}
          />
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {membership.plan.description}
        </Typography>
        <Stack
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            '& dd': { m: 0, fontWeight: 600 },
          }}
        >
          <Detail term={membership.monthly ? 'Monthly price' : 'Price'}>{membership.price.amount}</Detail>
          <Detail term="Home club">{membership.club.name}</Detail>
          <Detail term="Member since">{formatMembershipDay(membership.startDate)}</Detail>
          {membership.endDate && (
            <Detail term={membership.standing === 'ended' ? 'Ended on' : 'Last day'}>
              {formatMembershipDay(membership.endDate)}
            </Detail>
          )}
          {membership.monthly && (
            <Detail term="Next charge">
              {nextCharge
                ? `${nextCharge.amount} on ${formatMembershipDay(nextCharge.date)} (${nextCharge.description})`
                : 'None'}
            </Detail>
          )}
          {membership.monthly && <Detail term="Last month prepaid">{membership.lastMonthPrepaid.amount}</Detail>}
        </Stack>
        {membership.agreementUrl && (
          <Button
            variant="text"
            sx={{ mt: 2, px: 0 }}
            disabled={download.isPending}
            onClick={() => download.mutate(membership.agreementUrl!)}
          >
            Download your signed agreement (PDF)
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
