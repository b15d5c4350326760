import { Box, Button, CircularProgress, Stack, Typography, useTheme } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useText } from '../../lib/i18n/catalog';
import { componentsText } from '../i18n';
import { styledFrameUrl } from './frame-style';

/**
 * The frame URL query of the page's feature: the sign-up asks GET /api/ols/billing/url with its access token, a
 * member GET /billing/url with the bearer token. Both answer the provider's page for this page's origin.
 */
export type BillingUrlQuery = Pick<UseQueryResult<string>, 'isPending' | 'isError' | 'data' | 'refetch'>;

/** The frame's height fits the provider's card page (number, expiry and CVC, its button and messages). */
const FRAME_HEIGHT_PX = 320;

/**
 * The billing provider's card page, on the provider's own origin: the card number and CVC are typed there
 * and never reach this page or our API (decisions.md item 7).
 */
export function BillingFrame({ billingUrl }: { billingUrl: BillingUrlQuery }) {
  const t = useText(componentsText);
  const theme = useTheme();
  if (billingUrl.isPending) {
    return (
      <Stack sx={{ height: FRAME_HEIGHT_PX, alignItems: 'center', justifyContent: 'center' }}>
        <CircularProgress aria-label={t('components.cardFrame.loading')} />
      </Stack>
    );
  }
  if (billingUrl.isError || !billingUrl.data) {
    return (
      <Stack spacing={1} sx={{ height: FRAME_HEIGHT_PX, alignItems: 'center', justifyContent: 'center' }}>
        <Typography>{t('components.cardFrame.loadFailed')}</Typography>
        <Button variant="outlined" onClick={() => void billingUrl.refetch()}>
          {t('components.cardFrame.tryAgain')}
        </Button>
      </Stack>
    );
  }
  return (
    <Box
      component="iframe"
      src={styledFrameUrl(billingUrl.data, theme)}
      title={t('components.cardFrame.frameTitle')}
      // No border of its own: its fields sit in the dialog's form like the fields under it.
      sx={{ display: 'block', width: '100%', height: FRAME_HEIGHT_PX, border: 0 }}
    />
  );
}
