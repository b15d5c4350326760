import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Step,
  StepLabel,
  Stepper,
} from '@mui/material';
import { useId, useReducer, useState } from 'react';
import type { PlanChangeBody, PlanChangeOption, PlanChangeStatus } from '@gym/contracts/plan-change';
import { typedSignatureImage } from '../../../components/signature/signature-image';
import { canSign, initialSigningState, signingReducer } from '../../../components/signature/signing-state';
import { useText } from '../../../lib/i18n/catalog';
import { membershipText } from '../i18n';
import { PlanChoice } from './plan-choice';
import { PlanChangeSigning } from './plan-change-signing';

interface ChangePlanDialogProps {
  open: boolean;
  /** GET /membership/plan-change, with at least one option. */
  status: PlanChangeStatus;
  busy: boolean;
  /** The server's reason when the change failed (a decline, a refusal). */
  error: string | null;
  onClose: () => void;
  onConfirm: (body: PlanChangeBody) => void;
}

export const optionKey = (option: Pick<PlanChangeOption, 'planId' | 'clubId'>) => `${option.clubId}:${option.planId}`;

const STEPS = ['membership.changePlan.stepChoose', 'membership.changePlan.stepSign'] as const;

/**
 * Change plan or club in two steps: the choice, with its price and what is charged today or from when; then the
 * updated agreement's summary, the ESIGN consent and the signature (the join's), and one confirmation.
 */
export function ChangePlanDialog({ open, status, busy, error, onClose, onConfirm }: ChangePlanDialogProps) {
  const t = useText(membershipText);
  const titleId = useId();
  const [step, setStep] = useState(0);
  const first = status.options.find((option) => option.clubId === status.current?.clubId) ?? status.options[0];
  const [chosen, setChosen] = useState(first ? optionKey(first) : '');
  // The updated agreement is summarised in the dialog itself: nothing to scroll, and signing it is agreeing to it.
  const [signing, dispatch] = useReducer(signingReducer, {
    ...initialSigningState,
    scrolledToEnd: true,
    termsAccepted: true,
  });
  const option = status.options.find((candidate) => optionKey(candidate) === chosen);

  const confirm = () => {
    if (!option || !canSign(signing)) return;
    const signature = signing.tab === 'type' ? typedSignatureImage(signing.typed) : signing.drawn!;
    onConfirm({ planId: option.planId, clubId: option.clubId, signature, esignConsent: true });
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('membership.changePlan.heading')}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={step} sx={{ mb: 3 }}>
          {STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{t(label)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === 0 || !option ? (
          <PlanChoice status={status} chosen={chosen} onChoose={setChosen} disabled={busy} />
        ) : (
          <PlanChangeSigning
            current={status.current}
            option={option}
            signing={signing}
            dispatch={dispatch}
            disabled={busy}
          />
        )}
        {error && (
          <Alert severity="error" variant="outlined" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {step === 0 ? (
          <>
            <Button onClick={onClose}>{t('membership.changePlan.keep')}</Button>
            <Button variant="contained" disabled={!option} onClick={() => setStep(1)}>
              {t('membership.changePlan.continue')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => setStep(0)} disabled={busy}>
              {t('membership.changePlan.back')}
            </Button>
            <Button
              variant="contained"
              onClick={confirm}
              disabled={busy || !canSign(signing)}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {option?.upgrade && option.dueToday.amountCents > 0
                ? t('membership.changePlan.signAndPay', { amount: option.dueToday.amount })
                : t('membership.changePlan.signAndConfirm')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
