import { Step, StepLabel, Stepper } from '@mui/material';
import { useReducer, useState } from 'react';
import type { PlanChangeBody, PlanChangeOption, PlanChangeStatus } from '@gym/contracts/plan-change';
import { DialogShell } from '../../../components/dialog-shell';
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

  const choosing = step === 0 || !option;
  return (
    <DialogShell
      open={open}
      title={t('membership.changePlan.heading')}
      error={error}
      busy={busy}
      onClose={onClose}
      wide
      {...(choosing
        ? {
            cancelLabel: t('membership.changePlan.keep'),
            confirmLabel: t('membership.changePlan.continue'),
            confirmDisabled: !option,
            onConfirm: () => setStep(1),
          }
        : {
            cancelLabel: t('membership.changePlan.back'),
            onCancel: () => setStep(0),
            confirmLabel:
              option.upgrade && option.dueToday.amountCents > 0
                ? t('membership.changePlan.signAndPay', { amount: option.dueToday.amount })
                : t('membership.changePlan.signAndConfirm'),
            confirmDisabled: !canSign(signing),
            onConfirm: confirm,
          })}
    >
      {/* With the shell's spacing under it, the stepper stands off the body as far as ever. */}
      <Stepper activeStep={step} sx={{ mb: 1 }}>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{t(label)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {choosing ? (
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
    </DialogShell>
  );
}
