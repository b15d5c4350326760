import { Alert, AlertTitle, Box } from '@mui/material';
import type { ReactNode } from 'react';
import { BILLING_STANDING_MESSAGES, type BillingStanding } from '@gym/contracts/billing-history';
import { useSharedText } from '../../lib/i18n/catalog';

interface BillingStandingAlertProps {
  standing: BillingStanding | null | undefined;
  /** Said after the explanation, e.g. when the card is tried again. */
  detail?: string | null;
  /** What to do about it: a button or a link. */
  action: ReactNode;
}

/**
 * A past-due or suspended membership, told the same way on /billing and the member home: what happened, what it
 * means, and what to do. Nothing for a membership in good standing.
 */
export function BillingStandingAlert({ standing, detail, action }: BillingStandingAlertProps) {
  const shared = useSharedText();
  if (!standing || standing.status === 'current') return null;
  const suspended = standing.status === 'suspended';
  return (
    <Alert severity={suspended ? 'error' : 'warning'} variant="outlined" data-testid="billing-standing">
      <AlertTitle component="h2" sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
        {shared(suspended ? BILLING_STANDING_MESSAGES.suspendedTitle : BILLING_STANDING_MESSAGES.pastDueTitle)}
      </AlertTitle>
      {shared(suspended ? BILLING_STANDING_MESSAGES.suspended : BILLING_STANDING_MESSAGES.pastDue)}
      {detail && ` ${detail}`}
      <Box sx={{ mt: 1.5 }}>{action}</Box>
    </Alert>
  );
}
