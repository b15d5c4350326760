import { Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { MEMBERSHIP_STANDING_LABELS, type MembershipView } from '@gym/contracts/membership';
import { formatLongClubDay as formatMembershipDay } from '../../../lib/club-days';
import { sharedText, useText } from '../../../lib/i18n/catalog';
import { useDownloadAgreement } from '../api/download-agreement';
import { membershipText } from '../i18n';

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
  const t = useText(membershipText);
  const { nextCharge } = membership;
  const standing = sharedText(MEMBERSHIP_STANDING_LABELS[membership.standing]);
  const download = useDownloadAgreement();
  return (
    <Card variant="outlined" component="section" aria-labelledby="membership-summary-heading">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography id="membership-summary-heading" variant="h2">
            {membership.plan.name}
          </Typography>
          <Chip
            label={standing}
            color={STANDING_COLOURS[membership.standing]}
            aria-label={t('membership.summary.status', { status: standing })}
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
          <Detail term={t(membership.monthly ? 'membership.summary.monthlyPrice' : 'membership.summary.price')}>
            {membership.price.amount}
          </Detail>
          <Detail term={t('membership.summary.homeClub')}>{membership.club.name}</Detail>
          <Detail term={t('membership.summary.memberSince')}>{formatMembershipDay(membership.startDate)}</Detail>
          {membership.endDate && (
            <Detail
              term={t(membership.standing === 'ended' ? 'membership.summary.endedOn' : 'membership.summary.lastDay')}
            >
              {formatMembershipDay(membership.endDate)}
            </Detail>
          )}
          {membership.monthly && (
            <Detail term={t('membership.summary.nextCharge')}>
              {nextCharge
                ? t('membership.summary.charge', {
                    amount: nextCharge.amount,
                    date: formatMembershipDay(nextCharge.date),
                    description: nextCharge.description,
                  })
                : t('membership.summary.none')}
            </Detail>
          )}
          {membership.monthly && (
            <Detail term={t('membership.summary.lastMonthPrepaid')}>{membership.lastMonthPrepaid.amount}</Detail>
          )}
        </Stack>
        {membership.agreementUrl && (
          <Button
            variant="text"
            sx={{ mt: 2, px: 0 }}
            disabled={download.isPending}
            onClick={() => download.mutate(membership.agreementUrl!)}
          >
            {t('membership.summary.downloadAgreement')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
