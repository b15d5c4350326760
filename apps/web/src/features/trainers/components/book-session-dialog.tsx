import { Alert, Box, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  type Pack,
  type SessionLength,
  type SessionMode,
  TRAINING_RULES,
  type TrainingSession,
} from '@gym/contracts/personal-training';
import type { Trainer } from '@gym/contracts/trainers';
import { cardBrandName } from '@gym/contracts/card-brand';
import { DialogShell } from '../../../components/dialog-shell';
import { useText } from '../../../lib/i18n/catalog';
import { formatMoneyCents } from '../../../lib/i18n/intl';
import { useBookSession } from '../api/book-session';
import { useBuyPack } from '../api/buy-pack';
import { usePackOffers } from '../api/get-pack-offers';
import { usePrimaryCard } from '../api/get-primary-card';
import { trainersText } from '../i18n';
import { BILLING_PATH } from '../lib/paths';
import { expiryDate, sessionWhen, sessionWhere } from '../lib/session-words';
import { offersFor, usablePack } from '../lib/usable-pack';
import { PackChoice } from './pack-choice';

export interface BookSessionDialogProps {
  trainer: Trainer;
  club: { clubId: string; displayName: string };
  timeZone: string;
  startsAt: string;
  minutes: SessionLength;
  mode: SessionMode;
  /** The member's packs (GET /training); undefined while they load. */
  packs: readonly Pack[] | undefined;
  packsFailed: boolean;
  onClose: () => void;
  onBooked: (session: TrainingSession) => void;
}

/** The pack the session is taken from: how many are left now and after, and until when. */
function FromPack({ pack }: { pack: Pack }) {
  const t = useText(trainersText);
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="pack-used">
      <Typography sx={{ fontWeight: 700 }}>
        {t('trainers.book.fromPack', { sessions: pack.sessions, minutes: pack.minutes, club: pack.clubName })}
      </Typography>
      <Typography color="text.secondary">
        {t('trainers.book.packLeft', { left: pack.left, after: pack.left - 1, date: expiryDate(pack.expiresAt) })}
      </Typography>
    </Paper>
  );
}

/**
 * 'Book this session?': the session (trainer, day and time on the club's clock, in person or by video), then the
 * pack it uses and the cancel rule, all before the member confirms. With no pack of that length at that club with a
 * session left, the club's packs to buy (with the expiry rule and the card charged, before buying); confirming buys
 * the pack with the primary card, one request key per purchase, then books.
 */
export function BookSessionDialog(props: BookSessionDialogProps) {
  const t = useText(trainersText);
  const { trainer, club, startsAt, minutes, mode, packs } = props;
  const asked = { clubId: club.clubId, minutes, startsAt };
  const pack = packs ? usablePack(packs, asked) : null;
  const buying = packs !== undefined && pack === null;
  const offers = usePackOffers(club.clubId, buying);
  const card = usePrimaryCard(buying);
  const buy = useBuyPack();
  const book = useBookSession();
  const [offerId, setOfferId] = useState<string | null>(null);

  const choices = packs && offers.data ? offersFor(offers.data, packs, minutes) : [];
  const offer = choices.find((entry) => entry.id === offerId) ?? null;
  const busy = buy.isPending || book.isPending;

  const bookIt = () =>
    book.mutate(
      { trainerId: trainer.id, clubId: club.clubId, startsAt, minutes, mode },
      { onSuccess: (session) => props.onBooked(session) },
    );
  const confirm = () => {
    buy.reset();
    book.reset();
    if (!buying) return bookIt();
    if (offer) buy.mutate(offer.id, { onSuccess: bookIt });
  };

  const error = buy.error
    ? buy.error.message
    : book.error
      ? buy.isSuccess
        ? `${t('trainers.book.packBought')} ${book.error.message}`
        : book.error.message
      : props.packsFailed
        ? t('trainers.book.packsError')
        : offers.isError
          ? t('trainers.book.offersError')
          : null;

  const confirmLabel = !buying
    ? t('trainers.book.confirm')
    : offer?.intro || offer?.priceCents === 0
      ? t('trainers.book.confirmFree')
      : offer
        ? t('trainers.book.confirmPay', { price: formatMoneyCents(offer.priceCents) })
        : t('trainers.book.confirmBuy');

  let body;
  if (!packs || (buying && (!offers.data || card.isPending))) {
    body = props.packsFailed ? null : (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress aria-label={t('trainers.book.loading')} />
      </Box>
    );
  } else if (pack) {
    body = <FromPack pack={pack} />;
  } else {
    body = (
      <Stack spacing={1.5}>
        <Typography>{t('trainers.book.noPack', { minutes, club: club.displayName })}</Typography>
        {choices.length > 0 ? (
          <PackChoice offers={choices} clubName={club.displayName} value={offerId} onChange={setOfferId} />
        ) : (
          <Typography color="text.secondary">{t('trainers.book.noOffers')}</Typography>
        )}
        <Typography>{t('trainers.book.expiry', { months: TRAINING_RULES.packMonths })}</Typography>
        {card.data ? (
          <Typography>
            {t('trainers.book.card', {
              card: t('trainers.book.cardName', {
                brand: cardBrandName(card.data.i4goCardType),
                last4: card.data.cardNumber.slice(-4),
              }),
            })}
          </Typography>
        ) : (
          offer?.priceCents !== 0 && (
            <Alert severity="warning" variant="outlined">
              {t('trainers.book.noCard')}{' '}
              <Link component={RouterLink} to={BILLING_PATH}>
                {t('trainers.book.toBilling')}
              </Link>
            </Alert>
          )
        )}
      </Stack>
    );
  }

  const needsCard = buying && offer !== null && offer.priceCents > 0 && !card.data;
  return (
    <DialogShell
      title={t('trainers.book.title')}
      description={t('trainers.book.summary', {
        minutes,
        trainer: `${trainer.firstName} ${trainer.lastName}`,
        when: sessionWhen(startsAt, minutes, props.timeZone),
        where: sessionWhere(t, mode, club.displayName),
      })}
      error={error}
      busy={busy}
      cancelLabel={t('trainers.book.keepLooking')}
      confirmLabel={confirmLabel}
      confirmDisabled={!packs || (buying && (offer === null || needsCard))}
      onClose={props.onClose}
      onConfirm={confirm}
      wide
    >
      {body}
      <Typography data-testid="cancel-rule" sx={{ fontWeight: 600 }}>
        {t('trainers.book.cancelRule', { hours: TRAINING_RULES.freeCancelHours })}
      </Typography>
    </DialogShell>
  );
}
