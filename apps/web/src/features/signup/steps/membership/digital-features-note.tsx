import RestaurantIcon from '@mui/icons-material/Restaurant';
import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { PLAN_TEXT } from '@gym/contracts/plans';
import { useSharedText } from '../../../../lib/i18n/catalog';

/**
 * The specification's 'Digital Features: Nutrition' note, with what it means written beside it: plain text rather
 * than a tooltip, so that it reads the same on touch, with a keyboard and with a screen reader.
 */
export function DigitalFeaturesNote() {
  const shared = useSharedText();
  const titleId = useId();
  const helpId = useId();
  return (
    <Box
      role="note"
      aria-labelledby={titleId}
      aria-describedby={helpId}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', p: 2, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <RestaurantIcon color="primary" aria-hidden sx={{ mt: 0.25 }} />
      <Box>
        <Typography id={titleId} sx={{ fontWeight: 600 }}>
          {shared(PLAN_TEXT.digitalFeatures)}
        </Typography>
        <Typography id={helpId} variant="body2" color="text.secondary">
          {shared(PLAN_TEXT.digitalFeaturesHelp)}
        </Typography>
      </Box>
    </Box>
  );
}
