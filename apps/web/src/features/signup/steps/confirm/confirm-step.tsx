import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { STEP } from '@gym/contracts/messages';
import { declinedMessage, rememberDeclinedCard } from '../../../../components/card-frame/declined-card';
import { useText } from '../../../../lib/i18n/catalog';
import { clientIpQueryOptions } from '../../api/get-client-ip';
import { membershipTextQueryOptions } from '../../api/get-membership-text';
import { getPaymentDetails } from '../../api/get-payment-details';
import { signupText } from '../../i18n';
import { IncompleteJoinError, buildJoinPayload } from '../../lib/build-join-payload';
import { useWizardNavigation } from '../../wizard/use-wizard-navigation';
import { useWizard } from '../../wizard/wizard-context';
import { ReviewSections } from './review-sections';
import { useAfterJoin } from './use-after-join';
import { useSubmitJoin } from './use-submit-join';

function usePayload() {
  const { state } = useWizard();
  return useMemo(() => {
    try {
      return {
        preview: buildJoinPayload(state, { onlyPreview: true }),
        submit: buildJoinPayload(state, { onlyPreview: false }),
      };
    } catch (error) {
      if (error instanceof IncompleteJoinError) return null;
      throw error;
    }
  }, [state]);
}

/** Step 7: the review with Edit links, Due Today from the server, and 'Submit Payment'. */
export default function ConfirmStep() {
  const t = useText(signupText);
  const { state } = useWizard();
  const { goBack } = useWizardNavigation();
  const payload = usePayload();
  const texts = useQuery(membershipTextQueryOptions()).data;
  const clientIp = useQuery(clientIpQueryOptions).data ?? null;
  // The preview is asked again here: an Edit may have changed the plan or the card since the Sign.
  const preview = useQuery({
    queryKey: ['payment-preview', payload?.preview],
    queryFn: () => getPaymentDetails(payload!.preview),
    enabled: payload !== null,
    placeholderData: state.paymentDetails ?? undefined,
  });
  const onSuccess = useAfterJoin(clientIp);
  const { status, submit } = useSubmitJoin({
    onSuccess,
    onDeclined: (message) => {
      if (state.card) rememberDeclinedCard(state.card, message);
    },
  });

  if (!payload) return <Alert severity="warning">{t('signup.confirm.missing')}</Alert>;
  const details = preview.data;
  const busy = status === 'submitting' || status === 'retrying';

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      {details ? (
        <ReviewSections state={state} details={details} texts={texts} declined={declinedMessage(state.card)} />
      ) : (
        <CircularProgress aria-label={t('signup.confirm.loading')} />
      )}
      <Stack direction="row" sx={{ justifyContent: 'space-between', pt: 1 }}>
        <Button startIcon={<ArrowBackIcon />} onClick={() => goBack(STEP.terms)} disabled={busy}>
          {t('signup.wizard.back')}
        </Button>
        <Button
          variant="contained"
          size="large"
          disabled={!details || busy || status === 'failed'}
          onClick={() => void submit(payload.submit)}
          endIcon={
            busy ? <CircularProgress size={18} color="inherit" aria-label={t('signup.confirm.submitting')} /> : null
          }
        >
          {t('signup.confirm.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}
