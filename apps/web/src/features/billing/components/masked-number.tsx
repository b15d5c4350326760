import { Box, Typography } from '@mui/material';
import { visuallyHidden } from './visually-hidden';

/** '************4242', read aloud as "Card number ending 4242" rather than twelve asterisks. */
export function MaskedNumber({ value }: { value: string }) {
  return (
    <Typography sx={{ fontFamily: 'monospace' }}>
      <span aria-hidden>{value}</span>
      <Box component="span" sx={visuallyHidden}>
        Card number ending {value.slice(-4)}
      </Box>
    </Typography>
  );
}
