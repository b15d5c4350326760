import { Box, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import type { Dispatch } from 'react';
import type { PlanChangeOption, PlanChangeStatus } from '@gym/contracts/plan-change';
import { ESIGN_CHECKBOX_LABEL, EsignDisclosures } from '../../../components/signature/esign-consent';
import { SignatureTabs } from '../../../components/signature/signature-tabs';
import type { SigningAction, SigningState } from '../../../components/signature/signing-state';
import { useText } from '../../../lib/i18n/catalog';
import { membershipText } from '../i18n';
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
  const t = useText(membershipText);
  return (
    <Stack spacing={2}>
      <Box
        component="section"
        aria-label={t('membership.changePlan.agreementLabel')}
        sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {t('membership.changePlan.agreementHeading')}
        </Typography>
        <Typography>
          {t('membership.changePlan.agreementNew', {
            plan: option.planName,
            club: option.clubName,
            price: option.price.amount,
          })}
        </Typography>
        {current && (
          <Typography>
            {t('membership.changePlan.agreementReplaces', {
              plan: current.planName,
              club: current.clubName,
              price: current.price.amount,
            })}
          </Typography>
        )}
        <Typography>{changeTiming(option)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('membership.changePlan.agreementRest')}
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
