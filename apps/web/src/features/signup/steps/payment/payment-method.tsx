import AddCardIcon from '@mui/icons-material/AddCard';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { FrameCard } from '@gym/contracts/billing';
import { STEP } from '@gym/contracts/messages';
import { useText } from '../../../../lib/i18n/catalog';
import { useBillingUrl } from '../../api/get-billing-url';
import { useInsertCardDetails } from '../../api/insert-card-details';
import { useUpdateCreditCard } from '../../api/update-credit-card';
import { signupText } from '../../i18n';
import { useStepCompletion } from '../../wizard/use-step-completion';
import { useWizardNavigation } from '../../wizard/use-wizard-navigation';
import { useWizard } from '../../wizard/wizard-context';
import { CardDialog } from '../../../../components/card-frame/card-dialog';
import {
  cardChangeRequested,
  clearCardChangeRequest,
  declinedMessage,
} from '../../../../components/card-frame/declined-card';
import { cardNickname } from '../../../../components/card-frame/frame-card';
import { PrimaryCard } from './primary-card';

type CardStep = typeof STEP.paymentMethod | typeof STEP.editPaymentMethod;

/**
 * Steps 5 and 8: the card the membership is charged to. Without one, 'Add New Card' opens the provider's
 * frame and its card completes the step. With one, 'My Primary Card' shows it; its edit button opens
 * 'Update Card', where a new card is inserted and named before it replaces the shown one. A card declined at
 * the confirm step says so here and in its dialog until it is replaced.
 */
export function PaymentMethod({ step }: { step: CardStep }) {
  const t = useText(signupText);
  const { state } = useWizard();
  const completeStep = useStepCompletion();
  const { goBack } = useWizardNavigation();
  const [card, setCard] = useState(state.card);
  // 'Change card' on the confirm step, after a decline, comes here to replace the card: its dialog opens at once.
  const [dialog, setDialog] = useState<'add' | 'update' | null>(() =>
    cardChangeRequested(state.card) ? 'update' : null,
  );
  useEffect(() => clearCardChangeRequest(), []);
  const declined = declinedMessage(card);
  const insertCard = useInsertCardDetails();
  const updateCard = useUpdateCreditCard();
  // The frame's URL is asked for as the step shows, so the dialog opens on a loading frame, not a spinner.
  const billingUrl = useBillingUrl();

  const former = state.existence?.status === 200;
  const complete = (chosen: FrameCard) => completeStep(step, { card: chosen });
  const close = () => setDialog(null);

  const update = async (next: FrameCard, isNew: boolean) => {
    try {
      if (isNew) {
        const creditCardId = await insertCard.mutateAsync(next);
        await updateCard.mutateAsync({ nickname: cardNickname(next), creditCardId });
      }
      setCard(next);
      close();
    } catch {
      // The banner says what failed ('Add new card error.' or 'Save card info error.'); the dialog stays open.
    }
  };

  // Editing from the confirm step returns there; the card step itself goes back to the photo.
  const back = step === STEP.editPaymentMethod ? STEP.confirm : STEP.photo;

  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      {card ? (
        <PrimaryCard card={card} declined={declined} onEdit={() => setDialog('update')} />
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('signup.payment.providerNote')}</Typography>
          <Button variant="outlined" size="large" startIcon={<AddCardIcon />} onClick={() => setDialog('add')}>
            {t('signup.payment.addNewCard')}
          </Button>
        </Stack>
      )}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button variant="outlined" size="large" startIcon={<ArrowBackIcon />} onClick={() => goBack(back)}>
          {t('signup.wizard.back')}
        </Button>
        {card && (
          <Button variant="contained" size="large" onClick={() => complete(card)}>
            {t('signup.wizard.next')}
          </Button>
        )}
      </Stack>
      <CardDialog
        open={dialog === 'add'}
        title={t('signup.payment.addNewCard')}
        billingUrl={billingUrl}
        submitLabel={t('signup.wizard.next')}
        current={null}
        nameRequired={former}
        onClose={close}
        onSubmit={(added) => complete(added)}
      />
      <CardDialog
        open={dialog === 'update'}
        title={t('signup.payment.updateCard')}
        billingUrl={billingUrl}
        submitLabel={t('signup.payment.save')}
        current={card}
        declined={declined}
        nameRequired={former}
        busy={insertCard.isPending || updateCard.isPending}
        onClose={close}
        onSubmit={(next, isNew) => void update(next, isNew)}
      />
    </Stack>
  );
}
