import { Box, CircularProgress } from '@mui/material';
import { useText } from '../lib/i18n/catalog';
import { componentsText } from './i18n';

/** The page's loading state; `label` says what loads, in the language shown ('Loading' when it does not say). */
export function PageSpinner({ label }: { label?: string }) {
  const t = useText(componentsText);
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={label ?? t('components.spinner.loading')} />
    </Box>
  );
}
