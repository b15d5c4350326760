import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { CHECK_IN_CODE_MESSAGES, checkInPayload } from '@gym/contracts/check-in-code';
import { useSharedText, useText } from '../../lib/i18n/catalog';
import { componentsText } from '../i18n';
import { useRotatingCode } from './use-rotating-code';

const QR_SIZE = 192;

/** '482913' as '482 913': two groups of three are read out and typed at the desk with fewer slips. */
const grouped = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

/** Where the QR code will be, the same size, so nothing below it moves when it comes. */
export function CodeLoading() {
  const t = useText(componentsText);
  return (
    <Box sx={{ width: QR_SIZE, height: QR_SIZE, display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={t('components.checkInCode.loading')} />
    </Box>
  );
}

/**
 * The QR code (the scan code and the window's digits) and the digits themselves, large, for a desk that types
 * them. Only the digits are a live region: a screen reader hears each new code, not the countdown's every second.
 */
export function RotatingCheckInCode({ scanCode, secret }: { scanCode: string; secret: string }) {
  const t = useText(componentsText);
  const shared = useSharedText();
  const { code, secondsLeft, failed } = useRotatingCode(secret);
  if (failed) {
    return (
      <Typography role="alert" color="error">
        {shared(CHECK_IN_CODE_MESSAGES.secretLoadError)}
      </Typography>
    );
  }
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      {code === null ? (
        <CodeLoading />
      ) : (
        <QRCodeSVG
          value={checkInPayload(scanCode, code)}
          size={QR_SIZE}
          marginSize={2}
          role="img"
          aria-label={t('components.checkInCode.qr', { scanCode })}
        />
      )}
      <Typography
        data-testid="check-in-digits"
        aria-live="polite"
        aria-atomic="true"
        sx={{
          fontFamily: 'monospace',
          fontSize: '2rem',
          fontWeight: 700,
          letterSpacing: '0.2em',
          lineHeight: 1.2,
          minHeight: '1.2em',
        }}
      >
        {code !== null && grouped(code)}
      </Typography>
      <Typography color="text.secondary" data-testid="check-in-countdown">
        {t('components.checkInCode.countdown', { seconds: secondsLeft })}
      </Typography>
    </Stack>
  );
}
