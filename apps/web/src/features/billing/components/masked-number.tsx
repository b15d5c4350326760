import { Box, Typography } from '@mui/material';

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

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
