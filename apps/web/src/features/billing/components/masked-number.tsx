import { Box, Typography } from '@mui/material';
import { useText } from '../../../lib/i18n/catalog';
import { billingText } from '../i18n';
import { visuallyHidden } from './visually-hidden';

/** '************4242', read aloud as "Card number ending 4242" rather than twelve asterisks. */
export function MaskedNumber({ value }: { value: string }) {
  const t = useText(billingText);
  return (
    <Typography sx={{ fontFamily: 'monospace' }}>
      <span aria-hidden>{value}</span>
      <Box component="span" sx={visuallyHidden}>
        {t('billing.card.numberEnding', { last4: value.slice(-4) })}
      </Box>
    </Typography>
  );
}
