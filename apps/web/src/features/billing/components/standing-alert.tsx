import { Button } from '@mui/material';
import type { BillingStanding } from '@gym/contracts/billing-history';
import { BillingStandingAlert } from '../../../components/billing-standing/billing-standing-alert';
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
  return (
    <BillingStandingAlert
      standing={standing}
      detail={standing?.retryDate && `We'll try your card again on ${formatBillingDay(standing.retryDate)}.`}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={onChangeCard}>
          Change card
        </Button>
      }
    />
  );
}
