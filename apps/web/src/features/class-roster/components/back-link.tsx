import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** Back to the list a class was opened from. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button
      component={RouterLink}
      to={to}
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start', ml: -1 }}
      data-testid="back-link"
    >
      {label}
    </Button>
  );
}
