import { Button } from '@mui/material';
import type { BillingStanding } from '@gym/contracts/billing-history';
import { BillingStandingAlert } from '../../../components/billing-standing/billing-standing-alert';
import { useText } from '../../../lib/i18n/catalog';
import { billingText } from '../i18n';
import { formatBillingDay } from './billing-day';

/**
 * A past-due or suspended membership: what happened, when the card is tried again, and 'Change card'. Paying is
 * the balance section's Pay button right below (one Pay button on the page).
 */
export function StandingAlert({
  standing,
  onChangeCard,
}: {
  standing: BillingStanding | null;
  onChangeCard: () => void;
}) {
  const t = useText(billingText);
  return (
    <BillingStandingAlert
      standing={standing}
      detail={standing?.retryDate && t('billing.standing.retry', { date: formatBillingDay(standing.retryDate) })}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={onChangeCard}>
          {t('billing.standing.changeCard')}
        </Button>
      }
    />
  );
}
