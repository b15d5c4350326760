import { Stack, Typography } from '@mui/material';
import { Suspense, lazy, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isClubSlug } from '@gym/contracts/constants';
import { STEP, STEP_TITLES, type StepIndex } from '@gym/contracts/messages';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageSpinner } from '../../../components/page-spinner';
import { useResponsive } from '../../../lib/use-responsive';
import { useClub } from '../api/get-club';
import { useSignupAccessToken } from '../api/generate-token';
import { useLocationPlans } from '../api/get-location-plans';
import { useWizard } from './wizard-context';
import { WizardHeaderMenu } from './wizard-header-menu';

/** Each step is its own chunk, loaded when the visitor reaches it. */
const STEP_COMPONENTS: Partial<Record<StepIndex, React.LazyExoticComponent<() => React.JSX.Element>>> = {
  [STEP.location]: lazy(() => import('../steps/location/location-step')),
  [STEP.membership]: lazy(() => import('../steps/membership/membership-step')),
};

/** Loads the club of a /{location} path and its plans into the wizard; 'club does not exist' goes to /locations. */
function useClubFromPath(location: string | undefined) {
  const { state, dispatch } = useWizard();
  const navigate = useNavigate();
  const club = useClub(location);
  const plans = useLocationPlans(location);

  useEffect(() => {
    if (location === undefined && state.club) dispatch({ type: 'reset' });
  }, [location, state.club, dispatch]);

  useEffect(() => {
    if (club.isError || plans.isError) navigate('/locations', { replace: true });
  }, [club.isError, plans.isError, navigate]);

  useEffect(() => {
    if (!club.data || !plans.data) return;
    if (state.club?.clubautomationclubidC === club.data.clubautomationclubidC && state.planInfo) return;
    dispatch({ type: 'clubLoaded', club: club.data, planInfo: plans.data });
  }, [club.data, plans.data, state.club, state.planInfo, dispatch]);

  const loaded = location === undefined || (state.club !== null && state.planInfo !== null && !club.isPending);
  return { loaded };
}

function Wizard({ location }: { location: string | undefined }) {
  const { state } = useWizard();
  const { isMobile } = useResponsive();
  // The sign-up access token is fetched as the wizard opens; later steps' calls carry it.
  useSignupAccessToken();
  const { loaded } = useClubFromPath(location);

  const step: StepIndex = location === undefined ? STEP.location : state.step;
  if (!loaded) return <PageSpinner label="Loading plans" />;
  const StepComponent = STEP_COMPONENTS[step];
  const showMenu = !isMobile && step !== STEP.congratulation;

  return (
    <Stack spacing={3}>
      {showMenu && <WizardHeaderMenu />}
      <Typography variant="h1">{STEP_TITLES[step]}</Typography>
      <Suspense fallback={<PageSpinner />}>{StepComponent ? <StepComponent /> : null}</Suspense>
    </Stack>
  );
}

export function Component() {
  const { location } = useParams();
  if (location !== undefined && !isClubSlug(location)) return <NotFoundPage />;
  return <Wizard location={location} />;
}
