import { Box, Checkbox, FormControlLabel, Link, Stack, Typography } from '@mui/material';
import type { Dispatch } from 'react';
import { appConfig } from '../../../../lib/app-config';
import type { SigningAction, SigningState } from './signing-state';

export const TERMS_CHECKBOX_LABEL = 'I have read and agree to the Terms of Service and the cancellation policy';
export const ESIGN_CHECKBOX_LABEL = 'I agree to sign and receive my agreement and receipts electronically';

interface ConsentCheckboxesProps {
  state: SigningState;
  dispatch: Dispatch<SigningAction>;
  onShowPolicy: () => void;
}

/** The two boxes: the terms (with the cancellation policy) and the consent to electronic records (ESIGN Act). */
export function ConsentCheckboxes({ state, dispatch, onShowPolicy }: ConsentCheckboxesProps) {
  const disabled = !state.scrolledToEnd;
  const hint = disabled ? { 'aria-describedby': 'terms-scroll-hint' } : {};
  return (
    <Stack spacing={1}>
      {disabled && (
        <Typography id="terms-scroll-hint" variant="body2" color="text.secondary">
          Scroll to the end of the terms to agree.
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
          label={TERMS_CHECKBOX_LABEL}
          disabled={disabled}
        />
        <Link component="button" type="button" variant="body2" onClick={onShowPolicy} sx={{ ml: 4 }}>
          Read the cancellation policy
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
    </Stack>
  );
}

/** What the ESIGN Act requires a person be told before consenting to electronic records, kept short. */
function EsignDisclosures() {
  const { supportEmail } = appConfig();
  const mail = <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>;
  return (
    <Box
      component="details"
      sx={{
        ml: 4,
        typography: 'body2',
        '& summary': { cursor: 'pointer', color: 'primary.main', width: 'fit-content' },
      }}
    >
      <summary>About signing and receiving documents electronically</summary>
      <Box component="ul" sx={{ my: 1, pl: 3, '& li': { mb: 0.5 } }}>
        <li>
          It covers this membership agreement, your receipts and notices about your membership, sent to the e-mail
          address you gave.
        </li>
        <li>
          Paper copies: you may ask for a paper copy of any of them at no charge, at any club or by writing to {mail}.
        </li>
        <li>
          Withdrawing consent: write to {mail} at any time; it costs nothing, we send paper from then on, and documents
          already signed stay valid.
        </li>
        <li>
          What you need: a current web browser, an e-mail account, a PDF reader (most browsers have one) and a way to
          save or print files.
        </li>
        <li>Changing your e-mail address: update it in the member area or write to {mail}.</li>
      </Box>
    </Box>
  );
}
