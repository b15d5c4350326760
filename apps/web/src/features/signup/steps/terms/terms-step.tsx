import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, CircularProgress, Stack } from '@mui/material';
import { useCallback, useReducer, useState } from 'react';
import { MESSAGES, STEP } from '@gym/contracts/messages';
import { showBanner } from '../../../../lib/banner-store';
import { sharedText, useText } from '../../../../lib/i18n/catalog';
import { PageSpinner } from '../../../../components/page-spinner';
import { useGetPaymentDetails } from '../../api/get-payment-details';
import { useTerms } from '../../api/get-terms';
import { signupText } from '../../i18n';
import { buildJoinPayload } from '../../lib/build-join-payload';
import { useStepCompletion } from '../../wizard/use-step-completion';
import { useWizardNavigation } from '../../wizard/use-wizard-navigation';
import { useWizard } from '../../wizard/wizard-context';
import { CancellationPolicyDialog } from './cancellation-policy-dialog';
import { ConsentCheckboxes } from './consent-checkboxes';
import { SignatureTabs } from '../../../../components/signature/signature-tabs';
import { typedSignatureImage } from '../../../../components/signature/signature-image';
import { canSign, initialSigningState, signingReducer } from '../../../../components/signature/signing-state';
import { TermsText } from './terms-text';

/**
 * Step 6: read the terms to the end, agree to them and to electronic records, sign (typed or drawn), and
 * the payment preview for the confirm step is asked for on Sign.
 */
export default function TermsStep() {
  const t = useText(signupText);
  const { state: wizard } = useWizard();
  const completeStep = useStepCompletion();
  const { goBack } = useWizardNavigation();
  // Fetched on the personal-info step and kept: the text shown here is the text the agreement records.
  const terms = useTerms();
  const preview = useGetPaymentDetails();
  const [signing, dispatch] = useReducer(signingReducer, initialSigningState);
  const [policyOpen, setPolicyOpen] = useState(false);
  const endReached = useCallback(() => dispatch({ type: 'scrolledToEnd' }), []);

  const sign = async () => {
    let join;
    let signature;
    try {
      join = buildJoinPayload(wizard, { onlyPreview: true });
      signature = signing.tab === 'type' ? typedSignatureImage(signing.typed) : signing.drawn;
    } catch (error) {
      console.error('The terms step cannot sign', error);
      showBanner(sharedText(MESSAGES.somethingWentWrong));
      return;
    }
    try {
      const paymentDetails = await preview.mutateAsync(join);
      completeStep(STEP.terms, { signature, paymentDetails });
    } catch {
      // The banner shows the server's message; the visitor can sign again.
    }
  };

  if (!terms.data) return <PageSpinner label={t('signup.terms.loading')} />;

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <TermsText text={terms.data.termsAndConditionsDetails} onEndReached={endReached} />
      <ConsentCheckboxes state={signing} dispatch={dispatch} onShowPolicy={() => setPolicyOpen(true)} />
      <SignatureTabs state={signing} dispatch={dispatch} />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button
          variant="outlined"
          size="large"
          startIcon={<ArrowBackIcon />}
          onClick={() => goBack(STEP.paymentMethod)}
        >
          {t('signup.wizard.back')}
        </Button>
        <Button
          variant="contained"
          size="large"
          disabled={!canSign(signing) || preview.isPending}
          onClick={() => void sign()}
          endIcon={
            preview.isPending ? (
              <CircularProgress size={16} color="inherit" aria-label={t('signup.terms.signing')} />
            ) : null
          }
        >
          {t('signup.terms.sign')}
        </Button>
      </Stack>
      <CancellationPolicyDialog
        open={policyOpen}
        text={terms.data.cancelingmymembership_text}
        onClose={() => setPolicyOpen(false)}
      />
    </Stack>
  );
}
