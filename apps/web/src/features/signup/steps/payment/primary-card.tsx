import CreditCardIcon from '@mui/icons-material/CreditCard';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, IconButton, Paper, Stack, Typography } from '@mui/material';
import type { FrameCard } from '@gym/contracts/billing';
import { cardBrandName } from '@gym/contracts/card-brand';
import { useText } from '../../../../lib/i18n/catalog';
import { signupText } from '../../i18n';

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface PrimaryCardProps {
  card: FrameCard;
  /** The provider's decline text when the join's charge was declined on this card. */
  declined?: string | null;
  onEdit: () => void;
}

/** 'My Primary Card': the card the membership will be charged to, with its edit button. */
export function PrimaryCard({ card, declined, onEdit }: PrimaryCardProps) {
  const t = useText(signupText);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="primary-card-title" sx={{ p: 2, maxWidth: 420 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="primary-card-title" variant="h2">
          {t('signup.payment.primaryCard')}
        </Typography>
        <IconButton aria-label={t('signup.payment.editCard')} onClick={onEdit}>
          <EditIcon />
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
        <CreditCardIcon fontSize="large" color="primary" aria-hidden />
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{cardBrandName(card.i4go_cardtype)}</Typography>
          <Typography data-testid="primary-card-number" sx={{ fontFamily: 'monospace' }}>
            {/* Read aloud as "ending 4242" rather than twelve asterisks. */}
            <span aria-hidden>{card.cc_number}</span>
            <Box component="span" sx={visuallyHidden}>
              {t('signup.payment.cardNumberEnding', { last4: card.cc_number.slice(-4) })}
            </Box>
          </Typography>
          <Typography>{t('signup.payment.expires', { date: card.expiration_date })}</Typography>
          <Typography>{card.billingName}</Typography>
        </Box>
      </Stack>
      {declined && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {declined} {t('signup.payment.declinedHint')}
        </Alert>
      )}
    </Paper>
  );
}
