import { Paper, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { isClubSlug } from '@gym/contracts/constants';
import { JOIN_MESSAGES } from '@gym/contracts/join';
import { STEP, STEP_TITLES } from '@gym/contracts/messages';
import { NotFoundPage } from '../../../components/not-found-page';
import { appConfig } from '../../../lib/app-config';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { signupText } from '../i18n';
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
  const t = useText(signupText);
  const shared = useSharedText();
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
      {/* 'Congratulation!' is the specification's, in English; the shared catalog has its Spanish. */}
      <Typography variant="h1">{shared(STEP_TITLES[STEP.congratulation])}</Typography>
      {state.rejoined && (
        <Typography variant="h2" component="p" color="primary">
          {state.firstName
            ? t('signup.confirmation.welcomeBackName', { name: state.firstName })
            : t('signup.confirmation.welcomeBack')}
        </Typography>
      )}
      {paymentDetails.isPass ? (
        <Typography variant="h2" component="p">
          {t('signup.confirmation.lookingForward')}
        </Typography>
      ) : (
        <Typography variant="h2" component="p">
          {t('signup.confirmation.thanks', { brand: appConfig().brandName.toUpperCase() })}
        </Typography>
      )}
      <Typography>{t('signup.confirmation.emailNote')}</Typography>
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
