import { Box, Divider, Stack, Typography } from '@mui/material';
import type { MembershipText, PaymentDetails } from '@gym/contracts/join';
import { useText } from '../../../lib/i18n/catalog';
import { dateFormat } from '../../../lib/i18n/intl';
import { signupText } from '../i18n';

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

const DAY: Intl.DateTimeFormatOptions = { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' };

/**
 * YYYY-MM-DD as 'November 22, 2026' or '22 de noviembre de 2026', in the language shown (a calendar date:
 * formatted in UTC so it never shifts a day). Called at render: the components re-render on a change of language.
 */
export const formatDay = (isoDate: string) => dateFormat(DAY).format(new Date(`${isoDate}T00:00:00Z`));

/** The purchase summary: plan, start, dues and the total paid; a pass shows its validity range instead of dues. */
export function PurchaseSummary({ details, texts }: { details: PaymentDetails; texts: MembershipText }) {
  const t = useText(signupText);
  return (
    <Stack spacing={1.5} component="section" aria-label={t('signup.purchase.label')}>
      <Typography variant="h2">{details.itemName}</Typography>
      {details.isPass && details.ending ? (
        <Row
          label={t('signup.purchase.valid')}
          value={`${formatDay(details.starting)} – ${formatDay(details.ending)}`}
        />
      ) : (
        <>
          <Row label={t('signup.purchase.startDate')} value={formatDay(details.starting)} />
          <Row label={t('signup.purchase.monthlyDues')} value={details.enrollmentFee} hint={texts.monthlyDuesText} />
          <Row label={t('signup.amounts.proratedDues')} value={details.membershipFee} hint={texts.proratedText} />
          <Row label={t('signup.amounts.lastMonthDues')} value={details.lastMonthFee} hint={texts.lastMonthText} />
        </>
      )}
      <Divider />
      <Row label={t('signup.purchase.totalPaid')} value={details.totalDue} strong />
    </Stack>
  );
}
