import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { STEP } from '@gym/contracts/messages';
import { PLAN_TEXT, type Plan } from '@gym/contracts/plans';
import { useSharedText, useText } from '../../../../lib/i18n/catalog';
import { signupText } from '../../i18n';
import { useWizard } from '../../wizard/wizard-context';
import { useStepCompletion } from '../../wizard/use-step-completion';
import { useWizardNavigation } from '../../wizard/use-wizard-navigation';
import { DigitalFeaturesNote } from './digital-features-note';
import { PlanCard } from './plan-card';

/** Step 1: the club's plans, cheapest first. */
export default function MembershipStep() {
  const t = useText(signupText);
  const shared = useSharedText();
  const { state } = useWizard();
  const completeStep = useStepCompletion();
  const { goBack } = useWizardNavigation();
  if (!state.club || !state.planInfo) return <></>;

  const choose = (plan: Plan) => completeStep(STEP.membership, { plan });

  return (
    <Stack spacing={3}>
      <Typography variant="h2" component="p">
        <Link component="button" variant="inherit" onClick={() => goBack(STEP.location)} underline="hover">
          {state.club.displayName}
        </Link>
      </Typography>
      <Box
        component="section"
        aria-label={t('signup.membership.plans')}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}
      >
        {state.planInfo.planData.map((plan) => (
          <PlanCard key={plan.id} plan={plan} features={state.planInfo?.features ?? []} onSelect={choose} />
        ))}
      </Box>
      <DigitalFeaturesNote />
      <Box>
        <Button startIcon={<ArrowBackIcon />} onClick={() => goBack(STEP.location)}>
          {shared(PLAN_TEXT.chooseDifferentLocation)}
        </Button>
      </Box>
    </Stack>
  );
}
