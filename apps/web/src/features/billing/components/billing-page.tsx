import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { FrameCard } from '@gym/contracts/billing';
import { MEMBER_BILLING_MESSAGES, type StoredCard } from '@gym/contracts/member-billing';
import { CardDialog } from '../../../components/card-frame/card-dialog';
import { sharedText, useText } from '../../../lib/i18n/catalog';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageSpinner } from '../../../components/page-spinner';
import { useAddCard } from '../api/add-card';
import { useDeleteCard } from '../api/delete-card';
import { useBilling } from '../api/get-billing';
import { useMemberBillingUrl } from '../api/get-billing-url';
import { useMakePayment } from '../api/make-payment';
import { useMakePrimary } from '../api/make-primary';
import { billingText } from '../i18n';
import { BalanceSection } from './balance-section';
import { CardList } from './card-list';
import { cardName } from './card-label';
import { MakePrimaryDialog } from './make-primary-dialog';
import { PaymentHistory } from './payment-history';
import { PrimaryCard } from './primary-card';
import { StandingAlert } from './standing-alert';

type CardDialogKind = 'add' | 'update';

/**
 * /billing: a past-due or suspended membership's alert ('Change card' opens 'Update Card'), the balance with the
 * next charge and 'Pay', 'My Primary Card' (its edit icon opens 'Update Card': a new card that becomes primary),
 * the saved cards with Make primary and Delete, 'Add New Card', and the payment history with its receipts. The
 * provider's frame takes the card; our API gets its token only (decisions.md item 7). Every change reloads the
 * billing data.
 */
export function Component() {
  const t = useText(billingText);
  const billing = useBilling();
  const [cardDialog, setCardDialog] = useState<CardDialogKind | null>(null);
  const [paying, setPaying] = useState(false);
  const [primaryFor, setPrimaryFor] = useState<StoredCard | null>(null);
  const [deleting, setDeleting] = useState<StoredCard | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // The frame's URL is asked for once the page has its data, so a dialog opens on a loading frame at most.
  const billingUrl = useMemberBillingUrl(billing.isSuccess);
  const addCard = useAddCard('add');
  const updateCard = useAddCard('update');
  const payment = useMakePayment();
  const makePrimary = useMakePrimary();
  const deleteCard = useDeleteCard();

  const saveCard = (kind: CardDialogKind, card: FrameCard) => {
    const mutation = kind === 'add' ? addCard : updateCard;
    mutation.mutate({ card, isPrimary: kind === 'update' }, { onSuccess: () => setCardDialog(null) });
  };
  const openCardDialog = (kind: CardDialogKind) => {
    (kind === 'add' ? addCard : updateCard).reset();
    setCardDialog(kind);
  };

  if (billing.isError) {
    return (
      <Stack spacing={3} sx={{ maxWidth: 800 }}>
        <Typography variant="h1">{t('billing.title')}</Typography>
        <Alert
          severity="error"
          variant="outlined"
          action={
            <Button color="inherit" onClick={() => void billing.refetch()}>
              {t('billing.tryAgain')}
            </Button>
          }
        >
          {sharedText(MEMBER_BILLING_MESSAGES.loadBillingError)}
        </Alert>
      </Stack>
    );
  }
  if (!billing.data) return <PageSpinner label={t('billing.loading')} />;

  const { balance, cards, history, standing } = billing.data;
  const primary = cards.find((card) => card.isPrimary);

  return (
    <Stack spacing={3} sx={{ maxWidth: 800 }}>
      <Typography variant="h1">{t('billing.title')}</Typography>
      <StandingAlert standing={standing} onChangeCard={() => openCardDialog('update')} />
      <BalanceSection
        balance={balance}
        nextCharge={standing?.nextCharge ?? null}
        canPay={primary !== undefined}
        notice={notice}
        onPay={() => {
          payment.reset();
          setNotice(null);
          setPaying(true);
        }}
      />
      <PrimaryCard card={primary} onEdit={() => openCardDialog('update')} />
      <CardList
        cards={cards}
        onAdd={() => openCardDialog('add')}
        onMakePrimary={(card) => {
          makePrimary.reset();
          setPrimaryFor(card);
        }}
        onDelete={(card) => {
          deleteCard.reset();
          setDeleting(card);
        }}
      />
      <PaymentHistory entries={history} />

      <CardDialog
        open={cardDialog === 'add'}
        title={t('billing.addCard.title')}
        billingUrl={billingUrl}
        submitLabel={t('billing.addCard.submit')}
        current={null}
        nameRequired
        busy={addCard.isPending}
        error={addCard.error?.message}
        onClose={() => setCardDialog(null)}
        onSubmit={(card) => saveCard('add', card)}
      />
      <CardDialog
        open={cardDialog === 'update'}
        title={t('billing.updateCard.title')}
        billingUrl={billingUrl}
        submitLabel={t('billing.updateCard.submit')}
        current={null}
        nameRequired
        busy={updateCard.isPending}
        error={updateCard.error?.message}
        onClose={() => setCardDialog(null)}
        onSubmit={(card) => saveCard('update', card)}
      />
      <ConfirmDialog
        open={paying}
        title={t('billing.pay.title')}
        text={
          primary
            ? t('billing.pay.textWithCard', { amount: balance.amountDue, card: cardName(primary) })
            : t('billing.pay.text', { amount: balance.amountDue })
        }
        confirmLabel={t('billing.pay.confirm')}
        busy={payment.isPending}
        error={payment.error?.message ?? null}
        onCancel={() => setPaying(false)}
        onConfirm={() =>
          payment.mutate(undefined, {
            onSuccess: (answer) => {
              setPaying(false);
              setNotice(answer.message);
            },
          })
        }
      />
      <MakePrimaryDialog
        card={primaryFor}
        busy={makePrimary.isPending}
        error={makePrimary.error?.message ?? null}
        onCancel={() => setPrimaryFor(null)}
        onSubmit={(query) => makePrimary.mutate(query, { onSuccess: () => setPrimaryFor(null) })}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('billing.delete.title')}
        text={deleting ? t('billing.delete.text', { card: cardName(deleting) }) : ''}
        confirmLabel={t('billing.delete.confirm')}
        danger
        busy={deleteCard.isPending}
        error={deleteCard.error?.message ?? null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && deleteCard.mutate(deleting.i4goUniqueId, { onSuccess: () => setDeleting(null) })}
      />
    </Stack>
  );
}
