import { Box, LinearProgress, Typography } from '@mui/material';
import { useId } from 'react';
import { type PasswordStrengthLabel, passwordStrength, passwordStrengthLabel } from '@gym/contracts/passwords';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { passwordsText } from '../i18n';

const COLOR: Record<PasswordStrengthLabel, 'error' | 'warning' | 'success'> = {
  Weak: 'error',
  Medium: 'warning',
  Strong: 'success',
};

/**
 * The live strength of a new password (section 5: up to 4 points, labelled Weak, Medium, Strong). The bar fills a
 * fifth per step from 0 points, so that even a 0-point password shows a Weak bar. Its text is a polite live region:
 * a screen reader hears the label change as the person types, not every keystroke.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const t = useText(passwordsText);
  const shared = useSharedText();
  const labelId = useId();
  const points = passwordStrength(password);
  const label = passwordStrengthLabel(points);
  // Weak, Medium, Strong: the specification's words (contracts), in the language shown.
  const shown = label ? shared(label) : null;
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={label ? ((points + 1) / 5) * 100 : 0}
        color={label ? COLOR[label] : 'inherit'}
        aria-labelledby={labelId}
        aria-valuetext={shown ?? t('passwords.strength.none')}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        <span id={labelId}>{t('passwords.strength.label')}</span>
        <span aria-live="polite" aria-atomic="true" data-testid="password-strength-label">
          {shown ? `: ${shown}` : ''}
        </span>
      </Typography>
    </Box>
  );
}
