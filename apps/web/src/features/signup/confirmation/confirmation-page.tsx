import { Paper, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { isClubSlug } from '@gym/contracts/constants';
import { JOIN_MESSAGES } from '@gym/contracts/join';
import { STEP_TITLES } from '@gym/contracts/messages';
import { NotFoundPage } from '../../../components/not-found-page';
import { appConfig } from '../../../lib/app-config';
import { openNextFunnel } from '../wizard/use-funnel-events';
import { type ConfirmationState, PAYMENT_STORAGE_KEY, REDIRECT_AFTER_PDFS_MS } from './confirmation-state';
import { DocumentDownloads } from './document-downloads';
import { PurchaseSummary } from './purchase-summary';

/** Back to the start, marking the payment 'inCompleted' (the specification's marker for "left this page"). */
function useLeave() {
  const navigate = useNavigate();
  return useCallback(() => {
    localStorage.setItem(PAYMENT_STORAGE_KEY, JOIN_MESSAGES.paymentIncomplete);
    navigate('/', { replace: true });
  }, [navigate]);
}

function Confirmation({ state }: { state: ConfirmationState }) {
  const leave = useLeave();
  const [pdfsLoaded, setPdfsLoaded] = useState(false);
  const onLoaded = useCallback(() => setPdfsLoaded(true), []);
  useEffect(openNextFunnel, []);
  useEffect(() => {
    if (!pdfsLoaded) return;
    const timer = setTimeout(leave, REDIRECT_AFTER_PDFS_MS);
    return () => clearTimeout(timer);
  }, [pdfsLoaded, leave]);

  const { paymentDetails } = state;
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Typography variant="h1">{STEP_TITLES[9]}</Typography>
      {state.rejoined && (
        <Typography variant="h2" component="p" color="primary">
          Welcome back{state.firstName ? `, ${state.firstName}` : ''}!
        </Typography>
      )}
      {paymentDetails.isPass ? (
        <Typography variant="h2" component="p">
          Looking forward to seeing you!
        </Typography>
      ) : (
        <Typography variant="h2" component="p">
          Thanks for Joining {appConfig().brandName.toUpperCase()}
        </Typography>
      )}
      <Typography>You&apos;ll receive a confirmation email with next steps.</Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <PurchaseSummary details={paymentDetails} texts={state.membershipText} />
      </Paper>
      <DocumentDownloads caId={state.updatedId} joinToken={state.joinToken} onLoaded={onLoaded} />
    </Stack>
  );
}

/**
 * /{location}/payment-confirmation (a club path). Reached with the payment details in the navigation state; without them
 * (a reload, a typed address) it marks the payment 'inCompleted' and goes to the root.
 */
export function Component() {
  const { state } = useLocation() as { state: ConfirmationState | null };
  const { location } = useParams();
  // Only the eight club paths have a confirmation page; any other is 'Page not found'.
  if (!isClubSlug(location ?? '')) return <NotFoundPage />;
  if (!state?.paymentDetails) {
    localStorage.setItem(PAYMENT_STORAGE_KEY, JOIN_MESSAGES.paymentIncomplete);
    return <Navigate to="/" replace />;
  }
  return <Confirmation state={state} />;
}
