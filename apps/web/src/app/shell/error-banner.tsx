import { Alert, Snackbar } from '@mui/material';
import { LinkifiedText } from '../../components/linkified-text';
import { closeBanner, useBanner } from '../../lib/banner-store';
import { useText } from '../../lib/i18n/catalog';
import { appText } from '../i18n';

/** The global banner: bottom left or right, a close icon, gone after its timeout (5 s by default). */
export function ErrorBanner() {
  const t = useText(appText);
  const banner = useBanner();
  if (!banner) return null;
  return (
    <Snackbar
      key={banner.id}
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: banner.side }}
      autoHideDuration={banner.timeoutMs}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') closeBanner(banner.id);
      }}
    >
      <Alert
        severity={banner.severity}
        variant="filled"
        onClose={() => closeBanner(banner.id)}
        slotProps={{ closeButton: { 'aria-label': t('app.banner.close') } }}
        sx={{ maxWidth: 480 }}
      >
        <LinkifiedText text={banner.message} />
      </Alert>
    </Snackbar>
  );
}
