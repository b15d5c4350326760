import CreditCardIcon from '@mui/icons-material/CreditCard';
import EditIcon from '@mui/icons-material/Edit';
import { Box, IconButton, Paper, Stack, Typography } from '@mui/material';
import { cardBrandName } from '@gym/contracts/card-brand';
import type { StoredCard } from '@gym/contracts/member-billing';
import { useText } from '../../../lib/i18n/catalog';
import { billingText } from '../i18n';
import { cardExpiry } from './card-label';
import { MaskedNumber } from './masked-number';

/** 'My Primary Card': the card payments use, with the edit icon that opens 'Update Card'. */
export function PrimaryCard({ card, onEdit }: { card: StoredCard | undefined; onEdit: () => void }) {
  const t = useText(billingText);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="primary-card-title" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="primary-card-title" variant="h2">
          {t('billing.primary.heading')}
        </Typography>
        <IconButton aria-label={t('billing.primary.edit')} onClick={onEdit}>
          <EditIcon />
        </IconButton>
      </Stack>
      {card ? (
        <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center' }} data-testid="primary-card">
          <CreditCardIcon fontSize="large" color="primary" aria-hidden />
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{cardBrandName(card.i4goCardType)}</Typography>
            <MaskedNumber value={card.cardNumber} />
            <Typography>{t('billing.primary.expires', { expiry: cardExpiry(card) })}</Typography>
            <Typography>{card.billingName}</Typography>
          </Box>
        </Stack>
      ) : (
        <Typography sx={{ mt: 1 }} color="text.secondary">
          {t('billing.primary.none')}
        </Typography>
      )}
    </Paper>
  );
}
