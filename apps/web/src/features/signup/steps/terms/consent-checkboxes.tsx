import { Box, Checkbox, FormControlLabel, Link, Stack, Typography } from '@mui/material';
import type { Dispatch } from 'react';
import { ESIGN_CHECKBOX_LABEL, EsignDisclosures } from '../../../../components/signature/esign-consent';
import type { SigningAction, SigningState } from '../../../../components/signature/signing-state';
import { useText } from '../../../../lib/i18n/catalog';
import { signupText } from '../../i18n';

interface ConsentCheckboxesProps {
  state: SigningState;
  dispatch: Dispatch<SigningAction>;
  onShowPolicy: () => void;
}

/** The two boxes: the terms (with the cancellation policy) and the consent to electronic records (ESIGN Act). */
export function ConsentCheckboxes({ state, dispatch, onShowPolicy }: ConsentCheckboxesProps) {
  const t = useText(signupText);
  const disabled = !state.scrolledToEnd;
  const hint = disabled ? { 'aria-describedby': 'terms-scroll-hint' } : {};
  return (
    <Stack spacing={1}>
      {disabled && (
        <Typography id="terms-scroll-hint" variant="body2" color="text.secondary">
          {t('signup.terms.scrollHint')}
        </Typography>
      )}
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={state.termsAccepted}
              onChange={(event) => dispatch({ type: 'termsToggled', checked: event.target.checked })}
              slotProps={{ input: hint }}
            />
          }
          label={t('signup.terms.agree')}
          disabled={disabled}
        />
        <Link component="button" type="button" variant="body2" onClick={onShowPolicy} sx={{ ml: 4 }}>
          {t('signup.terms.readPolicy')}
        </Link>
      </Box>
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={state.esignAccepted}
              onChange={(event) => dispatch({ type: 'esignToggled', checked: event.target.checked })}
              slotProps={{ input: hint }}
            />
          }
          label={ESIGN_CHECKBOX_LABEL}
          disabled={disabled}
        />
        <EsignDisclosures />
      </Box>
      {/* A new tab: the wizard keeps the photo and the card in memory only, and leaving the page would drop them. */}
      <Link href="/privacy" target="_blank" rel="noopener" variant="body2" sx={{ alignSelf: 'flex-start' }}>
        {t('signup.terms.privacyNotice')}
      </Link>
    </Stack>
  );
}
