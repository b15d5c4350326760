import { Box, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import type { Dispatch } from 'react';
import type { PlanChangeOption, PlanChangeStatus } from '@gym/contracts/plan-change';
import { ESIGN_CHECKBOX_LABEL, EsignDisclosures } from '../../../components/signature/esign-consent';
import { SignatureTabs } from '../../../components/signature/signature-tabs';
import type { SigningAction, SigningState } from '../../../components/signature/signing-state';
import { changeTiming } from './plan-choice';

interface PlanChangeSigningProps {
  current: PlanChangeStatus['current'];
  option: PlanChangeOption;
  signing: SigningState;
  dispatch: Dispatch<SigningAction>;
  disabled: boolean;
}

/** The updated agreement in a few lines, the consent to electronic records and the signature, as at the join. */
export function PlanChangeSigning({ current, option, signing, dispatch, disabled }: PlanChangeSigningProps) {
  return (
    <Stack spacing={2}>
      <Box
        component="section"
        aria-label="Your updated agreement"
        sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
          Your updated membership agreement
        </Typography>
        <Typography>
          {option.planName} at {option.clubName}: {option.price.amount} a month, charged on the 1st of every month.
        </Typography>
        {current && (
          <Typography>
            It replaces {current.planName} at {current.clubName} ({current.price.amount} a month).
          </Typography>
        )}
        <Typography>{changeTiming(option)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Everything else stays as you agreed when you joined: the terms, the cancellation policy and your last month
          prepaid. We e-mail you the signed agreement.
        </Typography>
      </Box>
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={signing.esignAccepted}
              disabled={disabled}
              onChange={(event) => dispatch({ type: 'esignToggled', checked: event.target.checked })}
            />
          }
          label={ESIGN_CHECKBOX_LABEL}
        />
        <EsignDisclosures />
      </Box>
      <SignatureTabs state={signing} dispatch={dispatch} />
    </Stack>
  );
}
