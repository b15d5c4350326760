import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { FrameCard } from '@gym/contracts/billing';
import { MEMBER_BILLING_MESSAGES, type StoredCard } from '@gym/contracts/member-billing';
import { CardDialog } from '../../../components/card-frame/card-dialog';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageSpinner } from '../../../components/page-spinner';
import { useAddCard } from '../api/add-card';
import { useDeleteCard } from '../api/delete-card';
import { useBilling } from '../api/get-billing';
import { useMemberBillingUrl } from '../api/get-billing-url';
import { useMakePayment } from '../api/make-payment';
import { useMakePrimary } from '../api/make-primary';
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
        <Typography variant="h1">Billing</Typography>
        <Alert
          severity="error"
          variant="outlined"
          action={
            <Button color="inherit" onClick={() => void billing.refetch()}>
              Try again
            </Button>
          }
        >
          {MEMBER_BILLING_MESSAGES.loadBillingError}
        </Alert>
      </Stack>
    );
  }
  if (!billing.data) return <PageSpinner label="Loading billing" />;

  const { balance, cards, history, standing } = billing.data;
  const primary = cards.find((card) => card.isPrimary);

  return (
    <Stack spacing={3} sx={{ maxWidth: 800 }}>
      <Typography variant="h1">Billing</Typography>
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
        title="Add New Card"
        billingUrl={billingUrl}
        submitLabel="Save card"
        current={null}
        nameRequired
        busy={addCard.isPending}
        error={addCard.error?.message}
        onClose={() => setCardDialog(null)}
        onSubmit={(card) => saveCard('add', card)}
      />
      <CardDialog
        open={cardDialog === 'update'}
        title="Update Card"
        billingUrl={billingUrl}
        submitLabel="Save"
        current={null}
        nameRequired
        busy={updateCard.isPending}
        error={updateCard.error?.message}
        onClose={() => setCardDialog(null)}
        onSubmit={(card) => saveCard('update', card)}
      />
      <ConfirmDialog
        open={paying}
        title="Make a payment"
        text={
          primary
            ? `Pay ${balance.amountDue} now with your primary card, ${cardName(primary)}?`
            : `Pay ${balance.amountDue} now?`
        }
        confirmLabel="Pay now"
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
        title="Delete card"
        text={deleting ? `Delete ${cardName(deleting)} from your saved cards?` : ''}
        confirmLabel="Delete"
        danger
        busy={deleteCard.isPending}
        error={deleteCard.error?.message ?? null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && deleteCard.mutate(deleting.i4goUniqueId, { onSuccess: () => setDeleting(null) })}
      />
    </Stack>
  );
}
